import { createHash, randomUUID } from "node:crypto";
import type { Queryable } from "../db";
import type { Staged } from "./bytes";
import { ERRORS } from "./errors";
import { findBucket } from "./objects";
import { isEmptyFolder, MAX_FILE_BYTES, MAX_USER_METADATA_BYTES, mustBeValidKey, validateMimeType } from "./limits";
import { actAs, actAsStorage, type Caller, callerOf } from "./scope";
import type { StorageContext } from "./context";

/** The file of an upload request, as Storage reads it from a multipart form or a raw body. */
interface IncomingFile {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  multipart: boolean;
}

/** Who an upload is for: the caller under RLS, or (a signed upload URL) Storage itself for `owner`. */
export type Uploader = { caller: Caller } | { signedFor: string | undefined };

/**
 * `POST /object/{bucket}/{name}` (with `x-upsert: true` to replace) and `PUT` (always
 * replaces, or creates), as Storage runs them: bucket looked up as Storage's own role
 * (404), mime type (415) and, for a raw body, size (413) checked; then the caller's
 * INSERT (or upsert) of the row is tried under RLS and rolled back (403, or 409 when the
 * key exists); a multipart file over the limit is refused only then (413). The row is
 * written with the stack's role and the bytes put in place once it is committed.
 */
export async function upload(req: Request, ctx: StorageContext, bucketId: string, name: string, upsert: boolean): Promise<Response> {
  const caller = await callerOf(req);
  const operation = req.method === "PUT" ? "storage.object.upload_update" : "storage.object.upload";
  const id = await storeUpload(req, ctx, bucketId, name, upsert, { caller }, operation);
  return Response.json({ Id: id, Key: `${bucketId}/${name}` });
}

/**
 * Stores one uploaded file (the body of `req`) and returns its object id. With a
 * signed upload URL nothing runs as the caller: the token stands for the RLS check
 * made when it was signed, so only the key's uniqueness is checked (409) again.
 */
export async function storeUpload(
  req: Request,
  ctx: StorageContext,
  bucketId: string,
  name: string,
  upsert: boolean,
  who: Uploader,
  operation: string,
): Promise<string> {
  // Parsed while the bucket is looked up; a parse error counts only after "Bucket not found".
  const incoming = readFile(req);
  incoming.catch(() => {});
  let staged: Staged | undefined;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const bucket = await findBucket(tx, bucketId);
      if (!bucket) throw ERRORS.noSuchBucket();
      const maxBytes = isEmptyFolder(name) ? 0 : Math.min(bucket.file_size_limit ?? Infinity, MAX_FILE_BYTES);
      const file = await incoming;
      if (bucket.allowed_mime_types?.length && !isEmptyFolder(name)) validateMimeType(file.mimeType, bucket.allowed_mime_types);
      if (!file.multipart && file.bytes.length > maxBytes) throw ERRORS.entityTooLarge();
      mustBeValidKey(name);
      const owner = "caller" in who ? ownerOf(who.caller) : who.signedFor;
      const row = { bucketId, name, owner, userMetadata: file.userMetadata };

      if ("caller" in who) await actAs(tx, req, who.caller, operation);
      await canUpload(tx, { ...row, metadata: probeMetadata(req, file.mimeType) }, upsert);
      if (file.multipart && file.bytes.length > maxBytes) throw ERRORS.entityTooLarge();

      await actAsStorage(tx);
      const metadata = {
        eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
        size: file.bytes.length,
        mimetype: file.mimeType,
        cacheControl: file.cacheControl,
        lastModified: new Date().toISOString(),
        contentLength: file.bytes.length,
        httpStatusCode: 200,
      };
      const userMetadata = { ...file.userMetadata };
      const objectId = await writeRow(tx, { ...row, userMetadata, metadata, version: randomUUID() }, "final");
      staged = await ctx.bytes.stage(bucketId, objectId, file.bytes);
      return objectId;
    });
    await staged?.commit();
    return id;
  } catch (error) {
    await staged?.discard();
    throw error;
  }
}

export const ownerOf = (caller: Caller) => (typeof caller.claims.sub === "string" ? caller.claims.sub : undefined);

