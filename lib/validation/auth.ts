import { z } from "zod";

// Spec §5. Messages are keys in the Auth namespace.
const email = z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "invalidEmail");
const password = z.string().min(6, "shortPassword");

export const signInSchema = z.object({ email, password });

export const signUpSchema = signInSchema.extend({
  fullName: z.string().max(100, "invalidName").refine((value) => value.trim().length >= 2, "invalidName"),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;

export const verificationEmailKey = "bytewise-verification-email";

export const forgotPasswordSchema = z.object({ email });

/** Reset rules (spec §5): 8+ characters; upper, lower, digit and one of @$!%*?&; nothing else. */
export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(8, "tooShort")
      .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/, "requirements"),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { message: "mismatch", path: ["confirm"] });
