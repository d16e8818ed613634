import { notImplemented, RestError } from "./errors";
import type { Condition, Filter } from "./filters";
import type { Media } from "./negotiate";
import type { OrderTerm, RowRange, SelectItem } from "./query-params";
import { ident, type Params } from "./sql";

/** The columns a query may name, and how errors call the source (e.g. `profiles`). */
export interface Source {
  label: string;
  columns: ReadonlySet<string>;
  /** SQL alias the column references are qualified with. */
  alias: string;
  /** Computed fields (functions taking the row), by name: the SQL calling each on this row. */
  computed?: ReadonlyMap<string, string>;
  /** Embedded tables by response key: the SQL of their JSON value, for `key=is.null` filters. */
  embeds?: ReadonlyMap<string, string>;
}

const COMPARISONS: Record<string, string> = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };

/** Postgres's own message for an unknown column (42703, 400). */
export function checkColumn(source: Source, name: string): string {
  if (source.columns.has(name)) return `${source.alias}.${ident(name)}`;
  const computed = source.computed?.get(name);
  if (computed) return computed;
  throw new RestError(400, "42703", `column ${source.label}.${name} does not exist`);
}

/** The select list (`*`, `col`, `alias:col`) as SQL over `source`. */
export function projection(source: Source, select: SelectItem[]): string {
  return select
    .map((item) => {
      if (item.kind === "embed") throw notImplemented(`Embedding ${item.target} in the result of ${source.label}`);
      return item.kind === "star" ? `${source.alias}.*` : `${checkColumn(source, item.name)} as ${ident(item.alias)}`;
    })
    .join(", ");
}

/** Columns a select list needs from a RETURNING clause; null means all of them. */
export function selectedColumns(select: SelectItem[]): string[] | null {
  if (select.some((item) => item.kind !== "column")) return null;
  return [...new Set(select.flatMap((item) => (item.kind === "column" ? [item.name] : [])))];
}

/**
 * WHERE conditions; values are always bound. Postgres infers each parameter's type from
 * the column it is compared with, as PostgREST's "unknown"-typed parameters do; like and
 * ilike compare the column's text form.
 */
export function whereClause(source: Source, conditions: Condition[], params: Params): string {
  if (conditions.length === 0) return "";
  return ` where ${conditions.map((c) => condition(source, c, params)).join(" and ")}`;
}

function condition(source: Source, c: Condition, params: Params): string {
  if (c.kind !== "filter") {
    const inner = c.children.map((child) => condition(source, child, params)).join(` ${c.kind} `);
    return c.negate ? `not (${inner})` : `(${inner})`;
  }
  const embedded = source.embeds?.get(c.column);
  if (embedded !== undefined && !source.columns.has(c.column)) {
    if (c.op !== "is" || c.value !== "null") throw notImplemented(`Filters on embedded ${c.column} other than is.null`);
    return `${embedded} is ${c.negate ? "not " : ""}null`;
  }
  const expr = filterSql(checkColumn(source, c.column), c, params);
  return c.negate ? `not (${expr})` : expr;
}

function filterSql(column: string, f: Filter, params: Params): string {
  const value = f.value;
  switch (f.op) {
    case "in":
      return value.length === 0 ? "false" : `${column} in (${(value as string[]).map((v) => params.add(v)).join(", ")})`;
    case "is":
      return `${column} is ${value as "null" | "true" | "false" | "unknown"}`;
    case "like":
    case "ilike":
      return `${column}::text ${f.op} ${params.add(value)}`;
    default:
      return `${column} ${COMPARISONS[f.op]} ${params.add(value)}`;
  }
}

export function orderClause(source: Source, order: OrderTerm[]): string {
  if (order.length === 0) return "";
  const terms = order.map((t) => {
    const nulls = t.nulls ? ` nulls ${t.nulls}` : "";
    return `${checkColumn(source, t.column)} ${t.descending ? "desc" : "asc"}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/** Supabase's default `max_rows`: reads and RPC results return at most this many rows. */
export const MAX_ROWS = 1000;

export function limitClause(range: RowRange, params: Params): string {
  const limit = Math.min(range.limit ?? MAX_ROWS, MAX_ROWS);
  return ` limit ${params.add(String(limit))} offset ${params.add(String(range.offset))}`;
}

/** The JSON body of a result set `_t`; `scalar` aggregates its `pgrst_scalar` column instead of rows. */
export function bodyExpr(media: Media, mode: "rows" | "scalar" | "setof-scalar" | "single-row" = "rows"): string {
  const item = mode === "scalar" || mode === "setof-scalar" ? "_t.pgrst_scalar" : "_t";
  const single = media.shape === "object" || mode === "scalar" || mode === "single-row";
  const json = single ? `json_agg(${item})->0` : `json_agg(${item})`;
  const stripped = media.stripNulls ? `json_strip_nulls(${json})` : json;
  return `coalesce(${stripped}, '${single ? "null" : "[]"}')::text`;
}
