/** A PostgREST-shaped error: the body is `{code, details, hint, message}`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | object[] | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    const body = { code: this.code, details: this.details, hint: this.hint, message: this.message };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Proxy-Status": `PostgREST; error=${this.code}`,
        ...this.headers,
      },
    });
  }
}

/** PGRST100: a query parameter the parser does not understand. */
export function parseError(what: string, details: string): RestError {
  return new RestError(400, "PGRST100", `"failed to parse ${what}"`, details);
}

/** PGRST127: valid PostgREST syntax that this local stand-in does not implement. */
export function notImplemented(details: string): RestError {
  return new RestError(400, "PGRST127", "Feature not implemented", `${details} is not supported by the local stack`);
}

interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's SQLSTATE -> HTTP status table; `authed` is false for the anon role. */
function statusFor(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "57P01": 503,
    P0001: 400,
    "42P01": 404,
    "42P17": 500,
    "42883": 404,
  };
  if (code === "42501") return authed ? 403 : 401;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023") return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (exact[code]) return exact[code];
  if (code.startsWith("PT")) return Number(code.slice(2)) || 500;
  const prefix: Record<string, number> = {
    "08": 503, "09": 500, "0L": 403, "0P": 403, "25": 500, "28": 403, "2D": 500, "38": 500, "39": 500,
    "3B": 500, "40": 500, "53": 503, "54": 500, "55": 500, "57": 500, "58": 500, F0: 500, HV: 500,
    P0: 500, XX: 500,
  };
  return prefix[code.slice(0, 2)] ?? 400;
}

/** Turns anything a request threw into PostgREST's error response. */
export function toRestError(error: unknown, authed: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const status = statusFor(error.code, error.message, authed);
    const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
    return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
  }
  console.error("[local-stack] REST request failed:", error);
  return new RestError(500, "PGRSTX00", "Internal error in the local stack", String(error));
}
