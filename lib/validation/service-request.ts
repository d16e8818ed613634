import { z } from "@/lib/validation/zod";
import { REQUEST_LIMITS, SERVICE_TYPES } from "@/lib/rules/business-rules";
import { deviceShape, type DeviceErrorKey } from "./device";

const L = REQUEST_LIMITS;

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
 * createServiceRequest action. Messages are keys of ServiceRequest.errors,
 * the device's (what the customer knows of it, all optional) of Device.errors.
 */
export const serviceRequestSchema = z.object({
  title: trimmedText(L.titleMin, L.titleMax, ["titleRequired", "titleTooShort", "titleTooLong"]),
  serviceType: z.enum(SERVICE_TYPES, "serviceTypeInvalid"),
  description: trimmedText(L.descriptionMin, L.descriptionMax, ["descriptionRequired", "descriptionTooShort", "descriptionTooLong"]),
  ...deviceShape,
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
  | "descriptionTooLong"
  | Exclude<DeviceErrorKey, "accessInvalid" | "passcodeTooLong" | "passcodeRequired">;

/**
 * The toast for a refused rule: each field's rule has one title and
 * description, whichever of its messages the field shows.
 */
export const ruleOfError: Record<ServiceRequestErrorKey, "title" | "serviceType" | "description" | "titleLength" | "descriptionLength" | "device"> = {
  titleRequired: "title",
  titleTooShort: "title",
  titleTooLong: "titleLength",
  serviceTypeInvalid: "serviceType",
  descriptionRequired: "description",
  descriptionTooShort: "description",
  descriptionTooLong: "descriptionLength",
  kindInvalid: "device",
  makeTooLong: "device",
  modelTooLong: "device",
  serialTooLong: "device",
  leftWithTooLong: "device",
  conditionTooLong: "device",
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
  kindInvalid: "deviceKind",
  makeTooLong: "deviceMake",
  modelTooLong: "deviceModel",
  serialTooLong: "deviceSerial",
  leftWithTooLong: "deviceLeftWith",
  conditionTooLong: "deviceCondition",
};
