import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../db";
import { AuthError, str, type Body } from "./http";

// PKCE as Supabase Auth runs it for email flows: sign-up, resend and recover
// arriving with a code_challenge store a flow_state; the email token then
// carries a `pkce_` prefix, GET /verify answers with ?code=<auth_code>, and
// POST /token?grant_type=pkce trades code + verifier for a session.

export const PKCE_PREFIX = "pkce_";
/** Flow states older than this cannot be exchanged (Supabase's default, 300 s). */
export const FLOW_STATE_TTL_MS = 300_000;

export interface PkceParams {
  challenge: string;
  method: "s256" | "plain";
}

/** The request's PKCE parameters, validated; null for the implicit flow. */
export function pkceParams(body: Body): PkceParams | null {
  const challenge = str(body, "code_challenge");
  const method = str(body, "code_challenge_method").toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw new AuthError(400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthError(400, "validation_failed", "code challenge has to be between 43 and 128 characters");
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw new AuthError(
      400,
      "validation_failed",
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    );
  }
  if (method !== "s256" && method !== "plain") {
    throw new AuthError(400, "validation_failed", `unsupported code_challenge method "${method}"`);
  }
  return { challenge, method };
}

/** Records a flow state; `authMethod` is Supabase's name for the flow ("email/signup", "recovery"). */
export async function createFlowState(q: Queryable, userId: string, authMethod: string, pkce: PkceParams) {
  const providerType = authMethod === "email/signup" ? "email" : authMethod;
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, providerType, authMethod],
  );
}

/** The auth code of the user's latest flow state for `authMethod`, stamped as issued. */
export async function issueAuthCode(tx: Queryable, userId: string, authMethod: string): Promise<string> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, authMethod],
  );
  const flow = rows[0];
  if (!flow) {
    throw new AuthError(400, "flow_state_not_found", "No associated flow state found. No valid flow state found for user.");
  }
  await tx.query("update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1", [flow.id]);
  return flow.auth_code;
}

export function challengeMatches(challenge: string, method: string, verifier: string): boolean {
  const expected = method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  const a = Buffer.from(challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
