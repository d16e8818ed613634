import type { Relation } from "./catalog";
import { RestError } from "./errors";
import { ident, type Params } from "./sql";

/** PGRST102 for a body that is not what the method needs. */
export function invalidBody(message: string): RestError {
  return new RestError(400, "PGRST102", message);
}

/** The request body as JSON; an empty body is `{}` as PostgREST treats it. */
export function parseJsonBody(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody("Empty or invalid json");
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Columns a write sets: the `columns=` parameter when given, else the body's keys (all
 * objects of an array body must have the same keys). Each must exist (PGRST204).
 */
export function payloadColumns(rel: Relation, body: unknown, columnsParam: string[] | null): string[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw invalidBody("All elements of the JSON body must be objects");
  let columns = columnsParam;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    const same = rows.every((row) => {
      const keys = Object.keys(row);
      return keys.length === first.length && keys.every((k) => first.includes(k));
    });
    if (!same) throw invalidBody("All object keys must match");
    columns = first;
  }
  for (const column of columns) {
    if (!rel.columns.has(column)) {
      throw new RestError(400, "PGRST204", `Could not find the '${column}' column of '${rel.name}' in the schema cache`);
    }
  }
  return [...new Set(columns)];
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * FROM items that turn the bound JSON body into typed rows named `pgrst_body`, the way
 * PostgREST does (json_to_recordset with the catalog's column types). With `withDefaults`,
 * keys missing from an object take the column default instead of NULL.
 */
export function bodyRows(
  rel: Relation,
  columns: string[],
  rawBody: string,
  params: Params,
  opts: { single: boolean; withDefaults: boolean },
): string {
  const asArray = opts.single ? rawBody : rawBody.trim().startsWith("[") ? rawBody : `[${rawBody}]`;
  const json = opts.withDefaults ? "jsonb" : "json";
  const payload = `(select ${params.add(asArray)}::${json} as json_data) pgrst_payload`;
  if (columns.length === 0) return `${payload}, lateral ${json}_array_elements(pgrst_payload.json_data) pgrst_body`;
  const typed = columns.map((c) => `${ident(c)} ${rel.columns.get(c)?.type}`).join(", ");
  const fn = opts.single ? `${json}_to_record` : `${json}_to_recordset`;
  if (!opts.withDefaults) {
    return `${payload}, lateral (select * from ${fn}(pgrst_payload.json_data) as _(${typed})) pgrst_body`;
  }
  const defaults = columns.flatMap((c) => {
    const def = rel.columns.get(c)?.default;
    return def ? [`${literal(c)}, ${def}`] : [];
  });
  const merged =
    `lateral (select jsonb_agg(jsonb_build_object(${defaults.join(", ")}) || elem) as val ` +
    `from jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_defaults`;
  return `${payload}, ${merged}, lateral (select * from jsonb_to_recordset(pgrst_defaults.val) as _(${typed})) pgrst_body`;
}
