"use server";

import type { AuthFailure } from "@/lib/auth-errors";
import { isRecentRecovery } from "@/lib/auth/recovery-session";
import { defineAction, firstIssueKey, type ServerAction } from "@/lib/actions/define-action";
import { createClient } from "@/lib/supabase/server";
import { resetPasswordSchema, type ResetPasswordErrorKey } from "@/lib/validation/auth";

export type ResetPasswordResult = { ok: true } | ({ ok: false; error: ResetPasswordErrorKey | "failed" } & AuthFailure);

/**
 * Sets the new password for the recovery session /reset-password opened
 * (the password rules are checked here again: Supabase only knows its own
 * minimum), then signs that account out everywhere, so the next step is
 * signing in with the new password. Open to `anyone` for the wrapper: the
 * caller is checked here, as only a session opened by a reset link minutes
 * ago may do it (see lib/auth/recovery-session.ts), whose email need not be
 * confirmed yet; any other signed-in session is refused with
 * `reauthentication_needed`.
 */
export const resetPassword: ServerAction<[input: unknown], ResetPasswordResult> = defineAction({
  access: "anyone",
  input: resetPasswordSchema,
  invalid: (issues) => ({ ok: false, error: firstIssueKey<ResetPasswordErrorKey>(issues) }),
  handler: async ({ password }) => {
    const supabase = await createClient();
    const { data } = await supabase.auth.getClaims();
    if (!data?.claims) return { ok: false, error: "failed", code: "session_not_found" };
    if (!isRecentRecovery(data.claims.amr)) return { ok: false, error: "failed", code: "reauthentication_needed" };
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return { ok: false, error: "failed", code: error.code, message: error.message };
    await supabase.auth.signOut();
    return { ok: true };
  },
});