/** What Storage's RLS check sees as the new row's metadata: the declared type and length. */
export function probeMetadata(req: Request, mimetype: string | undefined): Record<string, unknown> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  return { mimetype, contentLength: Number.isFinite(declared) && declared >= 0 ? declared : undefined };
}

/**
 * Storage's canUpload: the row's INSERT (or upsert) as the current role, rolled back
 * whatever happens; 403 when RLS refuses it, 409 when the key exists (not upserting).
 */
export async function canUpload(tx: Queryable, row: Omit<RowValues, "version">, upsert: boolean): Promise<void> {
  await tx.query("savepoint storage_can_upload");
  await writeRow(tx, { ...row, version: "1" }, upsert ? "probe-upsert" : "insert").catch((error: unknown) => {
    throw (error as { code?: string }).code === "23505" ? ERRORS.alreadyExists() : error;
  });
  await tx.query("rollback to savepoint storage_can_upload");
}

interface RowValues {
  bucketId: string;
  name: string;
  owner: string | undefined;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | undefined;
  version: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Storage's createObject (a plain INSERT: the caller needs only INSERT rights) or
 * upsertObject (INSERT ... ON CONFLICT DO UPDATE ... RETURNING *, which under RLS also
 * needs UPDATE and SELECT rights); the update sets only the columns Storage sets.
 * `final` is the upsert that stores the row, returning its id.
 */
async function writeRow(tx: Queryable, v: RowValues, mode: "insert" | "probe-upsert" | "final"): Promise<string> {
  const ownerUuid = v.owner && UUID.test(v.owner) ? v.owner : null;
  const params = [
    v.bucketId,
    v.name,
    ownerUuid,
    v.owner ?? null,
    JSON.stringify(v.metadata),
    v.userMetadata === undefined ? null : JSON.stringify(v.userMetadata),
    v.version,
  ];
  const insert =
    "insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version) " +
    "values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)";
  if (mode === "insert") {
    await tx.query(insert, params);
    return "";
  }
  const updates = ["metadata = excluded.metadata", "version = excluded.version"];
  if (v.userMetadata !== undefined) updates.push("user_metadata = excluded.user_metadata");
  if (ownerUuid) updates.push("owner = excluded.owner");
  if (v.owner !== undefined) updates.push("owner_id = excluded.owner_id");
  const { rows } = await tx.query<{ id: string }>(
    `${insert} on conflict (name, bucket_id) do update set ${updates.join(", ")} ` +
      `returning ${mode === "final" ? "id::text as id" : "*"}`,
    params,
  );
  return String(rows[0]?.id ?? "");
}

/** A multipart form (the first file part, plus cacheControl, contentType and metadata fields) or a raw body. */
async function readFile(req: Request): Promise<IncomingFile> {
  const contentType = req.headers.get("content-type");
  if (contentType?.startsWith("multipart/form-data")) {
    const form = await req.formData().catch(() => {
      throw ERRORS.noContent();
    });
    const field = (key: string) => {
      const value = form.get(key);
      return typeof value === "string" ? value : undefined;
    };
    const file = [...form.values()].find((value): value is File => typeof value !== "string");
    if (!file) throw ERRORS.noContent();
    const cacheTime = field("cacheControl");
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimeType: field("contentType") || file.type || "application/octet-stream",
      cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache",
      userMetadata: parseJsonObject(field("metadata") ?? field("userMetadata")),
      multipart: true,
    };
  }
  return {
    bytes: new Uint8Array(await req.arrayBuffer()),
    mimeType: contentType || "application/octet-stream",
    cacheControl: req.headers.get("cache-control") ?? "no-cache",
    userMetadata: userMetadataOf(req),
    multipart: false,
  };
}

/** Custom metadata of a raw upload: the `x-metadata` header, base64 JSON. */
export function userMetadataOf(req: Request): Record<string, unknown> | undefined {
  const encoded = req.headers.get("x-metadata");
  return encoded === null ? undefined : parseJsonObject(Buffer.from(encoded, "base64").toString("utf8"), false);
}

/** Custom metadata: JSON, at most 1 MiB (a form field over it is refused; unparsable JSON is ignored). */
function parseJsonObject(text: string | undefined, checkSize = true): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  if (checkSize && Buffer.byteLength(text, "utf8") > MAX_USER_METADATA_BYTES) throw ERRORS.entityTooLarge("user_metadata");
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
