import { notImplemented, parseError, RestError } from "./errors";
import { checkFieldName, type Condition, parseFilter, parseLogic } from "./filters";

export type SelectItem = { kind: "star" } | { kind: "column"; name: string; alias: string } | EmbedItem;

/** `alias:target!hint!inner(select)` or `...target(select)`: a related table, through a foreign key. */
export interface EmbedItem {
  kind: "embed";
  target: string;
  /** The key in the response (the target unless aliased). */
  alias: string;
  hint: string | null;
  join: "inner" | "left" | null;
  spread: boolean;
  select: SelectItem[];
}

/** `embed.order`, `embed.limit`, `embed.offset` and filters on an embedded table, by its path (`a.b`). */
export interface EmbeddedParams {
  order: OrderTerm[];
  range: RowRange;
  rest: [string, string][];
}

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
  /** Parameters of embedded tables, by path. */
  embedded: Map<string, EmbeddedParams>;
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

export function parseQueryParams(url: URL, rangeHeader: string | null): QueryParams {
  const get = (name: string) => url.searchParams.get(name);
  const rest: [string, string][] = [];
  const embedded = new Map<string, EmbeddedParams>();
  const at = (path: string) => {
    let params = embedded.get(path);
    if (!params) embedded.set(path, (params = { order: [], range: { offset: 0, limit: null }, rest: [] }));
    return params;
  };
  for (const [key, value] of url.searchParams) {
    if (RESERVED.has(key)) continue;
    const logic = /^(.+)\.((?:not\.)?(?:or|and))$/.exec(key);
    const dot = key.lastIndexOf(".");
    if (/^(not\.)?(or|and)$/.test(key)) rest.push([key, value]);
    else if (logic) at(logic[1] as string).rest.push([logic[2] as string, value]);
    else if (dot < 0 || key.startsWith("not.")) rest.push([key, value]);
    else {
      const [path, name] = [key.slice(0, dot), key.slice(dot + 1)];
      if (name === "select") throw notImplemented(`The ${key} parameter`);
      if (name === "order") at(path).order = parseOrder(value);
      else if (name === "limit" || name === "offset") {
        const range = at(path).range;
        const n = parseCount(value, name);
        if (name === "limit") range.limit = n;
        else range.offset = n;
      } else at(path).rest.push([name, value]);
    }
  }
  return {
    select: parseSelect(get("select") ?? "*"),
    order: parseOrder(get("order")),
    range: parseRange(get("limit"), get("offset"), rangeHeader),
    columns: parseColumnList(get("columns"), "columns"),
    onConflict: parseColumnList(get("on_conflict"), "on_conflict"),
    rest,
    embedded,
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
  return splitTopLevel(text, fail).map((raw) => parseSelectItem(raw.trim(), text, fail));
}

function parseSelectItem(item: string, text: string, fail: (details: string) => Error): SelectItem {
  if (item === "*") return { kind: "star" };
  if (!item) throw fail("empty select item");
  const open = item.indexOf("(");
  if (open >= 0) {
    if (!item.endsWith(")")) throw fail(`unexpected text after ")" in "${item}"`);
    return parseEmbed(item.slice(0, open), item.slice(open + 1, -1), text, fail);
  }
  if (item.includes("!")) throw fail(`"${item}": a hint (!) belongs to an embedded table, as in table!hint(*)`);
  const colon = item.search(/:(?!:)/);
  const alias = colon > 0 && item[colon - 1] !== ":" ? item.slice(0, colon) : null;
  const name = unquoteIdent(alias === null ? item : item.slice(colon + 1));
  checkFieldName(name, `select=${text}`);
  return { kind: "column", name, alias: alias === null ? name : unquoteIdent(alias) };
}

function parseEmbed(head: string, inner: string, text: string, fail: (details: string) => Error): EmbedItem {
  let rest = head;
  const spread = rest.startsWith("...");
  if (spread) rest = rest.slice(3);
  const colon = rest.indexOf(":");
  const alias = colon > 0 ? unquoteIdent(rest.slice(0, colon)) : null;
  if (colon > 0) rest = rest.slice(colon + 1);
  const [target = "", ...modifiers] = rest.split("!").map(unquoteIdent);
  if (target.includes(".") || (inner.trim() === "" && ["count", "sum", "avg", "min", "max"].includes(target))) {
    throw notImplemented(`Aggregate functions in select (${text})`);
  }
  if (!target || /[,()"]/.test(target)) throw fail(`invalid embedded table "${head}"`);
  let hint: string | null = null;
  let join: EmbedItem["join"] = null;
  for (const modifier of modifiers) {
    if (modifier === "inner" || modifier === "left") join = modifier;
    else if (hint === null && modifier) hint = modifier;
    else throw fail(`unexpected "!${modifier}" in "${head}"`);
  }
  const select = inner.trim() === "" ? [] : splitTopLevel(inner, fail).map((raw) => parseSelectItem(raw.trim(), text, fail));
  return { kind: "embed", target, alias: alias ?? target, hint, join, spread, select };
}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string, fail: (details: string) => Error): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")" && --depth < 0) throw fail("unbalanced parentheses");
    if (ch === "," && depth === 0 && !quoted) {
      items.push(current);
      current = "";
    } else current += ch;
  }
  if (depth !== 0 || quoted) throw fail("unbalanced parentheses or quotes");
  items.push(current);
  return items;
}

function parseOrder(text: string | null): OrderTerm[] {
  if (!text) return [];
  return text.split(",").map((term) => {
    const parts = term.split(".");
    const column = unquoteIdent(parts.shift() ?? "");
    if (column.includes("(")) throw notImplemented(`Ordering by an embedded table's column (order=${text})`);
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

function parseCount(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`${what} parameter (${value})`, `${what} must be a non-negative integer`);
  return Number(value);
}

/** `limit`/`offset` intersected with a `Range: 0-9` header, as PostgREST does. */
function parseRange(limit: string | null, offset: string | null, header: string | null): RowRange {
  const int = parseCount;
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
