import type { AuthContext } from "../types";
import { AuthError, OAuthError, clientIp, json, readJson, str } from "./http";
import { callerOf, insertRefreshToken, sessionBody } from "./sessions";
import { findUserById, isBanned } from "./users";

// POST /token?grant_type=refresh_token with Supabase's rotation rules: each
// use revokes the token and issues its child. Presenting a revoked token
// returns the current child when that child is the token's direct successor
// (a client that lost the response); otherwise, within the reuse interval it
// is swapped again, and after it the whole session's tokens are revoked and the
// answer is 400 `refresh_token_already_used`. The user is read fresh, so
// changed app_metadata reaches the new access token.

/** Supabase's refresh_token_reuse_interval (seconds). */
const REUSE_INTERVAL_SECONDS = 10;

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
}

export async function refreshGrant(req: Request, ctx: AuthContext): Promise<Response> {
  const presented = str(await readJson(req), "refresh_token");
  if (!presented) throw new OAuthError(400, "invalid_request", "refresh_token required");
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<TokenRow>("select * from auth.refresh_tokens where token = $1 for update", [presented]);
    const token = rows[0];
    const user = token ? await findUserById(tx, token.user_id) : null;
    if (!token || !user) {
      throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
    if (isBanned(user)) throw new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned");
    const session = token.session_id
      ? (await tx.query("select id from auth.sessions where id = $1", [token.session_id])).rows[0]
      : undefined;
    if (!session) {
      await tx.query("delete from auth.refresh_tokens where id = $1", [token.id]);
      return new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
    }
    const sessionId = token.session_id!;
    let issued: string | null = null;
    if (token.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false
         order by created_at desc limit 1`,
        [sessionId],
      );
      if (active.rows[0]?.parent === token.token) {
        issued = active.rows[0].token;
      } else if (Date.now() > token.updated_at.getTime() + REUSE_INTERVAL_SECONDS * 1000) {
        await tx.query(
          "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false",
          [sessionId],
        );
        return new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
    }
    if (!issued) {
      await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [token.id]);
      issued = await insertRefreshToken(tx, user, sessionId, token.token);
    }
    const caller = callerOf(req, clientIp(req, ctx.config));
    await tx.query(
      "update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1",
      [sessionId, caller.userAgent, caller.ip],
    );
    return sessionBody(tx, ctx.config, user, sessionId, issued);
  });
  // Errors returned (not thrown) above keep what the transaction wrote, as Supabase commits them.
  if (outcome instanceof AuthError) throw outcome;
  return json(outcome);
}
