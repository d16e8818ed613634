import { z } from "@/lib/validation/zod";
import { DEVICE_ACCESS, DEVICE_KINDS, DEVICE_LIMITS } from "@/lib/rules/business-rules";

const L = DEVICE_LIMITS;

/**
 * Optional trimmed text: "" (or nothing) is null, longer than `max` is
 * `tooLong`. Null is accepted too: the form sends its parsed values to the
 * action, which parses them again.
 */
const optionalText = (max: number, tooLong: DeviceErrorKey) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/**
 * The device a request is about, every field optional: the customer fills
 * what they know when filing, staff complete it at drop-off. Messages are
 * keys of Device.errors; SQL checks the same limits.
 */
export const deviceShape = {
  deviceKind: z
    .union([z.enum(DEVICE_KINDS), z.literal("")], { error: "kindInvalid" })
    .nullish()
    .transform((value) => value || null),
  deviceMake: optionalText(L.makeMax, "makeTooLong"),
  deviceModel: optionalText(L.modelMax, "modelTooLong"),
  deviceSerial: optionalText(L.serialMax, "serialTooLong"),
  deviceLeftWith: optionalText(L.leftWithMax, "leftWithTooLong"),
  deviceCondition: optionalText(L.conditionMax, "conditionTooLong"),
};

/**
 * Staff's intake at the counter: the device, how the technician may sign in
 * and, for "passcode", the passcode itself (required then; it is kept
 * staff-only and deleted when the job closes). Used by the intake panel and
 * again by the saveRequestIntake action.
 */
export const intakeSchema = z
  .object({
    ...deviceShape,
    access: z.enum(DEVICE_ACCESS, { error: "accessInvalid" }),
    passcode: z.string().trim().max(L.passcodeMax, "passcodeTooLong").optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.access === "passcode" && !value.passcode) ctx.addIssue({ code: "custom", path: ["passcode"], message: "passcodeRequired" });
  });

export type IntakeInput = z.input<typeof intakeSchema>;
export type IntakeValues = z.output<typeof intakeSchema>;

export type DeviceErrorKey =
  | "kindInvalid"
  | "makeTooLong"
  | "modelTooLong"
  | "serialTooLong"
  | "leftWithTooLong"
  | "conditionTooLong"
  | "accessInvalid"
  | "passcodeTooLong"
  | "passcodeRequired";

export const DEVICE_FIELDS = ["deviceKind", "deviceMake", "deviceModel", "deviceSerial", "deviceLeftWith", "deviceCondition"] as const;
export type DeviceField = (typeof DEVICE_FIELDS)[number];

/** The form field each device message belongs to. */
export const deviceFieldOfError: Record<DeviceErrorKey, DeviceField | "access" | "passcode"> = {
  kindInvalid: "deviceKind",
  makeTooLong: "deviceMake",
  modelTooLong: "deviceModel",
  serialTooLong: "deviceSerial",
  leftWithTooLong: "deviceLeftWith",
  conditionTooLong: "deviceCondition",
  accessInvalid: "access",
  passcodeTooLong: "passcode",
  passcodeRequired: "passcode",
};

export const isDeviceErrorKey = (key: string): key is DeviceErrorKey => key in deviceFieldOfError;
