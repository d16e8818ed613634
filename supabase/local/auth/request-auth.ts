import type { Queryable } from "../db";
import type { JwtClaims } from "../types";
import { AuthError } from "./http";
import { checkJwt } from "./jwt";
import { findUserById, isBanned, type UserRow } from "./users";

// Who is calling: the bearer token checks of Supabase Auth's
// requireAuthentication (user endpoints) and requireAdmin (/admin/*).

const ADMIN_ROLES = ["service_role", "supabase_admin"];

async function bearerClaims(req: Request): Promise<JwtClaims> {
  const match = /^[Bb]earer (\S+)$/.exec(req.headers.get("authorization") ?? "");
  if (!match) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  const result = await checkJwt(match[1]!);
  if ("reason" in result) {
    throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${result.reason}`);
  }
  return result.claims;
}

export interface SignedInCaller {
  user: UserRow;
  /** The session of the token, or null for tokens without `session_id`. */
  sessionId: string | null;
}

/** The user (and live session) behind a user access token. */
export async function requireUser(req: Request, db: Queryable): Promise<SignedInCaller> {
  const claims = await bearerClaims(req);
  if (!claims.sub) throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(claims.sub)) {
    throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  }
  const user = await findUserById(db, claims.sub);
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
  if (sessionId) {
    const { rows } = await db.query("select 1 from auth.sessions where id::text = $1 and user_id = $2", [sessionId, user.id]);
    if (rows.length === 0) {
      throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
  }
  if (isBanned(user)) throw new AuthError(403, "user_banned", "User is banned");
  return { user, sessionId };
}

/** Admin endpoints accept service_role tokens only. */
export async function requireAdmin(req: Request): Promise<void> {
  const claims = await bearerClaims(req);
  if (!ADMIN_ROLES.includes(claims.role)) throw new AuthError(403, "not_admin", "User not allowed");
}
