import { ERRORS } from "./errors";
import { findBucket, findObject, type StoredObject } from "./objects";
import { mustBeValidKey } from "./limits";
import { actAs, callerOf } from "./scope";
import { serveObject } from "./serve";
import type { StorageContext } from "./context";

/**
 * `GET /object/authenticated/{bucket}/{name}` and `GET /object/{bucket}/{name}` (what
 * storage-js `download` calls), as Storage's getObject: an unknown bucket is 404; in a
 * private bucket the caller must see the row under RLS (else 404 Object not found),
 * in a public one anybody may read. The second route also takes a missing or invalid
 * token, and then serves public buckets only.
 */
export async function download(req: Request, ctx: StorageContext, bucketId: string, name: string, route: "authenticated" | "plain"): Promise<Response> {
  const caller = await callerOf(req, { allowInvalid: route === "plain" });
  const object = await ctx.db.transaction(async (tx): Promise<StoredObject> => {
    const bucket = await findBucket(tx, bucketId);
    if (!bucket || (!caller.authenticated && !bucket.public)) throw ERRORS.noSuchBucket();
    mustBeValidKey(name);
    if (!bucket.public) await actAs(tx, req, caller, "storage.object.get_authenticated");
    return findObject(tx, bucketId, name);
  });
  return serveObject(ctx.bytes, bucketId, object, { download: new URL(req.url).searchParams.get("download") });
}
