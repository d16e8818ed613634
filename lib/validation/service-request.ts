import { z } from "zod";

/** The service types a request may name, as stored in service_requests.service_type. */
export const SERVICE_TYPES = [
  "computerRepair",
  "networkSetup",
  "softwareInstallation",
  "dataRecovery",
  "techConsultation",
  "websiteDevelopment",
  "hardwareUpgrade",
  "virusRemoval",
  "cloudServices",
  "other",
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Title 5-100 characters, description at least 20 (both after trimming). */
export const SERVICE_REQUEST_LIMITS = { titleMin: 5, titleMax: 100, descriptionMin: 20, descriptionMax: 5000 } as const;

const L = SERVICE_REQUEST_LIMITS;

/** Trimmed text with exactly one message when it fails: required, too short or too long. */
function trimmedText(min: number, max: number, [required, tooShort, tooLong]: [string, string, string]) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = value.length === 0 ? required : value.length < min ? tooShort : value.length > max ? tooLong : null;
      if (message) ctx.addIssue({ code: "custom", message });
    });
}

/**
 * The new service request form, used by the form and again by the
 * createServiceRequest action. Messages are keys of ServiceRequest.errors.
 */
export const serviceRequestSchema = z.object({
  title: trimmedText(L.titleMin, L.titleMax, ["titleRequired", "titleTooShort", "titleTooLong"]),
  serviceType: z.enum(SERVICE_TYPES, "serviceTypeInvalid"),
  description: trimmedText(L.descriptionMin, L.descriptionMax, ["descriptionRequired", "descriptionTooShort", "descriptionTooLong"]),
});

/** Form state before validation: the select starts empty. */
export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequestValues = z.output<typeof serviceRequestSchema>;

export type ServiceRequestErrorKey =
  | "titleRequired"
  | "titleTooShort"
  | "titleTooLong"
  | "serviceTypeInvalid"
  | "descriptionRequired"
  | "descriptionTooShort"
  | "descriptionTooLong";

/**
 * The toast for a refused rule: each field's rule has one title and
 * description, whichever of its messages the field shows.
 */
export const ruleOfError: Record<ServiceRequestErrorKey, "title" | "serviceType" | "description" | "titleLength" | "descriptionLength"> = {
  titleRequired: "title",
  titleTooShort: "title",
  titleTooLong: "titleLength",
  serviceTypeInvalid: "serviceType",
  descriptionRequired: "description",
  descriptionTooShort: "description",
  descriptionTooLong: "descriptionLength",
};

/** The form field each message belongs to. */
export const fieldOfError: Record<ServiceRequestErrorKey, keyof ServiceRequestValues> = {
  titleRequired: "title",
  titleTooShort: "title",
  titleTooLong: "title",
  serviceTypeInvalid: "serviceType",
  descriptionRequired: "description",
  descriptionTooShort: "description",
  descriptionTooLong: "description",
};

export const isServiceType = (value: unknown): value is ServiceType =>
  (SERVICE_TYPES as readonly unknown[]).includes(value);
