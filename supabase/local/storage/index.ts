import { getBucket } from "./bucket";
import type { StorageContext } from "./context";
import { sweep } from "./bytes";
import { download } from "./download";
import { ERRORS, notImplemented, type StorageError, toStorageError } from "./errors";
import { list } from "./list";
import { remove } from "./remove";
import { serveSigned, signMany, signOne } from "./sign";
import { upload } from "./upload";
import { signUpload, uploadSigned } from "./upload-sign";

// The local stack's Storage API (`/storage/v1`): the part of Supabase Storage's
// REST API the app uses (upload, update, signed download and upload URLs,
// download, remove, list, get bucket), with Storage's error shape and its RLS
// rules: every statement about objects runs in a transaction as the caller
// (role and JWT claims as the REST API sets them), so policies on
// storage.objects decide. Everything else Storage has answers an explicit 501.
// The gateway has checked the API key (except for signed URLs) and adds CORS.

/** Signed URLs need no API key: a browser opens (or uploads to) them as they are. */
export function isOpenStoragePath(method: string, subpath: string): boolean {
  if (method === "PUT") return subpath.startsWith("/object/upload/sign/");
  return (method === "GET" || method === "HEAD") && subpath.startsWith("/object/sign/");
}

/** Route families hosted Storage has; anything under them this stack lacks is a 501, anything else a 404. */
const STORAGE_FAMILIES = ["object", "bucket", "render", "upload", "s3", "iceberg", "vector", "cdn", "version", "status", "health"];

/** First segments Storage routes by name before taking a segment as a bucket name. */
const OBJECT_SUBROUTES: Record<string, string[]> = {
  GET: ["sign", "authenticated", "public", "info"],
  HEAD: ["sign", "authenticated", "public", "info"],
  POST: ["sign", "list", "list-v2", "move", "copy", "upload"],
  PUT: ["upload"],
  DELETE: [],
};

/** Answers one Storage request; `subpath` is the (still percent-encoded) path after `/storage/v1`. */
export async function handleStorage(req: Request, subpath: string, ctx: StorageContext): Promise<Response> {
  try {
    return await route(req, subpath, ctx);
  } catch (error) {
    return toStorageError(error).toResponse();
  } finally {
    if (req.method !== "GET" && req.method !== "HEAD") {
      await sweep(ctx.db, ctx.bytes).catch((error: unknown) => console.error("[local-stack] Storage sweep failed:", error));
    }
  }
}

function route(req: Request, subpath: string, ctx: StorageContext): Promise<Response> {
  const { method } = req;
  const segments = subpath.split("/").slice(1);
  const [family = "", first = "", second = ""] = segments;
  const unsupported = (): StorageError =>
    STORAGE_FAMILIES.includes(family) ? notImplemented(method, subpath) : ERRORS.routeNotFound(method, `/storage/v1${subpath}`);
  const decode = (parts: string[]) => decodePath(parts.join("/"));

  if (family === "bucket" && segments.length === 2 && first && method === "GET") return getBucket(req, ctx, decode([first]));
  if (family !== "object") throw unsupported();

  if (OBJECT_SUBROUTES[method]?.includes(first)) {
    const bucket = decode([second]);
    const name = decode(segments.slice(3));
    const withName = second !== "" && segments.length > 3 && name !== "";
    if (first === "sign" && method === "POST" && withName) return signOne(req, ctx, bucket, name);
    if (first === "sign" && method === "POST" && second && segments.length === 3) return signMany(req, ctx, bucket);
    if (first === "sign" && method === "GET" && withName) return serveSigned(req, ctx, bucket, name);
    if (first === "authenticated" && method === "GET" && withName) return download(req, ctx, bucket, name, "authenticated");
    if (first === "list" && method === "POST" && second && segments.length === 3) return list(req, ctx, bucket);
    if (first === "upload" && second === "sign" && segments.length > 4) {
      const [uploadBucket, uploadName] = [decode([segments[3] as string]), decode(segments.slice(4))];
      if (uploadBucket && uploadName && method === "POST") return signUpload(req, ctx, uploadBucket, uploadName);
      if (uploadBucket && uploadName && method === "PUT") return uploadSigned(req, ctx, uploadBucket, uploadName);
    }
    throw unsupported();
  }

  const bucket = decode([first]);
  const name = decode(segments.slice(2));
  if (first && segments.length === 2 && method === "DELETE") return remove(req, ctx, bucket);
  if (first && name) {
    if (method === "POST") return upload(req, ctx, bucket, name, req.headers.get("x-upsert") === "true");
    if (method === "PUT") return upload(req, ctx, bucket, name, true);
    if (method === "GET") return download(req, ctx, bucket, name, "plain");
  }
  throw unsupported();
}

/** A path from the URL, percent-decoded as Storage's router does. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw ERRORS.invalidKey(raw);
  }
}
