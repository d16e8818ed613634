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
