import { z } from "@/lib/validation/zod";
import { newPasswordFields, passwordsMatch } from "@/lib/validation/auth";

/**
 * The profile's password change: the current password and a new one under
 * the reset rules (lib/validation/auth.ts), typed twice. Messages are keys of
 * Dashboard.profile.password.errors.
 */
export const changePasswordSchema = newPasswordFields
  .extend({ current: z.string().min(1, "currentMissing").max(72, "currentWrong") })
  .refine(passwordsMatch, { message: "mismatch", path: ["confirm"] })
  .refine((values) => values.password !== values.current, { message: "same", path: ["password"] });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
export type ChangePasswordErrorKey = "currentMissing" | "currentWrong" | "tooShort" | "requirements" | "mismatch" | "same";
