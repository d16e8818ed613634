import { randomBytes, randomUUID } from "node:crypto";
import type { Queryable } from "../db";
import type { StackConfig } from "../config";
import { signJwt } from "./jwt";
import { userJson, type UserRow } from "./users";

// Sessions as Supabase Auth keeps them: an auth.sessions row, a chain of
// rotating auth.refresh_tokens, the sign-in methods in auth.mfa_amr_claims
// (the `amr` claim), and a short-lived ES256 access token.

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A refresh token as Supabase issues them: 12 random alphanumerics. */
function newRefreshToken(): string {
  return [...randomBytes(12)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

export interface Caller {
  userAgent: string | null;
  ip: string | null;
}

export const callerOf = (req: Request, ip: string): Caller => ({
  userAgent: req.headers.get("user-agent"),
  ip: /^[0-9a-f.:]+$/i.test(ip) ? ip : null,
});

/** Inserts the next refresh token of a session (`parent` is the one it replaces). */
export async function insertRefreshToken(tx: Queryable, user: UserRow, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, user.id, parent, sessionId],
  );
  return token;
}

/** Signs the user's access token for a session, with Supabase's claims. */
async function signAccessToken(q: Queryable, config: StackConfig, user: UserRow, sessionId: string) {
  const { rows } = await q.query<{ authentication_method: string; updated_at: Date }>(
    "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc",
    [sessionId],
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + config.jwtExpirySeconds;
  const token = await signJwt({
    iss: `${config.publicUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? "",
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? "",
    aal: "aal1",
    amr: rows.map((row) => ({ method: row.authentication_method, timestamp: Math.floor(row.updated_at.getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }, config.jwtAlg);
  return { token, expiresAt };
}

/** The session body of /token and /verify. */
export async function sessionBody(q: Queryable, config: StackConfig, user: UserRow, sessionId: string, refreshToken: string) {
  const { token, expiresAt } = await signAccessToken(q, config, user, sessionId);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

/**
 * Starts a session for `user` signed in by `method` ("password", "otp",
 * "email/signup", "recovery", ...): session row, first refresh token, amr
 * claim, last_sign_in_at. Returns the session body.
 */
export async function startSession(tx: Queryable, config: StackConfig, user: UserRow, method: string, caller: Caller) {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, caller.userAgent, caller.ip],
  );
  const refreshToken = await insertRefreshToken(tx, user, sessionId, null);
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)`,
    [randomUUID(), sessionId, method],
  );
  const { rows } = await tx.query<UserRow>(
    "update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *",
    [user.id],
  );
  return sessionBody(tx, config, rows[0]!, sessionId, refreshToken);
}
