// Supabase Storage's error shape: `{statusCode, code, error, message}`, where
// `statusCode` is the meaning as a string. Like hosted Storage, the HTTP status
// itself is 400 for every client error and 500 for server errors: an RLS refusal
// is HTTP 400 with `statusCode: "403"` (storage-js exposes both, as `status` and
// `statusCode`). Only a route Storage does not have answers a real 404.

export class StorageError extends Error {
  constructor(
    /** The status Storage reports in the body. */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The body's `error`; Storage falls back to `code`. */
    readonly error: string = code,
    /** The HTTP status; hosted Storage sends 400 unless the error is a 500. */
    readonly httpStatus: number = statusCode === 500 ? 500 : 400,
  ) {
    super(message);
  }

  toResponse(): Response {
    const body = { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
    return Response.json(body, { status: this.httpStatus });
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  /** The row exists but its bytes do not (the renderer's answer to a missing file). */
  bytesNotFound: () => new StorageError(404, "NoSuchKey", "The resource was not found", "Not found"),
  accessDenied: (message: string) => new StorageError(403, "AccessDenied", message || "Access denied", "Unauthorized"),
  alreadyExists: () => new StorageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, "InvalidMimeType", `mime type ${mimeType} is not supported`, "invalid_mime_type"),
  entityTooLarge: (entity = "object") =>
    new StorageError(413, "EntityTooLarge", `The ${entity} exceeded the maximum allowed size`, "Payload too large"),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", message || "Invalid JWT"),
  invalidSignature: (message = "Invalid signature") => new StorageError(400, "InvalidSignature", message),
  expiredSignature: () => new StorageError(400, "ExpiredToken", "The provided token has expired."),
  noContent: () => new StorageError(400, "InvalidRequest", "No content provided"),
  /** Fastify's schema validation message, e.g. "body must have required property 'prefixes'". */
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message, "Bad Request", 400),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, "InvalidRequest", `Route ${method}:${path} not found`, "Not Found", 404),
};

/**
 * A Storage API route (or a variant of one) that hosted Supabase has and the local
 * stack does not: an explicit 501, so nobody mistakes the gap for Storage behaviour.
 */
export function notImplemented(method: string, path: string): StorageError {
  return new StorageError(
    501,
    "NotImplemented",
    `${method} /storage/v1${path} is not supported by the local stack`,
    "Not Implemented",
    501,
  );
}

interface PgErrorLike {
  code: string;
  message: string;
}

function isPgError(error: unknown): error is Error & PgErrorLike {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** Storage's mapping of database errors (DBError.fromDBError); anything else is a 500. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (isPgError(error)) {
    switch (error.code) {
      case "42501":
        return ERRORS.accessDenied(
          error.message.includes("row-level security") ? "new row violates row-level security policy" : error.message,
        );
      case "23505":
        return new StorageError(409, "ResourceAlreadyExists", "The resource already exists", "Duplicate");
      case "23503":
        return new StorageError(404, "InvalidRequest", "The related resource does not exist");
      case "22P02":
        return new StorageError(400, "InvalidParameter", error.message || "Invalid Parameter value");
      default:
        console.error("[local-stack] Storage database error:", error);
        return new StorageError(500, "DatabaseError", `database error, code: ${error.code}`);
    }
  }
  console.error("[local-stack] Storage request failed:", error);
  return new StorageError(500, "InternalError", "Internal Server Error", "Internal");
}
