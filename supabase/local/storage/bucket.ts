import { ERRORS } from "./errors";
import { actAs, callerOf } from "./scope";
import type { StorageContext } from "./context";

/**
 * `GET /bucket/{id}` (storage-js `getBucket`): the bucket as the caller sees it under
 * RLS. storage.buckets has RLS and no policy, so only the service role (or a policy a
 * migration adds) sees one; anybody else gets 404 Bucket not found, as on hosted.
 */
export async function getBucket(req: Request, ctx: StorageContext, id: string): Promise<Response> {
  const caller = await callerOf(req);
  const json = await ctx.db.transaction(async (tx) => {
    await actAs(tx, req, caller, "storage.bucket.get");
    const { rows } = await tx.query<{ json: string }>(
      `select json_build_object('id', id, 'name', name, 'owner', owner, 'public', public,
         'created_at', created_at, 'updated_at', updated_at, 'file_size_limit', file_size_limit,
         'allowed_mime_types', allowed_mime_types)::text as json
       from storage.buckets where id = $1`,
      [id],
    );
    return rows[0]?.json;
  });
  if (!json) throw ERRORS.noSuchBucket();
  return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
