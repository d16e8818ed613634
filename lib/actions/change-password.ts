"use server";

import { defineAction, firstIssueKey, type ServerAction } from "@/lib/actions/define-action";
import { createPublicClient } from "@/lib/supabase/public";
import { changePasswordSchema, type ChangePasswordErrorKey } from "@/lib/validation/change-password";

export type ChangePasswordError = ChangePasswordErrorKey | "reauthenticate" | "authRequired" | "failed";
export type ChangePasswordResult = { ok: true } | { ok: false; error: ChangePasswordError };

/**
 * Changes the signed-in customer's password, given the current one. The
 * current password is checked here on a client that keeps no cookies (so the
 * rule holds even on a project where Supabase Auth's "Require current password
 * when updating" is off), then sent along to Auth, which checks it again.
 * Auth keeps this session and ends the account's others. A session older than
 * 24 hours is asked to sign in again (`secure_password_change`).
 */
export const changePassword: ServerAction<[input: unknown], ChangePasswordResult> = defineAction({
  access: "customer",
  input: changePasswordSchema,
  invalid: (issues) => ({ ok: false, error: firstIssueKey<ChangePasswordErrorKey>(issues) }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ current, password }, { supabase, user }) => {
    const check = createPublicClient();
    const proof = await check.auth.signInWithPassword({ email: user.email ?? "", password: current });
    if (proof.error?.code === "invalid_credentials") return { ok: false, error: "currentWrong" };
    if (proof.error) return failed(proof.error.code);
    await check.auth.signOut({ scope: "local" });

    const { error } = await supabase.auth.updateUser({ password, current_password: current });
    if (!error) return { ok: true };
    if (error.code === "current_password_invalid" || error.code === "current_password_required") return { ok: false, error: "currentWrong" };
    if (error.code === "same_password") return { ok: false, error: "same" };
    if (error.code === "reauthentication_needed") return { ok: false, error: "reauthenticate" };
    return failed(error.code);
  },
});

function failed(code: string | undefined): ChangePasswordResult {
  console.error("Password change failed:", code);
  return { ok: false, error: "failed" };
}
