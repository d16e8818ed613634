import type { Queryable } from "../db";
import { ERRORS } from "./errors";

/** One storage.objects row as Storage's API returns it (its objectSchema), built as JSON in SQL. */
export const OBJECT_JSON = `json_build_object('name', o.name, 'bucket_id', o.bucket_id, 'owner', o.owner,
  'owner_id', o.owner_id, 'version', o.version, 'id', o.id, 'updated_at', o.updated_at, 'created_at', o.created_at,
  'last_accessed_at', o.last_accessed_at, 'metadata', o.metadata, 'user_metadata', o.user_metadata)`;

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** The bucket, read with the stack's own role (Storage looks buckets up as its superuser), or null. */
export async function findBucket(q: Queryable, id: string): Promise<Bucket | null> {
  const { rows } = await q.query<{ json: string }>(
    `select json_build_object('id', id, 'public', coalesce(public, false), 'file_size_limit', file_size_limit,
       'allowed_mime_types', allowed_mime_types)::text as json
     from storage.buckets where id = $1`,
    [id],
  );
  return rows[0] ? (JSON.parse(rows[0].json) as Bucket) : null;
}

/** What serving an object needs from its row. */
export interface StoredObject {
  id: string;
  metadata: Record<string, unknown> | null;
}

/**
 * The object `name` of `bucket` as the current role sees it (so RLS applies after
 * `actAs`); Storage's NoSuchKey when there is none.
 */
export async function findObject(q: Queryable, bucket: string, name: string): Promise<StoredObject> {
  const { rows } = await q.query<{ json: string }>(
    `select json_build_object('id', o.id, 'metadata', o.metadata)::text as json
     from storage.objects o where o.name = $1 and o.bucket_id = $2 limit 1`,
    [name, bucket],
  );
  if (!rows[0]) throw ERRORS.noSuchKey();
  return JSON.parse(rows[0].json) as StoredObject;
}
