import type { Queryable } from "../db";
import { requestClaims } from "../rest/claims";
import { RestError } from "../rest/errors";
import type { JwtClaims } from "../types";
import { ERRORS } from "./errors";

/** Who a Storage request runs as: the verified JWT (or the API key) as the REST API reads it. */
export interface Caller {
  claims: JwtClaims;
  /** The raw bearer token, for `request.jwt`. */
  jwt: string;
  /** False when the token was missing or invalid on a route that allows that (then the caller is anon). */
  authenticated: boolean;
}

/** jose's wording, which hosted Storage passes on, for what the REST claims check refused. */
const JOSE_MESSAGES: Record<string, string> = {
  "JWT expired": '"exp" claim timestamp check failed',
  "JWT cryptographic operation failed": "signature verification failed",
};

/**
 * The caller, from the same claims check as the REST API (`Authorization: Bearer`,
 * else the `apikey` header). A token that does not verify is refused as Storage does
 * (400, `statusCode: "403"`), unless `allowInvalid`: then the caller is anon and
 * unauthenticated (Storage's `GET /object/{bucket}/{path}`, which serves public buckets).
 */
export async function callerOf(req: Request, opts: { allowInvalid?: boolean } = {}): Promise<Caller> {
  const auth = req.headers.get("authorization") ?? "";
  const jwt = /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, "").trim() : (req.headers.get("apikey") ?? "");
  try {
    return { claims: await requestClaims(req), jwt, authenticated: jwt !== "" };
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
    if (opts.allowInvalid) return { claims: { role: "anon" }, jwt: "", authenticated: false };
    const message = JOSE_MESSAGES[error.message] ?? (error.message.startsWith("Expected 3 parts") ? "Invalid Compact JWS" : error.message);
    throw ERRORS.accessDenied(message);
  }
}

/**
 * What hosted Storage sets in each transaction before touching storage.objects as
 * the caller (its connection scope, a superset of what PostgREST sets): the role, the
 * claims (`request.jwt.claims` as the REST API sets it, plus Storage's `request.jwt`,
 * `request.jwt.claim.role` and `.sub`), the request, `storage.operation`, and
 * `storage.allow_delete_query` (which lets its own deletes past the protect_delete
 * triggers). Storage's connection search_path too. All transaction-local.
 */
export async function actAs(tx: Queryable, req: Request, caller: Caller, operation: string): Promise<void> {
  const url = new URL(req.url);
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.jwt', $2, true), set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claims', $4, true), set_config('request.headers', $5, true),
            set_config('request.method', $6, true), set_config('request.path', $7, true),
            set_config('storage.operation', $8, true), set_config('storage.allow_delete_query', 'true', true),
            set_config('search_path', 'storage, public, extensions', true)`,
    [
      caller.claims.role,
      caller.jwt,
      typeof caller.claims.sub === "string" ? caller.claims.sub : "",
      JSON.stringify(caller.claims),
      JSON.stringify(Object.fromEntries(req.headers)),
      req.method,
      url.pathname.replace(/^\/storage\/v1/, ""),
      operation,
    ],
  );
}

/** Back to the stack's own database role (Storage's "superuser" connection) within the transaction. */
export async function actAsStorage(tx: Queryable): Promise<void> {
  await tx.query("select set_config('role', 'none', true)");
}
