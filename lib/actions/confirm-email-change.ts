"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { takeEmailLinkAttempt } from "@/lib/server/email-link-attempts";
import { createPublicClient } from "@/lib/supabase/public";
import { createClient } from "@/lib/supabase/server";
import { confirmEmailChangeSchema } from "@/lib/validation/change-email";

export type ConfirmEmailChangeResult =
  | { ok: true; done: false }
  | { ok: true; done: true; email: string; signedIn: boolean }
  | { ok: false; error: "invalidLink" | "failed" }
  | { ok: false; error: "tooManyAttempts"; minutes: number };

/**
 * Spends one of the two links of an email change (open to `anyone`: the
 * token is the credential). The first link only counts (`done: false`); the
 * second moves the account to the new address. The link is verified on a
 * client that keeps no cookies and the session Auth hands back is ended at
 * once, so opening a link never signs anyone in; a browser signed in to that
 * same account gets its session refreshed, so its pages show the new address.
 * A completed change ends every other session of the account (whoever held
 * the old address's password or a borrowed laptop loses it): all of them
 * when the browser is not that account's, all but its own when it is.
 * The attempt is counted first, per client address and per account (the
 * signed-in caller's, else the link's; lib/server/email-link-attempts.ts):
 * holding a session and one of the two links must not let anyone guess the
 * other.
 */
export const confirmEmailChange: ServerAction<[input: unknown], ConfirmEmailChangeResult> = defineAction({
  access: "anyone",
  input: confirmEmailChangeSchema,
  invalid: () => ({ ok: false, error: "invalidLink" }),
  handler: async ({ token }) => {
    const browser = await createClient();
    const { data: claims } = await browser.auth.getClaims();
    const caller = claims?.claims;
    const attempt = await takeEmailLinkAttempt(caller?.email ? { email: caller.email } : { tokenHash: token });
    if (!attempt.ok) return attempt;
    const verify = createPublicClient(attempt.authHeaders);
    const { data, error } = await verify.auth.verifyOtp({ token_hash: token, type: "email_change" });
    if (error?.code === "otp_expired" || error?.status === 403) return { ok: false, error: "invalidLink" };
    if (error) {
      console.error("Email change confirmation failed:", error.code ?? error.message);
      return { ok: false, error: "failed" };
    }
    if (!data.session || !data.user) return { ok: true, done: false };

    const signedIn = caller?.sub === data.user.id;
    const refreshed = signedIn && !(await browser.auth.refreshSession()).error;
    const ended = await (refreshed ? browser : verify).auth.signOut({ scope: refreshed ? "others" : "global" });
    if (ended.error) console.error("Ending the other sessions after an email change failed:", ended.error.code ?? ended.error.message);
    return { ok: true, done: true, email: data.user.email ?? "", signedIn };
  },
});
