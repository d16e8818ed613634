import type { Queryable } from "../db";
import { bodyExpr, checkColumn, orderClause, selectedColumns, whereClause } from "./build";
import { planRead } from "./plan";
import { notImplemented, RestError } from "./errors";
import { contentType, singularityError } from "./negotiate";
import { bodyRows, invalidBody, payloadColumns } from "./payload";
import { contentRange, type ResultSet } from "./respond";
import { qualified, type ReadRequest, relationSource, SOURCE_ALIAS } from "./read";
import { ident, Params } from "./sql";

export interface WriteRequest extends Omit<ReadRequest, "head" | "search"> {
  method: "POST" | "PATCH" | "DELETE";
  body: unknown;
  rawBody: string;
}

/** POST (insert / upsert), PATCH and DELETE, each one statement with a RETURNING CTE. */
export async function writeRelation(tx: Queryable, w: WriteRequest): Promise<Response> {
  const { query } = w;
  if (query.range.offset > 0 || query.range.limit !== null) throw notImplemented("limit/offset on writes");
  if (w.method === "POST" && w.conditions.length > 0) throw notImplemented("Filters on POST");
  if (w.method !== "POST" && w.conditions.length === 0) {
    // Supabase loads pg-safeupdate for the API: no UPDATE / DELETE of a whole table.
    throw new RestError(400, "21000", `${w.method === "PATCH" ? "UPDATE" : "DELETE"} requires a WHERE clause`);
  }
  const params = new Params();
  const mutation =
    w.method === "POST" ? insertSql(w, params) : w.method === "PATCH" ? updateSql(w, params) : deleteSql(w, params);
  const representation = w.prefs.return === "representation";
  const headersOnly = w.prefs.return === "headers-only";
  const body = representation ? bodyExpr(w.media) : headersOnly ? "coalesce((json_agg(_t)->0)::text, '')" : "''";
  const { node } = planRead(w.catalog, w.rel, SOURCE_ALIAS, representation ? query.select : [{ kind: "star" }], [],
    query.embedded, params);
  const sql = mutation
    ? `with pgrst_mutation as (${mutation} returning ${returning(w)}) ` +
      `select ${body} as body, count(*)::int as page, ${INSERTED} as inserted from (` +
      `select ${node.projection} from pgrst_mutation as ${SOURCE_ALIAS}${node.joins}` +
      `${representation ? orderClause(node.source, query.order) : ""}) _t`
    : `select '[]' as body, 0 as page, null::int as inserted`;
  const result = (await tx.query<WriteResult>(sql, params.values)).rows[0] as WriteResult;
  if (w.media.shape === "object" && result.page !== 1) throw singularityError(result.page);
  if (w.prefs.maxAffected !== null && w.method !== "POST" && result.page > w.prefs.maxAffected) {
    throw new RestError(400, "PGRST124", "Query result exceeds max-affected preference constraint",
      `The query affects ${result.page} rows`);
  }
  return respond(w, result, representation, headersOnly ? location(w, result) : null);
}

interface WriteResult extends ResultSet {
  inserted: number | null;
}

/** RETURNING list: the selected (and ordered-by) columns, the primary key for a Location, or `1`. */
function returning(w: WriteRequest): string {
  const source = relationSource(w.rel);
  if (w.prefs.return === "representation") {
    const selected = selectedColumns(w.query.select);
    if (selected === null || selected.some((c) => !w.rel.columns.has(c))) return `${SOURCE_ALIAS}.*`;
    const needed = new Set([...selected, ...w.query.order.map((o) => o.column)]);
    return [...needed].map((c) => checkColumn(source, c)).join(", ") || "1";
  }
  if (w.prefs.return === "headers-only" && w.method === "POST" && w.rel.primaryKey.length > 0) {
    return w.rel.primaryKey.map((c) => `${SOURCE_ALIAS}.${ident(c)}`).join(", ");
  }
  return "1";
}

