import { StorageError } from "./errors";
import { findObject } from "./objects";
import { MAX_OBJECTS_PER_REQUEST, mustBeValidKey } from "./limits";
import { integerField, jsonList, readJsonBody, requiredKeys, stringArrayField } from "./request";
import { actAs, callerOf } from "./scope";
import { serveObject } from "./serve";
import { signToken, tooLateForJwt, verifyToken } from "./tokens";
import type { StorageContext } from "./context";

// Signed download URLs: `/object/sign/{bucket}/{name}?token=<JWT>`. Signing
// needs the caller to see the object under RLS; opening one needs nothing else
// (no API key, no RLS), as on hosted.

async function signUrl(bucket: string, name: string, expiresIn: number): Promise<string> {
  const url = `${bucket}/${name}`;
  return `/object/sign/${url}?token=${await signToken({ url, scope: "download" }, expiresIn)}`;
}

async function expiresInOf(req: Request, ...more: string[]): Promise<{ body: Record<string, unknown>; expiresIn: number }> {
  const body = await readJsonBody(req);
  requiredKeys(body, "expiresIn", ...more);
  const expiresIn = integerField(body, "expiresIn", 1) as number;
  if (tooLateForJwt(expiresIn)) throw new StorageError(400, "InvalidParameter", "Invalid Parameter expiresIn");
  return { body, expiresIn };
}

/** `POST /object/sign/{bucket}/{name}` `{expiresIn}` → `{signedURL}`; the caller must see the object. */
export async function signOne(req: Request, ctx: StorageContext, bucket: string, name: string): Promise<Response> {
  const caller = await callerOf(req);
  const { expiresIn } = await expiresInOf(req);
  mustBeValidKey(name);
  await ctx.db.transaction(async (tx) => {
    await actAs(tx, req, caller, "storage.object.sign");
    await findObject(tx, bucket, name);
  });
  return Response.json({ signedURL: await signUrl(bucket, name, expiresIn) });
}

/**
 * `POST /object/sign/{bucket}` `{expiresIn, paths}` → `[{error, path, signedURL}]`, in the
 * order of `paths`; a path the caller cannot see (or that does not exist) gets an error.
 */
export async function signMany(req: Request, ctx: StorageContext, bucket: string): Promise<Response> {
  const caller = await callerOf(req);
  const { body, expiresIn } = await expiresInOf(req, "paths");
  const paths = stringArrayField(body, "paths", MAX_OBJECTS_PER_REQUEST);
  const visible = await ctx.db.transaction(async (tx) => {
    await actAs(tx, req, caller, "storage.object.sign_many");
    const { rows } = await tx.query<{ name: string }>(
      `select o.name from storage.objects o
       where o.bucket_id = $1 and o.name in (select jsonb_array_elements_text($2::jsonb))`,
      [bucket, jsonList(paths)],
    );
    return new Set(rows.map((r) => r.name));
  });
  const results = await Promise.all(
    paths.map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(bucket, path, expiresIn) }
        : { error: "Either the object does not exist or you do not have access to it", path, signedURL: null },
    ),
  );
  return Response.json(results);
}

/** `GET /object/sign/{bucket}/{name}?token=...`: the bytes, if the token is good for this path and the object still exists. */
export async function serveSigned(req: Request, ctx: StorageContext, bucket: string, name: string): Promise<Response> {
  const url = new URL(req.url);
  const { exp } = await verifyToken(url.searchParams.get("token"), "download", bucket, name);
  const object = await findObject(ctx.db, bucket, name);
  return serveObject(ctx.bytes, bucket, object, { download: url.searchParams.get("download"), expires: new Date(exp * 1000) });
}
