"use server";

import type { User } from "@supabase/supabase-js";
import type { AuthFailure } from "@/lib/rules/auth-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { takeEmailLinkAttempt } from "@/lib/server/email-link-attempts";
import { safeRedirect } from "@/lib/rules/safe-redirect";
import { createPublicClient } from "@/lib/supabase/public";
import { createClient } from "@/lib/supabase/server";
import { verifyEmailSchema } from "@/lib/validation/auth";

export type VerifyEmailResult =
  | { ok: true; next: string; signIn: boolean }
  | ({ ok: false; error: "invalid" | "invalidLink" | "wrongPassword" | "failed" } & AuthFailure)
  | { ok: false; error: "tooManyAttempts"; minutes: number };

/**
 * Confirms a sign-up from the emailed token hash, for whoever also knows the
 * account's password (open to `anyone` for the wrapper: the token and the
 * password are the credentials, checked here).
 *
 * - Each attempt is counted first, per client address and per email
 *   (lib/server/email-link-attempts.ts): the password and the link are both
 *   guessable by someone who may try without end.
 * - The password is checked next: Supabase Auth answers `email_not_confirmed`
 *   only after the password matched, `invalid_credentials` otherwise. Someone
 *   who signed up first with another person's address cannot keep the
 *   account: its owner, who does not know that password, is sent through the
 *   password reset, whose link confirms the address and replaces the password.
 * - The link is verified with a client that keeps no cookies, and the session
 *   Supabase hands back is ended at once: opening somebody else's link never
 *   signs the visitor in as them (login CSRF). Then, unless the browser holds
 *   another account's session (which stays), `signIn` tells the form to sign
 *   in with the password it was given and go to `next`: where the visitor was
 *   going when they signed up (`return_to` in the account's metadata, a
 *   same-site path checked again here), else the dashboard.
 */
export const verifyEmail: ServerAction<[input: unknown], VerifyEmailResult> = defineAction({
  access: "anyone",
  input: verifyEmailSchema,
  invalid: (_issues, input) => ({ ok: false, error: hasToken(input) ? "invalid" : "invalidLink" }),
  handler: async ({ token, email, password }) => {
    const attempt = await takeEmailLinkAttempt({ email });
    if (!attempt.ok) return attempt;
    const check = createPublicClient(attempt.authHeaders);
    const signIn = await check.auth.signInWithPassword({ email, password });
    if (signIn.error?.code === "invalid_credentials") return { ok: false, error: "wrongPassword" };
    if (signIn.error && signIn.error.code !== "email_not_confirmed") return failure(signIn.error);
    // Already confirmed (an old link opened again): the password proved the owner.
    if (!signIn.error) {
      await check.auth.signOut({ scope: "local" });
      return confirmed(signIn.data.user);
    }

    const verify = createPublicClient(attempt.authHeaders);
    const { data, error } = await verify.auth.verifyOtp({ token_hash: token, type: "email" });
    if (error) return failure(error);
    await verify.auth.signOut({ scope: "local" });
    if (data.user?.email?.toLowerCase() !== email.toLowerCase()) return { ok: false, error: "invalidLink" };
    return confirmed(data.user);
  },
});

async function confirmed(user: User): Promise<VerifyEmailResult> {
  const { data } = await (await createClient()).auth.getClaims();
  const current = data?.claims?.sub;
  const returnTo = user.user_metadata?.return_to;
  return { ok: true, next: safeRedirect(typeof returnTo === "string" ? returnTo : null), signIn: !current || current === user.id };
}

const failure = (error: { code?: string; message: string }): VerifyEmailResult => ({
  ok: false,
  error: "failed",
  code: error.code,
  message: error.message,
});

const hasToken = (input: unknown) =>
  typeof input === "object" && input !== null && typeof (input as { token?: unknown }).token === "string" && (input as { token: string }).token.trim() !== "";
