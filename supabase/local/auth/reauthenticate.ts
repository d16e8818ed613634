import type { Queryable } from "../db";
import type { AuthContext } from "../types";
import { deliverEmail, prepareEmail, tokenHash } from "./emails";
import { AuthError, json } from "./http";
import { passwordMatches } from "./passwords";
import { loadProjectAuthConfig } from "./project-config";
import { requireUser } from "./request-auth";
import { isConfirmed, type UserRow } from "./users";

// The two guards on a password change, as Supabase Auth applies them:
// - secure_password_change: a change from a session created more than 24
//   hours ago needs the code that GET /reauthenticate emails (supabase-js:
//   reauthenticate(), then updateUser({ password, nonce })). A fresher
//   session needs none.
// - "Require current password when updating" (hosted: Authentication →
//   Providers → Email; GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD),
//   always on here, as the deployment steps turn it on: an account that has a
//   password must send it as `current_password`, unless the session was
//   opened by an emailed link or code (a reset), which is the proof instead.

const SESSION_FRESH_MS = 24 * 60 * 60_000;

/** GET /reauthenticate (as Supabase Auth routes it): emails the signed-in user a 6-digit code. */
export async function reauthenticate(req: Request, ctx: AuthContext): Promise<Response> {
  const { user } = await requireUser(req, ctx.db);
  if (!user.email) throw new AuthError(422, "validation_failed", "Reauthentication requires the user to have an email or a phone number");
  if (!isConfirmed(user)) throw new AuthError(400, "email_not_confirmed", "Please verify your email first.");
  const mail = await ctx.db.transaction((tx) => prepareEmail(tx, ctx, user, "reauthentication", { pkce: false, redirectTo: ctx.config.siteUrl }));
  await deliverEmail(ctx, mail, "reauthentication");
  return json({});
}

/**
 * Throws unless this password change may go ahead: the setting is off, the
 * session is fresh, or `nonce` is the user's current, unexpired code (which
 * it then spends).
 */
export async function assertPasswordChangeAllowed(db: Queryable, user: UserRow, sessionId: string | null, nonce: string): Promise<void> {
  const config = loadProjectAuthConfig();
  if (!config.securePasswordChange) return;
  if (sessionId) {
    const { rows } = await db.query<{ created_at: Date }>("select created_at from auth.sessions where id::text = $1", [sessionId]);
    if (rows[0] && Date.now() - rows[0].created_at.getTime() < SESSION_FRESH_MS) return;
  }
  if (!nonce) throw new AuthError(400, "reauthentication_needed", "Password update requires reauthentication");
  const sentAt = user.reauthentication_sent_at;
  const valid =
    !!user.reauthentication_token &&
    !!sentAt &&
    Date.now() < sentAt.getTime() + config.otpExpirySeconds * 1000 &&
    user.reauthentication_token === tokenHash(user.email ?? "", nonce);
  if (!valid) throw new AuthError(400, "reauthentication_not_valid", "Nonce has expired or is invalid");
  await db.query("update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1", [user.id]);
  await db.query("delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'", [user.id]);
}

/** The amr methods of a session opened by an emailed link or code (Supabase Auth's IsRecovery). */
const EMAILED_PROOF = ["otp", "magiclink", "recovery"];

/** Throws unless `currentPassword` is the account's password or the session came from an emailed link or code. */
export async function assertCurrentPassword(db: Queryable, user: UserRow, sessionId: string | null, currentPassword: string): Promise<void> {
  if (!user.encrypted_password) return;
  if (sessionId) {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from auth.mfa_amr_claims where session_id::text = $1 and authentication_method = any($2::text[])",
      [sessionId, EMAILED_PROOF],
    );
    if (rows[0]!.n > 0) return;
  }
  const message = "Current password required when setting new password.";
  if (!currentPassword) throw new AuthError(400, "current_password_required", message);
  if (!(await passwordMatches(currentPassword, user.encrypted_password))) throw new AuthError(400, "current_password_invalid", message);
}
