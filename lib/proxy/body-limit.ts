import type { NextRequest } from "next/server";

/**
 * The largest request body a page or server action accepts: Next's default
 * for server actions (`serverActions.bodySizeLimit`, 1 MB). Next refuses a
 * larger one only after reading it, and answers 500; the proxy answers 413
 * first, from the declared length, before anything is read or parsed.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Whether a request declares a body over the limit. */
export function bodyTooLarge(request: Pick<NextRequest, "method" | "headers">) {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const length = Number(request.headers.get("content-length"));
  return Number.isFinite(length) && length > MAX_BODY_BYTES;
}
