import { notImplemented, parseError, RestError } from "./errors";
import { checkFieldName, type Condition, parseFilter, parseLogic } from "./filters";

export type SelectItem = { kind: "star" } | { kind: "column"; name: string; alias: string };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: "first" | "last" | null;
}

/** Rows to skip and the most to return (null: no limit). */
export interface RowRange {
  offset: number;
  limit: number | null;
}

export interface QueryParams {
  select: SelectItem[];
  order: OrderTerm[];
  range: RowRange;
  /** `columns=` of inserts, unquoted. */
  columns: string[] | null;
  onConflict: string[] | null;
  /** Everything else, in order: filters (or RPC arguments for GET /rpc). */
  rest: [string, string][];
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

export function parseQueryParams(url: URL, rangeHeader: string | null): QueryParams {
  const get = (name: string) => url.searchParams.get(name);
  const rest: [string, string][] = [];
  for (const [key, value] of url.searchParams) {
    if (RESERVED.has(key)) continue;
    if (/^[^.]+\.(order|limit|offset|select|or|and)$/.test(key) || /^[^.]+\.not\.(or|and)$/.test(key)) {
      throw notImplemented(`Embedded resources (${key})`);
    }
    rest.push([key, value]);
  }
  return {
    select: parseSelect(get("select") ?? "*"),
    order: parseOrder(get("order")),
    range: parseRange(get("limit"), get("offset"), rangeHeader),
    columns: parseColumnList(get("columns"), "columns"),
    onConflict: parseColumnList(get("on_conflict"), "on_conflict"),
    rest,
  };
}

/** Filters (and `or`/`and` groups) out of the non-reserved parameters. */
export function parseConditions(entries: [string, string][]): Condition[] {
  return entries.map(([key, value]) =>
    /^(not\.)?(or|and)$/.test(key) ? parseLogic(key, value) : parseFilter(key, value),
  );
}

function parseSelect(text: string): SelectItem[] {
  const fail = (details: string) => parseError(`select parameter (${text})`, details);
  if (/[()!]/.test(text)) {
    throw new RestError(
      400,
      "PGRST100",
      `"failed to parse select parameter (${text})"`,
      "Embedded resources, spreads and aggregates in select are not supported by the local stack",
      "Select plain columns of one table (col, alias:col or *) and query related tables separately",
    );
  }
  return text.split(",").map((raw) => {
    const item = raw.trim();
    if (item === "*") return { kind: "star" } as const;
    if (!item) throw fail("empty select item");
    const colon = item.search(/:(?!:)/);
    const alias = colon > 0 && item[colon - 1] !== ":" ? item.slice(0, colon) : null;
    const name = unquoteIdent(alias === null ? item : item.slice(colon + 1));
    checkFieldName(name, `select=${text}`);
    return { kind: "column", name, alias: alias === null ? name : unquoteIdent(alias) };
  });
}

function parseOrder(text: string | null): OrderTerm[] {
  if (!text) return [];
  return text.split(",").map((term) => {
    const parts = term.split(".");
    const column = unquoteIdent(parts.shift() ?? "");
    checkFieldName(column, `order=${text}`);
    const result: OrderTerm = { column, descending: false, nulls: null };
    for (const part of parts) {
      if (part === "asc" || part === "desc") result.descending = part === "desc";
      else if (part === "nullsfirst" || part === "nullslast") result.nulls = part === "nullsfirst" ? "first" : "last";
      else throw parseError(`order (${term})`, `unexpected "${part}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return result;
  });
}

/** `limit`/`offset` intersected with a `Range: 0-9` header, as PostgREST does. */
function parseRange(limit: string | null, offset: string | null, header: string | null): RowRange {
  const int = (value: string, what: string) => {
    if (!/^\d+$/.test(value)) throw parseError(`${what} parameter (${value})`, `${what} must be a non-negative integer`);
    return Number(value);
  };
  let start = offset === null ? 0 : int(offset, "offset");
  let end = limit === null ? Infinity : start + int(limit, "limit") - 1;
  const match = header ? /^(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (match) {
    const lower = Number(match[1]);
    const upper = match[2] ? Number(match[2]) : Infinity;
    if (upper < lower) {
      throw new RestError(416, "PGRST103", "Requested range not satisfiable",
        "The lower boundary must be lower than or equal to the upper boundary in the Range header.");
    }
    if (limit === null && offset === null) [start, end] = [lower, upper];
    else [start, end] = [Math.max(start, lower), Math.min(end, upper)];
  }
  return { offset: start, limit: end === Infinity ? null : Math.max(0, end - start + 1) };
}

function parseColumnList(text: string | null, what: string): string[] | null {
  if (text === null) return null;
  return text.split(",").map((raw) => {
    const name = unquoteIdent(raw.trim());
    checkFieldName(name, `${what}=${text}`);
    return name;
  });
}

function unquoteIdent(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}
