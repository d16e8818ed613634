import type { Queryable } from "../db";
import { confirmEmail, refreshProviders } from "./accounts";
import { applyEmailChange, findEmailChangeLink, type EmailChangeToken } from "./email-change";
import { tokenHash } from "./emails";
import { AuthError } from "./http";
import { PKCE_PREFIX } from "./pkce";
import { loadProjectAuthConfig } from "./project-config";
import { findUserByEmail, findUserById, isBanned, isConfirmed, type UserRow } from "./users";

// Finding the user behind an email link (token hash) or an emailed code, and
// applying what the link stands for, as Supabase Auth's /verify does.
// Resolved types: signup / invite confirm the email; recovery / magiclink sign
// in (and confirm an unconfirmed email); email_change spends one of its two
// links (email-change.ts).

const LINK_TOKEN_TYPES: Record<string, string[]> = {
  email: ["confirmation_token", "recovery_token"],
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  recovery: ["recovery_token"],
  magiclink: ["recovery_token"],
  email_change: ["email_change_token_new", "email_change_token_current"],
};

const LINK_INVALID = "Email link is invalid or has expired";
const CODE_INVALID = "Token has expired or is invalid";

export interface Verified {
  user: UserRow;
  /** The concrete type: "email" resolves to "signup" or "magiclink". */
  type: string;
  /** For email_change: which address's link was opened. */
  spent?: EmailChangeToken;
}

/** The verified user, or null when an email change still needs the other address's link. */
export type Applied = UserRow | null;

function expired(sentAt: Date | null): boolean {
  return !sentAt || Date.now() > sentAt.getTime() + loadProjectAuthConfig().otpExpirySeconds * 1000;
}

const sentAtFor = (user: UserRow, type: string) =>
  type === "recovery" || type === "magiclink"
    ? user.recovery_sent_at
    : type === "email_change"
      ? user.email_change_sent_at
      : user.confirmation_sent_at;

export async function findByTokenHash(tx: Queryable, type: string, hash: string): Promise<Verified> {
  const tokenTypes = LINK_TOKEN_TYPES[type];
  if (!tokenTypes) throw new AuthError(400, "validation_failed", "Invalid email verification type");
  if (type === "email_change") {
    const link = await findEmailChangeLink(tx, hash);
    if (!link || expired(link.user.email_change_sent_at)) throw new AuthError(403, "otp_expired", LINK_INVALID);
    if (isBanned(link.user)) throw new AuthError(403, "user_banned", "User is banned");
    return { user: link.user, type, spent: link.spent };
  }
  const { rows } = await tx.query<{ user_id: string }>(
    "select user_id from auth.one_time_tokens where token_hash = $1 and token_type::text = any($2::text[])",
    [hash, tokenTypes],
  );
  const user = rows[0] ? await findUserById(tx, rows[0].user_id) : null;
  if (!user) throw new AuthError(403, "otp_expired", LINK_INVALID);
  if (isBanned(user)) throw new AuthError(403, "user_banned", "User is banned");
  const resolved = type === "email" ? (user.recovery_token === hash ? "magiclink" : "signup") : type;
  if (expired(sentAtFor(user, resolved))) throw new AuthError(403, "otp_expired", LINK_INVALID);
  return { user, type: resolved };
}

/** The 6-digit code path of POST /verify ({email, token, type}). */
export async function findByCode(tx: Queryable, type: string, email: string, code: string): Promise<Verified> {
  const user = await findUserByEmail(tx, email);
  if (!user) throw new AuthError(403, "otp_expired", CODE_INVALID);
  if (isBanned(user)) throw new AuthError(403, "user_banned", "User is banned");
  const hash = tokenHash(email, code);
  const matches = (stored: string | null, resolved: string) =>
    !!stored && (stored === hash || stored === PKCE_PREFIX + hash) && !expired(sentAtFor(user, resolved));
  const candidates: [string, string | null][] =
    type === "email"
      ? [["signup", user.confirmation_token], ["magiclink", user.recovery_token]]
      : type === "signup" || type === "invite"
        ? [[type, user.confirmation_token]]
        : type === "recovery" || type === "magiclink"
          ? [[type, user.recovery_token]]
          : [];
  const found = candidates.find(([resolved, stored]) => matches(stored, resolved));
  if (!found) throw new AuthError(403, "otp_expired", CODE_INVALID);
  return { user, type: found[0] };
}

/** Applies a verified link or code; returns the updated user (null: see Applied). */
export async function applyVerification(tx: Queryable, { user, type, spent }: Verified): Promise<Applied> {
  if (type === "email_change" && spent) {
    if ((await applyEmailChange(tx, user, spent)) === "half") return null;
  } else if (type === "signup" || type === "invite") {
    await confirmEmail(tx, user.id);
  } else if (type === "recovery" || type === "magiclink") {
    await tx.query("update auth.users set recovery_token = '', updated_at = now() where id = $1", [user.id]);
    await tx.query("delete from auth.one_time_tokens where user_id = $1", [user.id]);
    if (!isConfirmed(user)) await confirmEmail(tx, user.id);
  } else {
    throw new AuthError(400, "validation_failed", `Verifying ${type} links is not supported by the local stack`);
  }
  await refreshProviders(tx, user.id);
  return (await findUserById(tx, user.id))!;
}
