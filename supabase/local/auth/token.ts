import type { AuthContext } from "../types";
import { AuthError, clientIp, json, readJson, str } from "./http";
import { passwordMatches, passwordWeakness } from "./passwords";
import { FLOW_STATE_TTL_MS, challengeMatches } from "./pkce";
import { takeSignInAttempt } from "./rate-limits";
import { refreshGrant } from "./refresh";
import { callerOf, startSession } from "./sessions";
import { findUserByEmail, findUserById, isBanned, isConfirmed } from "./users";

// POST /token?grant_type=password|refresh_token|pkce.

const INVALID_LOGIN = "Invalid login credentials";

export async function token(req: Request, ctx: AuthContext): Promise<Response> {
  switch (new URL(req.url).searchParams.get("grant_type")) {
    case "password":
      return passwordGrant(req, ctx);
    case "refresh_token":
      return refreshGrant(req, ctx);
    case "pkce":
      return pkceGrant(req, ctx);
    default:
      throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  }
}

/** The password is checked before the confirmation, so `email_not_confirmed` proves the password right. */
async function passwordGrant(req: Request, ctx: AuthContext): Promise<Response> {
  const ip = clientIp(req, ctx.config);
  takeSignInAttempt(ctx, ip);
  const body = await readJson(req);
  const email = str(body, "email");
  const password = str(body, "password");
  if (email && str(body, "phone")) {
    throw new AuthError(400, "validation_failed", "Only an email address or phone number should be provided on login.");
  }
  if (str(body, "phone")) throw new AuthError(422, "phone_provider_disabled", "Phone logins are disabled");
  if (!email) throw new AuthError(400, "validation_failed", "missing email or phone");
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.encrypted_password) throw new AuthError(400, "invalid_credentials", INVALID_LOGIN);
  if (isBanned(user)) throw new AuthError(400, "user_banned", "User is banned");
  if (!(await passwordMatches(password, user.encrypted_password))) {
    throw new AuthError(400, "invalid_credentials", INVALID_LOGIN);
  }
  if (!isConfirmed(user)) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  const session = await ctx.db.transaction((tx) => startSession(tx, ctx.config, user, "password", callerOf(req, ip)));
  const weakness = passwordWeakness(password);
  return json(weakness ? { ...session, weak_password: weakness } : session);
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

async function pkceGrant(req: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(req);
  const authCode = str(body, "auth_code");
  const verifier = str(body, "code_verifier");
  if (!authCode || !verifier) {
    throw new AuthError(400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  const session = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<FlowStateRow>("select * from auth.flow_state where auth_code = $1", [authCode]);
    const flow = rows[0];
    if (!flow?.user_id) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    const startedAt = flow.authentication_method === "magiclink" ? (flow.auth_code_issued_at ?? flow.created_at) : flow.created_at;
    if (Date.now() > startedAt.getTime() + FLOW_STATE_TTL_MS) {
      throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    if (!challengeMatches(flow.code_challenge, flow.code_challenge_method, verifier)) {
      throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
    }
    await tx.query("delete from auth.flow_state where id = $1", [flow.id]);
    return startSession(tx, ctx.config, user, flow.authentication_method, callerOf(req, clientIp(req, ctx.config)));
  });
  return json(session);
}
