import type { ByteStore } from "./bytes";
import { ERRORS } from "./errors";
import type { StoredObject } from "./objects";

/**
 * Types a browser shows without running anything. Every other type is served with a
 * sandboxing Content-Security-Policy: the stack's origin also serves the mailbox, which
 * holds every account's live links, so an uploaded SVG or XML page must not run there.
 * (Hosted Storage has its own origin; this header is the local stack's addition.)
 */
const INERT_TYPE = /^(image\/(?!svg)[\w.+-]+|application\/pdf|audio\/[\w.+-]+|video\/[\w.+-]+|text\/plain)(;|$)/i;

export interface ServeOptions {
  /** `?download=`: as an attachment, under this name when not empty. */
  download: string | null;
  /** A signed URL's expiry: sent as `Expires` instead of the object's Cache-Control. */
  expires?: Date;
}

/** The object's bytes with the headers Storage's asset renderer sends (no ranges). */
export async function serveObject(store: ByteStore, bucket: string, object: StoredObject, opts: ServeOptions): Promise<Response> {
  const bytes = await store.read(bucket, object.id);
  if (!bytes) throw ERRORS.bytesNotFound();
  const meta = object.metadata ?? {};
  const text = (key: string) => (typeof meta[key] === "string" ? (meta[key] as string) : undefined);
  // Storage never serves HTML as HTML.
  const mimetype = text("mimetype")?.includes("text/html") ? "text/plain" : (text("mimetype") ?? "application/octet-stream");
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Content-Type": mimetype,
    "Content-Length": String(bytes.length),
    "X-Robots-Tag": "none",
    "X-Content-Type-Options": "nosniff",
  });
  if (!INERT_TYPE.test(mimetype)) headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  const etag = text("eTag");
  if (etag) headers.set("ETag", etag);
  const lastModified = text("lastModified");
  if (lastModified && !Number.isNaN(Date.parse(lastModified))) {
    headers.set("Last-Modified", new Date(lastModified).toUTCString());
  }
  if (opts.expires) headers.set("Expires", opts.expires.toUTCString());
  else if (text("cacheControl")) headers.set("Cache-Control", text("cacheControl") as string);
  if (opts.download !== null) {
    const name = encodeURIComponent(opts.download);
    headers.set("Content-Disposition", name ? `attachment; filename=${name}; filename*=UTF-8''${name}` : "attachment;");
  }
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}
