"use server";

import type { AuthFailure } from "@/lib/auth-errors";
import { isRecentRecovery } from "@/lib/auth/recovery-session";
import { createClient } from "@/lib/supabase/server";
import { resetPasswordSchema, type ResetPasswordErrorKey } from "@/lib/validation/auth";

export type ResetPasswordResult = { ok: true } | ({ ok: false; error: ResetPasswordErrorKey | "failed" } & AuthFailure);

/**
 * Sets the new password for the recovery session /reset-password opened
 * (the password rules are checked here again: Supabase only knows its own
 * minimum), then signs that account out everywhere, so the next step is
 * signing in with the new password. Only a session opened by a reset link
 * minutes ago may do it (see lib/auth/recovery-session.ts): any other
 * signed-in session is refused with `reauthentication_needed`.
 */
export async function resetPassword(input: unknown): Promise<ResetPasswordResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message as ResetPasswordErrorKey };
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  if (!data?.claims) return { ok: false, error: "failed", code: "session_not_found" };
  if (!isRecentRecovery(data.claims.amr)) return { ok: false, error: "failed", code: "reauthentication_needed" };
  const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
  if (error) return { ok: false, error: "failed", code: error.code, message: error.message };
  await supabase.auth.signOut();
  return { ok: true };
}
