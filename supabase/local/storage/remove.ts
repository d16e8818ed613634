import { StorageError } from "./errors";
import { OBJECT_JSON } from "./objects";
import { MAX_OBJECTS_PER_REQUEST } from "./limits";
import { jsonList, readJsonBody, requiredKeys, stringArrayField } from "./request";
import { actAs, callerOf } from "./scope";
import type { StorageContext } from "./context";

/**
 * `DELETE /object/{bucket}` `{prefixes: [names]}` (storage-js `remove`): deletes, as the
 * caller under RLS, the named objects it may delete and answers their rows (names it
 * may not delete, or that do not exist, are left out: no error). Their bytes go with
 * the sweep that follows the request.
 */
export async function remove(req: Request, ctx: StorageContext, bucket: string): Promise<Response> {
  const caller = await callerOf(req);
  const body = await readJsonBody(req);
  requiredKeys(body, "prefixes");
  const prefixes = stringArrayField(body, "prefixes", Number.MAX_SAFE_INTEGER);
  if (prefixes.length > MAX_OBJECTS_PER_REQUEST) {
    throw new StorageError(400, "InvalidRequest", `Bulk object requests are limited to ${MAX_OBJECTS_PER_REQUEST} objects per request.`);
  }
  const json = await ctx.db.transaction(async (tx) => {
    await actAs(tx, req, caller, "storage.object.delete_many");
    const { rows } = await tx.query<{ json: string }>(
      `with deleted as (
         delete from storage.objects o
         where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))
         returning o.*)
       select coalesce(json_agg(${OBJECT_JSON}), '[]')::text as json from deleted o`,
      [bucket, jsonList(prefixes)],
    );
    return rows[0]?.json ?? "[]";
  });
  return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
