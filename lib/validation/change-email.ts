import { z } from "@/lib/validation/zod";
import { emailAddress, tokenHashSchema } from "@/lib/validation/auth";

/**
 * The profile's change of email address: the new address (messages are keys
 * of Dashboard.profile.changeEmail.errors), compared without case, as Auth does.
 */
export const changeEmailSchema = z.object({ email: emailAddress.max(254, "invalidEmail").toLowerCase() });

export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** The link of an email-change email: its token hash. */
export const confirmEmailChangeSchema = z.object({ token: tokenHashSchema });
