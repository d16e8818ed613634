import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys";

// Hosted Supabase issues opaque API keys (sb_publishable_…, sb_secret_…)
// beside the legacy JWT ones. They are not JWTs: its API gateway checks the
// key and hands the APIs behind it a JWT of the key's role instead, so Auth,
// PostgREST and Storage only ever see JWTs. The stack's gateway does the same
// with these two keys; the legacy JWT keys pass through unchanged.

/** The role JWT each opaque key stands for. */
const ROLE_JWT_OF_KEY = new Map([
  [LOCAL_PUBLISHABLE_KEY, LOCAL_ANON_KEY],
  [LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY],
]);

const isOpaqueKey = (value: string) => /^sb_(publishable|secret)_/.test(value);

/**
 * The request with its opaque keys swapped for their role's JWT: in `apikey`,
 * and in `Authorization: Bearer` (supabase-js sends the key there too until a
 * user signs in; a user's access token there is kept). "invalid" for an
 * opaque key this stack did not issue, which hosted refuses with 401.
 */
export function withRoleJwt(req: Request): Request | "invalid" {
  const apikey = req.headers.get("apikey");
  const bearer = /^bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? null;
  const opaque = [apikey, bearer].filter((v): v is string => v !== null && isOpaqueKey(v));
  if (opaque.length === 0) return req;
  if (opaque.some((key) => !ROLE_JWT_OF_KEY.has(key))) return "invalid";
  const headers = new Headers(req.headers);
  if (apikey && isOpaqueKey(apikey)) headers.set("apikey", ROLE_JWT_OF_KEY.get(apikey)!);
  if (bearer && isOpaqueKey(bearer)) headers.set("authorization", `Bearer ${ROLE_JWT_OF_KEY.get(bearer)!}`);
  return new Request(req.url, { method: req.method, headers, body: req.body, duplex: "half" } as RequestInit);
}
