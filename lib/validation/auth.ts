import { z } from "@/lib/validation/zod";
import { FULL_NAME_MAX } from "@/lib/business-rules";

// Messages are keys: the Auth namespace for sign-in and sign-up, the
// Password namespace for the forgot and reset forms.
const email = z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "invalidEmail");
const password = z.string().min(6, "shortPassword");

export const signInSchema = z.object({ email, password });

export const signUpSchema = signInSchema.extend({
  fullName: z.string().max(FULL_NAME_MAX, "invalidName").refine((value) => value.trim().length >= 2, "invalidName"),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type AuthFormErrorKey = "invalidEmail" | "shortPassword" | "invalidName";

export const forgotPasswordSchema = z.object({ email });

/** Reset rules: 8+ characters; upper, lower, digit and one of @$!%*?&; nothing else. */
export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(8, "tooShort")
      .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/, "requirements"),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { message: "mismatch", path: ["confirm"] });

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
 * Confirming an address takes the emailed link and the account's password:
 * the link proves the mailbox, the password proves who chose it (see
 * lib/actions/verify-email.ts).
 */
export const verifyEmailSchema = signInSchema.extend({ token: tokenHashSchema });
