import { SignJWT, errors, importJWK, jwtVerify, type JWTPayload } from "jose";
import { LOCAL_SIGNING_JWK } from "../keys";
import type { JwtClaims } from "../types";

// ES256 signing and verification with the local development key. Access
// tokens carry `kid` in the header so supabase-js getClaims() finds the key in
// /.well-known/jwks.json and verifies locally.

const { kty, crv, x, y, kid, alg, use } = LOCAL_SIGNING_JWK;

/** The public half of the signing key, as /.well-known/jwks.json publishes it. */
export const PUBLIC_JWK = { kty, crv, x, y, kid, alg, use, key_ops: ["verify"], ext: true };

type Key = ReturnType<typeof importJWK>;
let signingKey: Key | undefined;
let verifyingKey: Key | undefined;

export function signJwt(claims: JWTPayload): Promise<string> {
  signingKey ??= importJWK(LOCAL_SIGNING_JWK, "ES256");
  return signingKey.then((key) =>
    new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid, typ: "JWT" }).sign(key),
  );
}

export type JwtCheck = { claims: JwtClaims } | { reason: string };

/**
 * Verifies signature (ES256, local key) and `exp`; `reason` says why a token
 * was refused, in the words Supabase Auth uses in its `bad_jwt` messages.
 */
export async function checkJwt(token: string): Promise<JwtCheck> {
  verifyingKey ??= importJWK(PUBLIC_JWK, "ES256");
  try {
    const { payload, protectedHeader } = await jwtVerify(token, await verifyingKey, { algorithms: ["ES256"] });
    if (protectedHeader.kid !== undefined && protectedHeader.kid !== kid) {
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

/** The claims of a valid, unexpired token signed by the local key; null otherwise. */
export async function verifyJwt(token: string): Promise<JwtClaims | null> {
  const result = await checkJwt(token);
  return "claims" in result ? result.claims : null;
}
