import { z } from "@/lib/validation/zod";

/**
 * The dashboard's email preferences, one or both at a time (each switch saves
 * on its own). Each key is a column of public.profiles: emailReminders ->
 * email_reminders, emailReviewInvitations -> email_review_invitations; the
 * outbox voids the matching optional emails while one is off.
 */
export const emailPreferencesSchema = z
  .strictObject({
    emailReminders: z.boolean().optional(),
    emailReviewInvitations: z.boolean().optional(),
  })
  .refine((value) => value.emailReminders !== undefined || value.emailReviewInvitations !== undefined, "invalid");

export type EmailPreferencesInput = z.input<typeof emailPreferencesSchema>;

/** Both preferences as the profile stores them (true: the email is sent). */
export type EmailPreferences = Required<EmailPreferencesInput>;
export type EmailPreference = keyof EmailPreferences;
