import { SignJWT, errors, importJWK, jwtVerify, type JWTPayload, type JWTHeaderParameters } from "jose";
import type { JwtAlg } from "../config";
import { LOCAL_JWT_SECRET, LOCAL_SIGNING_JWK } from "../keys";
import type { JwtClaims } from "../types";

// Signing and verification with the local development keys. ES256 (the
// default) puts `kid` in the header so supabase-js getClaims() finds the key
// in /.well-known/jwks.json and verifies locally; HS256 signs with the shared
// secret, as a legacy project does, and getClaims() asks GET /user instead.
// Verification accepts both, as a project that has rotated to asymmetric keys
// still accepts the legacy secret's tokens (and the API keys are ES256 JWTs).

const { kty, crv, x, y, kid, alg, use } = LOCAL_SIGNING_JWK;

/** The public half of the signing key, as /.well-known/jwks.json publishes it. */
export const PUBLIC_JWK = { kty, crv, x, y, kid, alg, use, key_ops: ["verify"], ext: true };

const SECRET = new TextEncoder().encode(LOCAL_JWT_SECRET);

type Key = ReturnType<typeof importJWK>;
let signingKey: Key | undefined;
let verifyingKey: Key | undefined;

export async function signJwt(claims: JWTPayload, algorithm: JwtAlg = "ES256"): Promise<string> {
  if (algorithm === "HS256") return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(SECRET);
  signingKey ??= importJWK(LOCAL_SIGNING_JWK, "ES256");
  return new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid, typ: "JWT" }).sign(await signingKey);
}

function keyFor(header: JWTHeaderParameters) {
  if (header.alg === "HS256") return SECRET;
  verifyingKey ??= importJWK(PUBLIC_JWK, "ES256");
  return verifyingKey;
}

export type JwtCheck = { claims: JwtClaims } | { reason: string };

/**
 * Verifies signature (ES256 with the local key, or HS256 with the local
 * secret) and `exp`; `reason` says why a token was refused, in the words
 * Supabase Auth uses in its `bad_jwt` messages.
 */
export async function checkJwt(token: string): Promise<JwtCheck> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, keyFor, { algorithms: ["ES256", "HS256"] });
    if (protectedHeader.alg === "ES256" && protectedHeader.kid !== undefined && protectedHeader.kid !== kid) {
      return { reason: `unrecognized JWT kid ${protectedHeader.kid}` };
    }
    if (typeof payload.role !== "string") return { reason: "token has no role claim" };
    return { claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { reason: "token has invalid claims: token is expired" };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { reason: "token signature is invalid" };
    return { reason: "token is malformed" };
  }
}

/** The claims of a valid, unexpired token signed by a local key; null otherwise. */
export async function verifyJwt(token: string): Promise<JwtClaims | null> {
  const result = await checkJwt(token);
  return "claims" in result ? result.claims : null;
}
