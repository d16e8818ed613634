"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { emailPreferencesSchema } from "@/lib/validation/email-preferences";

export type UpdateEmailPreferencesError = "invalid" | "authRequired" | "failed";
export type UpdateEmailPreferencesResult = { ok: true } | { ok: false; error: UpdateEmailPreferencesError };

/**
 * Turns the signed-in, verified user's optional emails (reminders, review
 * invitations) on or off. Only the keys given change. The row is the session's
 * user, never an id from the browser; RLS allows a user to update only their
 * own profile.
 */
export const updateEmailPreferences: ServerAction<[input: unknown], UpdateEmailPreferencesResult> = defineAction({
  access: "customer",
  input: emailPreferencesSchema,
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ emailReminders, emailReviewInvitations }, { supabase, user }) => {
    const { data, error } = await supabase
      .from("profiles")
      .update({
        ...(emailReminders === undefined ? {} : { email_reminders: emailReminders }),
        ...(emailReviewInvitations === undefined ? {} : { email_review_invitations: emailReviewInvitations }),
      })
      .eq("id", user.id)
      .select("id");
    if (error || !data?.length) {
      console.error("Error updating email preferences:", error?.message ?? "no profile row");
      return { ok: false, error: "failed" };
    }
    return { ok: true };
  },
});
