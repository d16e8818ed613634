import { z } from "@/lib/validation/zod";
import { FULL_NAME_MAX, PROFILE_LOCALES } from "@/lib/rules/business-rules";
import { PHONE_PATTERN } from "@/lib/validation/admin-booking";

/** Full name 2-FULL_NAME_MAX characters (the minimum is the form's own; the database only caps the length). */
export const PROFILE_LIMITS = { nameMin: 2, nameMax: FULL_NAME_MAX } as const;

const L = PROFILE_LIMITS;

/**
 * The dashboard's profile form, used by the form and again by the
 * updateProfile action. An empty phone means "none" (stored as null);
 * `locale` is the language of the customer's emails. Messages are keys of
 * Dashboard.profile.errors.
 */
export const profileSchema = z.object({
  fullName: z.string().trim().min(L.nameMin, "nameTooShort").max(L.nameMax, "nameTooLong"),
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || PHONE_PATTERN.test(value), "phoneInvalid"),
  locale: z.enum(PROFILE_LOCALES, "localeInvalid"),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

export type ProfileErrorKey = "nameTooShort" | "nameTooLong" | "phoneInvalid" | "localeInvalid";
