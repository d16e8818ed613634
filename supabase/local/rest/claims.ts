import { verifyJwt } from "../auth/jwt";
import type { JwtClaims } from "../types";
import { RestError } from "./errors";

/** The roles PostgREST's `authenticator` may switch to on Supabase. */
const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

/**
 * The request's claims, from `Authorization: Bearer` or else the `apikey` header (the
 * gateway forwards the key as the bearer when none is sent). No token means anon.
 */
export async function requestClaims(req: Request): Promise<JwtClaims> {
  const auth = req.headers.get("authorization");
  const bearer = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, "").trim() : null;
  const token = bearer ?? req.headers.get("apikey");
  if (token === null) return { role: "anon" };
  const claims = await verifyJwt(token);
  if (!claims) throw jwtError(token);
  const role = typeof claims.role === "string" && claims.role ? claims.role : "anon";
  if (!API_ROLES.has(role)) throw new RestError(403, "42501", `permission denied to set role "${role}"`);
  return { ...claims, role };
}

/**
 * PGRST303 for an expired token, PGRST301 for one that does not verify. Expiry is read
 * from the unverified payload only to pick the message: the request is refused either way.
 */
function jwtError(token: string): RestError {
  const parts = token.split(".");
  const message = !token
    ? "Empty JWT is sent in Authorization header"
    : parts.length !== 3
      ? `Expected 3 parts in JWT; got ${parts.length}`
      : isExpired(parts[1] as string)
        ? "JWT expired"
        : "JWT cryptographic operation failed";
  const code = message === "JWT expired" ? "PGRST303" : "PGRST301";
  return new RestError(401, code, message, null, null, {
    "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"`,
  });
}

function isExpired(payload: string): boolean {
  try {
    const exp = (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: unknown }).exp;
    return typeof exp === "number" && exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}
