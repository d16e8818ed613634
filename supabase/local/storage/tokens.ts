import { jwtVerify, SignJWT } from "jose";
import { ERRORS } from "./errors";

// The tokens of signed URLs, as hosted Storage makes them: HS256 JWTs with
// `url: "<bucket>/<name>"`, a `scope` ("download" or "upload"; an upload token
// also carries `owner` and `upsert`), `iat` and `exp`.

/**
 * The local stack's URL signing key. Public on purpose, like the other local
 * development keys (keys.ts): signed URLs of a local stack only reach its own files.
 */
const URL_SIGNING_KEY = new TextEncoder().encode("local-dev-storage-url-signing-key-never-use-in-production");
/** The largest `exp` Storage accepts, in seconds. */
const MAX_EXP_SECONDS = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

export type Scope = "download" | "upload";

export interface UrlToken {
  url: string;
  scope?: Scope;
  owner?: string;
  upsert?: boolean;
  exp: number;
}

export const tooLateForJwt = (expiresIn: number) => Math.floor(Date.now() / 1000) + expiresIn > MAX_EXP_SECONDS;

export async function signToken(claims: Omit<UrlToken, "exp">, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(URL_SIGNING_KEY);
}

/**
 * The token's claims if it verifies (jose refuses an expired one first: 400 InvalidJWT
 * `"exp" claim timestamp check failed`), is scoped for `scope` (tokens without a scope:
 * upload ones are those with `upsert`) and names exactly `<bucket>/<name>`.
 */
export async function verifyToken(token: string | null, scope: Scope, bucket: string, name: string): Promise<UrlToken> {
  if (token === null) throw ERRORS.invalidRequest("querystring must have required property 'token'");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, URL_SIGNING_KEY, { algorithms: ["HS256"] }));
  } catch (error) {
    throw ERRORS.invalidJwt((error as Error).message);
  }
  const legacyUpload = payload.scope === undefined && "upsert" in payload;
  const scoped = payload.scope === scope || (payload.scope === undefined && (scope === "upload") === legacyUpload);
  if (!scoped) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== `${bucket}/${name}`) throw ERRORS.invalidSignature();
  const exp = typeof payload.exp === "number" ? payload.exp : 0;
  if (exp * 1000 < Date.now()) throw ERRORS.expiredSignature();
  return payload as unknown as UrlToken;
}
