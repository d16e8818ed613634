"use server";

import type { AuthFailure } from "@/lib/auth-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { createPublicClient } from "@/lib/supabase/public";
import { verifyEmailSchema } from "@/lib/validation/auth";

export type VerifyEmailResult =
  | { ok: true }
  | ({ ok: false; error: "invalid" | "invalidLink" | "wrongPassword" | "failed" } & AuthFailure);

/**
 * Confirms a sign-up from the emailed token hash, for whoever also knows the
 * account's password (open to `anyone` for the wrapper: the token and the
 * password are the credentials, checked here).
 *
 * - The password is checked first: Supabase Auth answers `email_not_confirmed`
 *   only after the password matched, `invalid_credentials` otherwise. Someone
 *   who signed up first with another person's address cannot keep the
 *   account: its owner, who does not know that password, is sent through the
 *   password reset, whose link confirms the address and replaces the password.
 * - The link is verified with a client that keeps no cookies, and the session
 *   Supabase hands back is ended at once: opening somebody else's link never
 *   signs the visitor in as them (login CSRF). The success screen leads to
 *   sign-in.
 */
export const verifyEmail: ServerAction<[input: unknown], VerifyEmailResult> = defineAction({
  access: "anyone",
  input: verifyEmailSchema,
  invalid: (_issues, input) => ({ ok: false, error: hasToken(input) ? "invalid" : "invalidLink" }),
  handler: async ({ token, email, password }) => {
    const check = createPublicClient();
    const signIn = await check.auth.signInWithPassword({ email, password });
    if (signIn.error?.code === "invalid_credentials") return { ok: false, error: "wrongPassword" };
    if (signIn.error && signIn.error.code !== "email_not_confirmed") return failure(signIn.error);
    // Already confirmed (an old link opened again): the password proved the owner.
    if (!signIn.error) {
      await check.auth.signOut({ scope: "local" });
      return { ok: true };
    }

    const verify = createPublicClient();
    const { data, error } = await verify.auth.verifyOtp({ token_hash: token, type: "email" });
    if (error) return failure(error);
    await verify.auth.signOut({ scope: "local" });
    if (data.user?.email?.toLowerCase() !== email.toLowerCase()) return { ok: false, error: "invalidLink" };
    return { ok: true };
  },
});

const failure = (error: { code?: string; message: string }): VerifyEmailResult => ({
  ok: false,
  error: "failed",
  code: error.code,
  message: error.message,
});

const hasToken = (input: unknown) =>
  typeof input === "object" && input !== null && typeof (input as { token?: unknown }).token === "string" && (input as { token: string }).token.trim() !== "";
