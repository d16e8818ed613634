import type { BodyLimit } from "../http-bridge";
import { ERRORS, StorageError } from "./errors";

/** Storage's global upload limit (hosted default, free plan): 50 MiB per file. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * The largest request body `/storage/v1` accepts (larger ones get 413 before any
 * handler runs): one file at the global limit plus room for multipart framing.
 */
export const MAX_REQUEST_BYTES = MAX_FILE_BYTES + 1024 * 1024;

/** Storage's limit on paths, objects per sign or delete request. */
export const MAX_OBJECTS_PER_REQUEST = 1000;

/** Custom metadata (`metadata` form field or `x-metadata` header) may be 1 MiB at most. */
export const MAX_USER_METADATA_BYTES = 1024 * 1024;

/** The characters Storage accepts in an object key (S3-safe ones, and a few it handles). */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

export function mustBeValidKey(key: string): void {
  if (!key || !VALID_OBJECT_KEY.test(key)) throw ERRORS.invalidKey(key);
}

/** Storage's folder placeholders: empty, exempt from mime type rules. */
export const isEmptyFolder = (name: string) => name.endsWith(".emptyFolderPlaceholder");

/**
 * Storage's check against a bucket's `allowed_mime_types`: `type/subtype` compared
 * as written (so `text/plain;charset=UTF-8` does not match `text/plain`), `type/*`
 * allowed as a wildcard.
 */
export function validateMimeType(mimeType: string, allowed: string[]): void {
  const requested = mimeType.split("/");
  if (requested.length < 2) throw ERRORS.invalidMimeType(mimeType);
  const [type, subtype] = requested;
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
  if (!ok) throw ERRORS.invalidMimeType(mimeType);
}

/**
 * The request body limit of `/storage/v1` for the HTTP server (other paths keep its
 * default): over MAX_REQUEST_BYTES, a real 413 with Storage's body.
 */
export function storageBodyLimit(pathname: string): BodyLimit | null {
  if (!pathname.startsWith("/storage/v1/")) return null;
  return {
    maxBytes: MAX_REQUEST_BYTES,
    tooLarge: () => new StorageError(413, "EntityTooLarge", "The object exceeded the maximum allowed size", "Payload too large", 413).toResponse(),
  };
}
