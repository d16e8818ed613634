import { z } from "@/lib/validation/zod";
import { PROFILE_LOCALES } from "@/lib/rules/business-rules";
import { PROFILE_LIMITS } from "./profile";

// Messages are keys: the Auth namespace for sign-in and sign-up, the
// Password namespace for the forgot and reset forms.
const email = z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "invalidEmail");
/** An email address as every form of the site checks it (message key `invalidEmail`). */
export const emailAddress = email;
/** Shortest password sign-up and sign-in accept: Supabase Auth's minimum_password_length (supabase/config.toml). */
export const PASSWORD_MIN_LENGTH = 6;
/** Shortest password the reset form accepts (its own, stricter rule). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** The numbers the sign-up and sign-in messages state (Auth). */
export const AUTH_FORM_VALUES = { nameMin: PROFILE_LIMITS.nameMin, nameMax: PROFILE_LIMITS.nameMax, passwordMin: PASSWORD_MIN_LENGTH } as const;
/** The numbers the reset form's messages state (Password). */
export const NEW_PASSWORD_VALUES = { min: NEW_PASSWORD_MIN_LENGTH } as const;

const password = z.string().min(PASSWORD_MIN_LENGTH, "shortPassword");

export const signInSchema = z.object({ email, password });

export const signUpSchema = signInSchema.extend({
  fullName: z.string().max(PROFILE_LIMITS.nameMax, "invalidName").refine((value) => value.trim().length >= PROFILE_LIMITS.nameMin, "invalidName"),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type AuthFormErrorKey = "invalidEmail" | "shortPassword" | "invalidName";

export const forgotPasswordSchema = z.object({ email });

/**
 * The links a page that refused one sends again: the sign-up confirmation
 * (`signup`), or a password link (`recovery`), which also replaces an
 * expired invitation (it confirms the address and lets its owner choose a
 * password).
 */
export const NEW_LINK_KINDS = ["signup", "recovery"] as const;
export type NewLinkKind = (typeof NEW_LINK_KINDS)[number];
export const newLinkSchema = z.object({ kind: z.enum(NEW_LINK_KINDS), email, locale: z.enum(PROFILE_LOCALES) });

/** Reset rules: NEW_PASSWORD_MIN_LENGTH+ characters; upper, lower, digit and one of @$!%*?&; nothing else. */
export const newPasswordFields = z.object({
  password: z
    .string()
    .min(NEW_PASSWORD_MIN_LENGTH, "tooShort")
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/, "requirements"),
  confirm: z.string(),
});
export const passwordsMatch = (values: { password: string; confirm: string }) => values.password === values.confirm;
const mismatch = { message: "mismatch", path: ["confirm"] };

export const resetPasswordSchema = newPasswordFields.refine(passwordsMatch, mismatch);

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordErrorKey = "tooShort" | "requirements" | "mismatch";

/** The token hash an auth email carries in `?token=` (opaque; bounded so junk is refused early). */
export const tokenHashSchema = z.string().trim().min(1).max(512);

/**
 * The links /reset-password opens (`?type=`): a password reset, or the
 * invitation staff send with a booking taken by phone (it confirms the email
 * and lets the new customer choose a password).
 */
export const PASSWORD_LINK_TYPES = ["recovery", "invite"] as const;
export type PasswordLinkType = (typeof PASSWORD_LINK_TYPES)[number];
export const passwordLinkTypeSchema = z.enum(PASSWORD_LINK_TYPES);

/**
 * What /reset-password posts: the emailed link's token and type with the new
 * password, so the link is spent and the password set in one step on the
 * server (lib/actions/reset-password.ts).
 */
export const resetPasswordRequestSchema = newPasswordFields
  .extend({ token: tokenHashSchema, type: passwordLinkTypeSchema })
  .refine(passwordsMatch, mismatch);

/**
 * Confirming an address takes the emailed link and the account's password:
 * the link proves the mailbox, the password proves who chose it (see
 * lib/actions/verify-email.ts).
 */
export const verifyEmailSchema = signInSchema.extend({ token: tokenHashSchema });