function insertSql(w: WriteRequest, params: Params): string {
  const columns = payloadColumns(w.rel, w.body, w.query.columns);
  const target = `${qualified(w.rel)} as ${SOURCE_ALIAS}`;
  const rows = bodyRows(w.rel, columns, w.rawBody, params, { single: false, withDefaults: w.prefs.missingDefault });
  const list = columns.map(ident).join(", ");
  const insert = columns.length
    ? `insert into ${target} (${list}) select ${columns.map((c) => `pgrst_body.${ident(c)}`).join(", ")} from ${rows}`
    : `insert into ${target} select from ${rows}`;
  if (!w.prefs.resolution) return insert;
  const conflict = w.query.onConflict ?? w.rel.primaryKey;
  if (conflict.length === 0) throw invalidBody("Upsert needs on_conflict or a primary key");
  const source = relationSource(w.rel);
  const conflictTarget = conflict
    .map((c) => {
      checkColumn(source, c);
      return ident(c);
    })
    .join(", ");
  if (w.prefs.resolution === "ignore-duplicates" || columns.length === 0) {
    return `${insert} on conflict (${conflictTarget}) do nothing`;
  }
  // As PostgREST does: every row offered counts +1 and every row merged -1, so what is
  // left is the number inserted, and an upsert that only updated answers 200.
  const set = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ");
  return `${insert} where ${countInserted("+")} on conflict (${conflictTarget}) do update set ${set} where ${countInserted("-")}`;
}

function countInserted(sign: "+" | "-"): string {
  return `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) is not null`;
}

/** Rows an upsert inserted (see countInserted); null for anything else. */
const INSERTED = "nullif(current_setting('pgrst.inserted', true), '')::int";

function updateSql(w: WriteRequest, params: Params): string | null {
  if (typeof w.body !== "object" || w.body === null || Array.isArray(w.body)) {
    throw invalidBody("PATCH expects a JSON object");
  }
  const columns = payloadColumns(w.rel, w.body, w.query.columns);
  if (columns.length === 0) return null;
  const source = relationSource(w.rel);
  const set = columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`).join(", ");
  const rows = bodyRows(w.rel, columns, w.rawBody, params, { single: true, withDefaults: false });
  return `update ${qualified(w.rel)} as ${SOURCE_ALIAS} set ${set} from ${rows}${whereClause(source, w.conditions, params)}`;
}

function deleteSql(w: WriteRequest, params: Params): string {
  const where = whereClause(relationSource(w.rel), w.conditions, params);
  return `delete from ${qualified(w.rel)} as ${SOURCE_ALIAS}${where}`;
}

/** `/table?pk=eq.value` of the first inserted row, for `return=headers-only`. */
function location(w: WriteRequest, result: ResultSet): string | null {
  if (w.method !== "POST" || w.rel.primaryKey.length === 0 || !result.body) return null;
  const row = JSON.parse(result.body) as Record<string, unknown>;
  const query = w.rel.primaryKey.map((k) => {
    const value = row[k];
    return `${encodeURIComponent(k)}=${value === null ? "is.null" : `eq.${encodeURIComponent(String(value))}`}`;
  });
  return `/${w.rel.name}?${query.join("&")}`;
}

function respond(w: WriteRequest, result: WriteResult, representation: boolean, loc: string | null): Response {
  const total = w.prefs.count ? result.page : null;
  const headers: Record<string, string> = {
    "Content-Range": w.method === "PATCH" ? contentRange(0, result.page, total) : contentRange(1, 0, total),
  };
  if (w.prefs.return) headers["Preference-Applied"] = `return=${w.prefs.return}`;
  if (loc) headers.Location = loc;
  const onlyMerged = w.prefs.resolution === "merge-duplicates" && (result.inserted ?? 0) <= 0;
  const created = w.method === "POST" && !onlyMerged;
  if (!representation) return new Response(null, { status: created ? 201 : w.method === "POST" ? 200 : 204, headers });
  headers["Content-Type"] = contentType(w.media);
  return new Response(result.body, { status: created ? 201 : 200, headers });
}
