import { ERRORS } from "./errors";
import { integerField, readJsonBody, requiredKeys, stringField, type JsonBody } from "./request";
import { actAs, callerOf } from "./scope";
import type { StorageContext } from "./context";

const SORT_COLUMNS = ["name", "updated_at", "created_at", "last_accessed_at"] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

function sortOf(body: JsonBody): { column: SortColumn; descending: boolean } {
  const sortBy = body.sortBy;
  if (sortBy === undefined) return { column: "name", descending: false };
  if (!sortBy || typeof sortBy !== "object" || Array.isArray(sortBy)) throw ERRORS.invalidRequest("body/sortBy must be object");
  const { column, order } = sortBy as Record<string, unknown>;
  if (column === undefined) throw ERRORS.invalidRequest("body/sortBy must have required property 'column'");
  if (!SORT_COLUMNS.includes(column as SortColumn)) {
    throw ERRORS.invalidRequest("body/sortBy/column must be equal to one of the allowed values");
  }
  if (order !== undefined && order !== "asc" && order !== "desc") {
    throw ERRORS.invalidRequest("body/sortBy/order must be equal to one of the allowed values");
  }
  return { column: column as SortColumn, descending: order === "desc" };
}

/**
 * `POST /object/list/{bucket}` `{prefix, limit, offset, sortBy, search}` (storage-js
 * `list`), the basic behaviour of Storage's `storage.search`: one level under `prefix`,
 * matched case-insensitively (and further narrowed to names starting with `search`),
 * as the caller sees the objects under RLS. Folders come as entries with only a name;
 * sorted by name, folders and files interleave; by another column, folders come first.
 */
export async function list(req: Request, ctx: StorageContext, bucket: string): Promise<Response> {
  const caller = await callerOf(req);
  const body = await readJsonBody(req);
  requiredKeys(body, "prefix");
  let prefix = stringField(body, "prefix") as string;
  if (prefix.length > 0 && !prefix.endsWith("/")) prefix = `${prefix}/`;
  const limit = Math.min(integerField(body, "limit", 1) ?? 100, 1500);
  const offset = integerField(body, "offset", 0) ?? 0;
  const search = stringField(body, "search") ?? "";
  const { column, descending } = sortOf(body);
  const dir = descending ? "desc" : "asc";
  const order =
    column === "name"
      ? `lower(e.name) collate "C" ${dir}`
      : `e.is_folder desc, case when e.is_folder then lower(e.name) end collate "C" ${dir}, e.${column} ${dir}, lower(e.name) collate "C"`;
  const json = await ctx.db.transaction(async (tx) => {
    await actAs(tx, req, caller, "storage.object.list");
    const { rows } = await tx.query<{ json: string }>(
      `with matched as (
         select o.*, substr(o.name, length($2::text) + 1) as rest from storage.objects o
         where o.bucket_id = $1 and lower(left(o.name, length($2::text || $3::text))) = lower($2::text || $3::text)),
       entries as (
         select distinct split_part(m.rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
                true as is_folder
         from matched m where strpos(m.rest, '/') > 1
         union all
         select m.rest, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata, false
         from matched m where m.rest <> '' and strpos(m.rest, '/') = 0),
       numbered as (select e.*, row_number() over (order by ${order}) as n from entries e)
       select coalesce(json_agg(json_build_object('name', name, 'id', id, 'updated_at', updated_at,
         'created_at', created_at, 'last_accessed_at', last_accessed_at, 'metadata', metadata) order by n), '[]')::text as json
       from numbered where n > $4::int and n <= $4::int + $5::int`,
      [bucket, prefix, search, offset, limit],
    );
    return rows[0]?.json ?? "[]";
  });
  return new Response(json, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
