import { isIP } from "node:net";
import type { StackConfig } from "../config";
import { PEER_ADDRESS_HEADER } from "../http-bridge";

// Request and response plumbing shared by the Auth API handlers: Supabase
// Auth's error shapes (both API versions), JSON bodies and the caller's IP.

const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION_2024 = "2024-01-01";

/** An error Supabase Auth answers with `{code, message}` (or the legacy `{code, error_code, msg}`). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** An OAuth-style error (`{error, error_description}`), e.g. a refresh grant without a token. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** True when the client asked for the 2024-01-01 error format (supabase-js always does). */
function wantsApi2024(req: Request): boolean {
  const value = req.headers.get(API_VERSION_HEADER);
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return value >= API_VERSION_2024;
}

/**
 * Renders an error as Supabase Auth does: with the 2024-01-01 version header
 * `{code, message}` and the header echoed (the client then reads `code`);
 * otherwise the legacy `{code: <status>, error_code, msg}` plus `x-sb-error-code`.
 */
export function errorResponse(error: AuthError | OAuthError, req: Request): Response {
  if (error instanceof OAuthError) {
    return json({ error: error.error, error_description: error.description }, error.status);
  }
  if (wantsApi2024(req)) {
    return json({ code: error.code, message: error.message, ...error.extra }, error.status, {
      [API_VERSION_HEADER]: API_VERSION_2024,
    });
  }
  return json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status, {
    "x-sb-error-code": error.code,
  });
}

export type Body = Record<string, unknown>;

/** Parses a JSON object body; an empty body is `{}`. */
export async function readJson(req: Request): Promise<Body> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Body;
    throw new Error("expected a JSON object");
  } catch (error) {
    throw new AuthError(400, "bad_json", `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}

/** A string field of a body; missing, null or non-string values read as "". */
export function str(body: Body, key: string): string {
  const value = body[key];
  return typeof value === "string" ? value : "";
}

/** A JSON-object field of a body, or null when absent. */
export function obj(body: Body, key: string): Record<string, unknown> | null {
  const value = body[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The caller's IP for per-IP rate limits and session records: the address
 * of the connection, which the stack's HTTP server passes on
 * (PEER_ADDRESS_HEADER); a header a client sends (X-Forwarded-For and the
 * like) is anyone's to write. Only when the stack runs behind a proxy the
 * operator trusts (`trustedProxyHeader`, LOCAL_STACK_TRUSTED_PROXY_HEADER) is
 * the last entry of that header used: the one that proxy added.
 */
export function clientIp(req: Request, config: Pick<StackConfig, "trustedProxyHeader">): string {
  const trusted = config.trustedProxyHeader ? req.headers.get(config.trustedProxyHeader)?.split(",").pop()?.trim() : undefined;
  if (trusted && isIP(trusted)) return trusted;
  return req.headers.get(PEER_ADDRESS_HEADER) || "unknown";
}
