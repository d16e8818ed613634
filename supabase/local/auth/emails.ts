import { createHash, randomInt, randomUUID } from "node:crypto";
import type { Queryable } from "../db";
import type { AuthContext, OutgoingMail } from "../types";
import { AuthError } from "./http";
import { renderAuthEmail, type TemplateData } from "./mail/render";
import { PKCE_PREFIX } from "./pkce";
import type { TemplateKind } from "./project-config";
import { assertEmailInterval, takeEmailSend } from "./rate-limits";
import type { UserRow } from "./users";

// Confirmation, recovery, reauthentication and invite emails (email changes:
// email-change.ts). As Supabase Auth does: a 6-digit code,
// its token hash sha224(email + code) (prefixed `pkce_` for PKCE flows) kept
// in auth.users (confirmation_token / recovery_token / reauthentication_token;
// an invite uses the confirmation token) and auth.one_time_tokens,
// the *_sent_at column that paces resends, and the template render.
// Invites (an admin call) are not paced per address, as in Supabase Auth;
// every kind counts against the hourly email budget.
// Preparing (token + render) runs inside the caller's transaction, so a
// template error rolls everything back; delivering runs after the commit (the
// mailer may use the database too).

const KINDS = {
  confirmation: { column: "confirmation", tokenType: "confirmation_token", verifyType: "signup", paced: true },
  recovery: { column: "recovery", tokenType: "recovery_token", verifyType: "recovery", paced: true },
  reauthentication: { column: "reauthentication", tokenType: "reauthentication_token", verifyType: "reauthentication", paced: true },
  invite: { column: "confirmation", tokenType: "confirmation_token", verifyType: "invite", paced: false },
} as const;

export const tokenHash = (email: string, code: string) => createHash("sha224").update(email + code).digest("hex");

/** A fresh 6-digit code for `email` and the token hash stored for it (prefixed for PKCE flows). */
export function newEmailCode(email: string, pkce: boolean): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return { code, hash: (pkce ? PKCE_PREFIX : "") + tokenHash(email, code) };
}

/** Go's url.QueryEscape is only applied to redirect URLs that are not already encoded. */
const encodeRedirect = (url: string) => (/[&=#]/.test(url) ? encodeURIComponent(url) : url);

/**
 * Issues a new email token for `user` and returns the rendered email to deliver.
 * Throws 429 `over_email_send_rate_limit` when this address got the same kind
 * of email less than the configured interval ago (except invites), or the
 * stack's hourly budget is spent.
 */
export async function prepareEmail(
  tx: Queryable,
  ctx: AuthContext,
  user: UserRow,
  kind: keyof typeof KINDS,
  opts: { pkce: boolean; redirectTo: string },
): Promise<OutgoingMail> {
  const { column, tokenType, verifyType, paced } = KINDS[kind];
  const email = user.email ?? "";
  if (paced) assertEmailInterval(user[`${column}_sent_at`], ctx.config.rateLimits.emailIntervalSeconds);
  takeEmailSend(ctx);
  const { code, hash } = newEmailCode(email, opts.pkce);
  await tx.query(`update auth.users set ${column}_token = $2, ${column}_sent_at = now() where id = $1`, [user.id, hash]);
  await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [user.id, tokenType]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4, $5)`,
    [randomUUID(), user.id, tokenType, hash, email.toLowerCase()],
  );
  const verifyUrl = `${ctx.config.publicUrl}/auth/v1/verify?token=${encodeURIComponent(hash)}&type=${verifyType}&redirect_to=${encodeRedirect(opts.redirectTo)}`;
  const data: TemplateData = {
    SiteURL: ctx.config.siteUrl,
    ConfirmationURL: verifyUrl,
    Email: email,
    Token: code,
    TokenHash: hash,
    RedirectTo: opts.redirectTo,
    Data: user.raw_user_meta_data ?? {},
  };
  return { to: email, ...renderAuthEmail(kind, data) };
}

/** Renders and hands the email to the stack's mailer; a failure is Supabase's 500. */
export async function deliverEmail(ctx: AuthContext, mail: OutgoingMail, kind: TemplateKind): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    console.error(`[auth] sending the ${kind} email failed:`, error);
    throw new AuthError(500, "unexpected_failure", `Error sending ${kind} email`);
  }
}
