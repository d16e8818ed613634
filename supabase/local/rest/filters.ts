import { notImplemented, parseError } from "./errors";

/** The filter operators of the supported subset. */
const OPERATORS = new Set(["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "in", "is"]);
/** PostgREST operators that exist but are outside the subset: a clear 400, never a guess. */
const UNSUPPORTED = new Set([
  "match", "imatch", "isdistinct", "fts", "plfts", "phfts", "wfts", "cs", "cd", "ov", "sl", "sr", "nxr",
  "nxl", "adj",
]);
const IS_VALUES = new Set(["null", "true", "false", "unknown"]);

export type Operator = "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "in" | "is";

export interface Filter {
  kind: "filter";
  column: string;
  negate: boolean;
  op: Operator;
  /** A single value, the list of `in`, or null|true|false|unknown for `is`. */
  value: string | string[];
}

export interface Logic {
  kind: "and" | "or";
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

/** Column names as PostgREST accepts them, minus JSON paths, casts and embedded targets. */
export function checkFieldName(name: string, where: string): string {
  if (name.includes("->") || name.includes("::")) throw notImplemented(`JSON paths and casts (${where})`);
  if (!name || /[.,()"]/.test(name) || name.includes(":")) {
    if (name.includes(".")) throw notImplemented(`Filtering or ordering on embedded resources (${where})`);
    throw parseError(`filter (${where})`, `invalid column name "${name}"`);
  }
  return name;
}

/** `[not.]op.value` for `column`, as in `?column=not.in.(1,2)`. */
export function parseFilter(column: string, expression: string, inLogic = false): Filter {
  const fail = (details: string) => parseError(`filter (${column}=${expression})`, details);
  checkFieldName(column, `${column}=${expression}`);
  let rest = expression;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const opWithModifier = dot < 0 ? rest : rest.slice(0, dot);
  const raw = dot < 0 ? "" : rest.slice(dot + 1);
  const op = opWithModifier.replace(/\((any|all)\)$/, "");
  if (op !== opWithModifier) throw notImplemented(`The (any)/(all) operator modifiers (${column}=${expression})`);
  if (UNSUPPORTED.has(op)) throw notImplemented(`The "${op}" operator (${column}=${expression})`);
  if (!OPERATORS.has(op) || dot < 0) throw fail(`expected an operator such as eq., in. or is. followed by a value`);
  if (op === "in") {
    if (!raw.startsWith("(") || !raw.endsWith(")")) throw fail("in. expects a list in parentheses: in.(a,b)");
    const inner = raw.slice(1, -1);
    return { kind: "filter", column, negate, op, value: inner === "" ? [] : splitList(inner, fail).map(unquote) };
  }
  if (op === "is") {
    const value = raw.toLowerCase();
    if (!IS_VALUES.has(value)) throw fail("is. accepts only null, true, false or unknown");
    return { kind: "filter", column, negate, op, value };
  }
  const value = inLogic ? unquote(raw) : raw;
  return { kind: "filter", column, negate, op: op as Operator, value: op.endsWith("like") ? value.replaceAll("*", "%") : value };
}

/** The value of `or=(...)` / `and=(...)` (also `not.or`), nested groups included. */
export function parseLogic(key: string, expression: string): Logic {
  const kind = key.replace(/^not\./, "") as "and" | "or";
  const fail = (details: string) => parseError(`logic tree (${key}=${expression})`, details);
  if (!expression.startsWith("(") || !expression.endsWith(")")) throw fail(`expected "(" ... ")"`);
  const items = splitList(expression.slice(1, -1), fail);
  if (items.length === 0) throw fail("expected at least one condition");
  return { kind, negate: key.startsWith("not."), children: items.map((item) => parseLogicItem(item, fail)) };
}

function parseLogicItem(item: string, fail: (d: string) => Error): Condition {
  const group = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (group) return parseLogic(`${group[1] ?? ""}${group[2]}`, group[3] as string);
  const dot = item.indexOf(".");
  if (dot <= 0) throw fail(`"${item}" is not a condition like column.op.value`);
  return parseFilter(item.slice(0, dot), item.slice(dot + 1), true);
}

/** Splits on top-level commas, keeping parentheses groups and "quoted, values" whole. */
function splitList(text: string, fail: (d: string) => Error): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted && ch === "\\" && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")") depth--;
    if (!quoted && depth === 0 && ch === ",") {
      items.push(current);
      current = "";
    } else current += ch;
    if (depth < 0) throw fail("unbalanced parentheses");
  }
  if (quoted || depth !== 0) throw fail("unbalanced quotes or parentheses");
  items.push(current);
  return items;
}

/** `"a,b"` -> `a,b` (backslash escapes allowed inside quotes); bare values stay as they are. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}
