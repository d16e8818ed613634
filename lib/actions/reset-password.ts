"use server";

import type { AuthFailure } from "@/lib/rules/auth-errors";
import { defineAction, firstIssueKey, type ServerAction } from "@/lib/actions/define-action";
import { takeEmailLinkAttempt } from "@/lib/server/email-link-attempts";
import { createAdminClient } from "@/lib/supabase/admin";
import { createPublicClient } from "@/lib/supabase/public";
import { createClient } from "@/lib/supabase/server";
import { resetPasswordRequestSchema, type ResetPasswordErrorKey } from "@/lib/validation/auth";

export type ResetPasswordResult =
  | { ok: true; signedIn: boolean }
  | ({ ok: false; error: ResetPasswordErrorKey | "invalidLink" | "failed" } & AuthFailure)
  | { ok: false; error: "tooManyAttempts"; minutes: number };

/**
 * /reset-password's one step: spends the emailed link and sets the new
 * password together, on a client that keeps no cookies, so opening or
 * posting a link never puts its session into the visitor's browser (a link
 * sent by someone else cannot sign the visitor into that person's account).
 * Then every session of the account ends (a stolen cookie or a borrowed
 * laptop loses it) and:
 *
 * - `recovery` (a password reset): the person signs in with the new password.
 * - `invite` (the account staff created with a booking taken by phone): only
 *   for an account that was invited and has no password yet (Supabase Auth
 *   would take a sign-up confirmation link as an invitation, skipping the
 *   password /verify-email asks for); the new customer is signed in, unless
 *   the browser already holds someone else's session, which stays.
 *
 * Before any of it the attempt is counted, per client address and per
 * account of the link (lib/server/email-link-attempts.ts), so nobody can walk
 * the codes a link is made of. Open to `anyone` for the wrapper: the link is
 * the credential.
 */
export const resetPassword: ServerAction<[input: unknown], ResetPasswordResult> = defineAction({
  access: "anyone",
  input: resetPasswordRequestSchema,
  invalid: (issues) => {
    const key = firstIssueKey<ResetPasswordErrorKey | "token" | "type">(issues);
    return { ok: false, error: key === "tooShort" || key === "requirements" || key === "mismatch" ? key : "invalidLink" };
  },
  handler: async ({ token, type, password }) => {
    const attempt = await takeEmailLinkAttempt({ tokenHash: token });
    if (!attempt.ok) return attempt;
    if (type === "invite") {
      const { data: invited, error } = await createAdminClient().rpc("is_invitation_link", { p_token_hash: token });
      if (error) return failure(error);
      if (!invited) return { ok: false, error: "invalidLink" };
    }
    const link = createPublicClient(attempt.authHeaders);
    const verified = await link.auth.verifyOtp({ token_hash: token, type });
    if (verified.error || !verified.data.user?.email) {
      return verified.error?.code === "otp_expired" || !verified.error ? { ok: false, error: "invalidLink" } : failure(verified.error);
    }
    const updated = await link.auth.updateUser({ password });
    await link.auth.signOut({ scope: updated.error ? "local" : "global" });
    if (updated.error) return failure(updated.error);
    const signedIn = type === "invite" && (await signInUnlessAnotherSession(verified.data.user.id, verified.data.user.email, password));
    return { ok: true, signedIn };
  },
});

/** Signs the account in on the visitor's cookies, unless they hold another account's session. */
async function signInUnlessAnotherSession(userId: string, email: string, password: string) {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  if (data?.claims && data.claims.sub !== userId) return false;
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return !error;
}

const failure = (error: { code?: string; message: string }): ResetPasswordResult => ({
  ok: false,
  error: "failed",
  code: error.code,
  message: error.message,
});
