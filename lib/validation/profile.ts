import { z } from "zod";

/** Full name 2-100 characters; username 3-30 letters, digits or underscores. */
export const PROFILE_LIMITS = { nameMin: 2, nameMax: 100, usernameMin: 3, usernameMax: 30 } as const;

const L = PROFILE_LIMITS;

/**
 * The dashboard's profile form, used by the form and again by the
 * updateProfile action. An empty username means "none" (stored as null).
 * Messages are keys of Dashboard.profile.errors.
 */
export const profileSchema = z.object({
  fullName: z.string().trim().min(L.nameMin, "nameTooShort").max(L.nameMax, "nameTooLong"),
  username: z
    .string()
    .trim()
    .refine((value) => value === "" || value.length >= L.usernameMin, "usernameTooShort")
    .refine((value) => value.length <= L.usernameMax, "usernameTooLong")
    .refine((value) => /^[A-Za-z0-9_]*$/.test(value), "usernameInvalid"),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

export type ProfileErrorKey = "nameTooShort" | "nameTooLong" | "usernameTooShort" | "usernameTooLong" | "usernameInvalid";
