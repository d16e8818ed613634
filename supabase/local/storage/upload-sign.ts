import { actAs, callerOf } from "./scope";
import { signToken, verifyToken } from "./tokens";
import { canUpload, ownerOf, probeMetadata, storeUpload, userMetadataOf } from "./upload";
import type { StorageContext } from "./context";

// Signed upload URLs: `/object/upload/sign/{bucket}/{name}?token=<JWT>`, made by
// a caller who may create the object (the RLS check runs then, as the caller)
// and used without an API key, within two hours, by anybody holding the URL.

/** Hosted Storage's lifetime of a signed upload URL: 2 hours. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/**
 * `POST /object/upload/sign/{bucket}/{name}` (storage-js `createSignedUploadUrl`, with
 * `x-upsert: true` to allow replacing) → `{url, token}`, once the caller's INSERT (or
 * upsert) of the row passes RLS (and, without upsert, the key is free).
 */
export async function signUpload(req: Request, ctx: StorageContext, bucket: string, name: string): Promise<Response> {
  const caller = await callerOf(req);
  const upsert = req.headers.get("x-upsert") === "true";
  const owner = ownerOf(caller);
  await ctx.db.transaction(async (tx) => {
    await actAs(tx, req, caller, "storage.object.sign_upload_url");
    const metadata = probeMetadata(req, req.headers.get("content-type") ?? undefined);
    await canUpload(tx, { bucketId: bucket, name, owner, userMetadata: userMetadataOf(req), metadata }, upsert);
  });
  const url = `${bucket}/${name}`;
  const token = await signToken({ owner, url, upsert, scope: "upload" }, UPLOAD_URL_SECONDS);
  return Response.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
}

/**
 * `PUT /object/upload/sign/{bucket}/{name}?token=...` (storage-js `uploadToSignedUrl`):
 * the upload, for the token's owner and with its upsert choice, checked against the
 * bucket's limits as any upload; answers `{Key}`.
 */
export async function uploadSigned(req: Request, ctx: StorageContext, bucket: string, name: string): Promise<Response> {
  const { owner, upsert } = await verifyToken(new URL(req.url).searchParams.get("token"), "upload", bucket, name);
  await storeUpload(req, ctx, bucket, name, Boolean(upsert), { signedFor: owner }, "storage.object.upload_signed");
  return Response.json({ Key: `${bucket}/${name}` });
}
