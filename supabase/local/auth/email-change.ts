import { randomUUID } from "node:crypto";
import type { Queryable } from "../db";
import type { AuthContext, OutgoingMail } from "../types";
import { newEmailCode } from "./emails";
import { AuthError } from "./http";
import { renderAuthEmail } from "./mail/render";
import { loadProjectAuthConfig } from "./project-config";
import { assertEmailInterval, takeEmailSend } from "./rate-limits";
import { findUserByEmail, findUserById, type UserRow } from "./users";

// A change of email address, as Supabase Auth does it with
// `double_confirm_changes` (hosted: "Secure email change") on:
// PUT /user {email} keeps the current address, stores the new one in
// `email_change` and mails a link to each address (template `email_change`,
// `.Email` the current address, `.NewEmail` the new one). The first link
// opened only records that half (`email_change_confirm_status` 1, its token
// spent); the second moves the account and its email identity to the new
// address. With the setting off, one link to the new address does it.
// Only links are supported here, not the 6-digit codes of this flow.

export type EmailChangeToken = "email_change_token_current" | "email_change_token_new";

export const SINGLE_CONFIRMATION_ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** Validates the change, records it and returns the emails to deliver once committed. */
export async function prepareEmailChange(
  tx: Queryable,
  ctx: AuthContext,
  user: UserRow,
  newEmail: string,
  opts: { pkce: boolean; redirectTo: string },
): Promise<OutgoingMail[]> {
  if (await findUserByEmail(tx, newEmail)) {
    throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
  }
  assertEmailInterval(user.email_change_sent_at, ctx.config.rateLimits.emailIntervalSeconds);
  const current = user.email ?? "";
  const double = loadProjectAuthConfig().doubleConfirmChanges && current !== "";
  const tokens: { type: EmailChangeToken; to: string }[] = [{ type: "email_change_token_new", to: newEmail }];
  if (double) tokens.unshift({ type: "email_change_token_current", to: current });

  await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type::text like 'email_change%'", [user.id]);
  const mails: OutgoingMail[] = [];
  const hashes: Record<EmailChangeToken, string> = { email_change_token_current: "", email_change_token_new: "" };
  for (const { type, to } of tokens) {
    takeEmailSend(ctx);
    const { code, hash } = newEmailCode(to, opts.pkce);
    hashes[type] = hash;
    await tx.query(
      "insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4, $5)",
      [randomUUID(), user.id, type, hash, to.toLowerCase()],
    );
    const confirmationUrl = `${ctx.config.publicUrl}/auth/v1/verify?token=${encodeURIComponent(hash)}&type=email_change&redirect_to=${encodeURIComponent(opts.redirectTo)}`;
    const rendered = renderAuthEmail("email_change", {
      SiteURL: ctx.config.siteUrl,
      ConfirmationURL: confirmationUrl,
      Email: current,
      NewEmail: newEmail,
      Token: code,
      TokenHash: hash,
      RedirectTo: opts.redirectTo,
      Data: user.raw_user_meta_data ?? {},
    });
    mails.push({ to, ...rendered });
  }
  await tx.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
       email_change_token_current = $3, email_change_token_new = $4, updated_at = now()
     where id = $1`,
    [user.id, newEmail, hashes.email_change_token_current, hashes.email_change_token_new],
  );
  return mails;
}

/**
 * Applies a verified email-change link. Returns "half" when the other
 * address's link is still needed, "done" when the account has moved.
 */
export async function applyEmailChange(tx: Queryable, user: UserRow, spent: EmailChangeToken): Promise<"half" | "done"> {
  const column = spent === "email_change_token_current" ? "email_change_token_current" : "email_change_token_new";
  if (loadProjectAuthConfig().doubleConfirmChanges && user.email && user.email_change_confirm_status === 0) {
    await tx.query(`update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`, [user.id]);
    await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [user.id, spent]);
    return "half";
  }
  const email = user.email_change ?? "";
  if (!email || (await findUserByEmail(tx, email))) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_change_token_current = '', email_change_token_new = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [user.id, email],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
  await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type::text like 'email_change%'", [user.id]);
  return "done";
}

/** The user whose email-change link this is, and which of the two it is. */
export async function findEmailChangeLink(tx: Queryable, hash: string): Promise<{ user: UserRow; spent: EmailChangeToken } | null> {
  const { rows } = await tx.query<{ user_id: string; token_type: EmailChangeToken }>(
    "select user_id, token_type::text as token_type from auth.one_time_tokens where token_hash = $1 and token_type::text like 'email_change%'",
    [hash],
  );
  const user = rows[0] ? await findUserById(tx, rows[0].user_id) : null;
  return user && user.email_change ? { user, spent: rows[0]!.token_type } : null;
}
