"use server";

import { createClient } from "@/lib/supabase/server";
import { emailPreferencesSchema } from "@/lib/validation/email-preferences";

export type UpdateEmailPreferencesError = "invalid" | "authRequired" | "failed";
export type UpdateEmailPreferencesResult = { ok: true } | { ok: false; error: UpdateEmailPreferencesError };

/**
 * Turns the signed-in user's optional emails (reminders, review invitations)
 * on or off. Only the keys given change. The row is the session's user, never
 * an id from the browser; RLS allows a user to update only their own profile.
 */
export async function updateEmailPreferences(input: unknown): Promise<UpdateEmailPreferencesResult> {
  const parsed = emailPreferencesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };

  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at) return { ok: false, error: "authRequired" };

  const { emailReminders, emailReviewInvitations } = parsed.data;
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
}
