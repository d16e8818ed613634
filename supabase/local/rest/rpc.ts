import type { Queryable } from "../db";
import { bodyExpr, limitClause, orderClause, projection, type Source, whereClause } from "./build";
import type { Catalog, Routine } from "./catalog";
import { notImplemented, RestError } from "./errors";
import type { Media, Preferences } from "./negotiate";
import { closestMatch } from "./fuzzy";
import { invalidBody } from "./payload";
import { parseConditions, type QueryParams } from "./query-params";
import { readResponse, type ResultSet } from "./respond";
import { ident, Params } from "./sql";

/** How a POST body arrived: JSON, or raw text / xml / bytes for a single unnamed parameter. */
export type BodyKind = "json" | "text" | "xml" | "octet";

export interface RpcRequest {
  name: string;
  method: "GET" | "HEAD" | "POST";
  query: QueryParams;
  media: Media;
  prefs: Preferences;
  body: unknown;
  rawBody: string;
  bodyKind: BodyKind;
  /** The body's bytes, for `application/octet-stream`. */
  bytes: Uint8Array | null;
}

/** The parameter type a raw body of each kind is passed to. */
const RAW_TYPES: Record<BodyKind, string[]> = { json: ["json", "jsonb"], text: ["text"], xml: ["xml"], octet: ["bytea"] };

/**
 * POST /rpc/fn with the arguments as a JSON object, or GET /rpc/fn?arg=value. The
 * overload is picked by argument names, as PostgREST does; a function with a single
 * unnamed json, jsonb, text, xml or bytea parameter is called with the raw body when no
 * overload matches by name. Composite results can be filtered, ordered and paged like a table.
 */
export async function callRoutine(tx: Queryable, catalog: Catalog, r: RpcRequest): Promise<Response> {
  const candidates = catalog.routines.get(r.name) ?? [];
  const { args, rest } = splitArguments(r, candidates);
  const keys = Object.keys(args);
  const { fn, raw } = resolve(r, catalog, candidates, keys);
  if (!raw && r.method === "POST" && !isObject(r.body)) throw invalidBody("RPC arguments must be a JSON object");
  if (r.prefs.maxAffected !== null && !fn.returnsSet) {
    throw new RestError(400, "PGRST128",
      "Function must return SETOF or TABLE when max-affected preference is used with handling=strict");
  }
  const conditions = parseConditions(rest);
  const params = new Params();
  const call = raw
    ? rawCallSql(fn, r, params)
    : callSql(fn, keys, r.method === "POST" ? r.rawBody : JSON.stringify(args), params);
  const composite = fn.returns === "composite";
  const plain = r.query.select.length === 1 && r.query.select[0]?.kind === "star";
  if (!composite && (conditions.length || r.query.order.length || !plain)) {
    throw notImplemented(`Filters, order or select on the result of ${fn.name} (it does not return rows)`);
  }
  const source: Source = { label: fn.name, columns: new Set(composite ? fn.columns : ["pgrst_scalar"]), alias: "pgrst_source" };
  const where = whereClause(source, conditions, params);
  const page =
    `select ${composite ? projection(source, r.query.select) : "pgrst_source.pgrst_scalar"} from pgrst_source${where}` +
    `${orderClause(source, r.query.order)}${fn.returnsSet ? limitClause(r.query.range, params) : ""}`;
  const mode = fn.returns === "composite" ? (fn.returnsSet ? "rows" : "single-row") : fn.returnsSet ? "setof-scalar" : "scalar";
  const body = fn.returns === "void" ? "''" : bodyExpr(r.media, mode);
  const total = r.prefs.count ? `(select count(*)::int from pgrst_source${where})` : "null::int";
  const sql =
    `with pgrst_source as materialized (select ${composite ? "pgrst_call.*" : "pgrst_call.pgrst_scalar"} from ${call}) ` +
    `select ${body} as body, count(*)::int as page, ${total} as total from (${page}) _t`;
  const result = (await tx.query<ResultSet>(sql, params.values)).rows[0] as ResultSet;
  if (r.prefs.maxAffected !== null && result.page > r.prefs.maxAffected) {
    // Thrown inside the request's transaction, so whatever the function wrote is rolled back.
    throw new RestError(400, "PGRST124", "Query result exceeds max-affected preference constraint",
      `The query affects ${result.page} rows`);
  }
  if (fn.returns === "void") return new Response(null, { status: 204 });
  return readResponse(result, fn.returnsSet ? r.query.range.offset : 0, r.media, r.method === "HEAD");
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * PostgREST's overload resolution: the functions whose required parameters are exactly
 * the given names (plus any optional ones) win; failing those, a POST may reach the one
 * function whose single unnamed parameter takes the body as it came.
 */
function resolve(r: RpcRequest, catalog: Catalog, candidates: Routine[], keys: string[]): { fn: Routine; raw: boolean } {
  const post = r.method === "POST";
  const named = candidates.filter((fn) => matchesNames(fn, keys, post && r.bodyKind !== "json"));
  const rawBody = candidates.filter((fn) => post && takesRawBody(fn, r.bodyKind));
  if (named.length === 1) return { fn: named[0] as Routine, raw: false };
  if (named.length > 1) throw ambiguous(named);
  if (rawBody.length === 1) return { fn: rawBody[0] as Routine, raw: true };
  if (rawBody.length > 1) throw ambiguous(rawBody);
  throw noRoutine(r, catalog, keys, candidates);
}

function matchesNames(fn: Routine, keys: string[], rawPost: boolean): boolean {
  if (fn.params.length === 0) return keys.length === 0 && !rawPost;
  const optional = new Set(fn.params.filter((p) => p.hasDefault).map((p) => p.name));
  const required = new Set(fn.params.filter((p) => !p.hasDefault).map((p) => p.name));
  const rest = new Set(keys.filter((k) => !optional.has(k)));
  return rest.size === required.size && [...rest].every((k) => required.has(k));
}

function takesRawBody(fn: Routine, kind: BodyKind): boolean {
  const [only, ...others] = fn.params;
  return others.length === 0 && only?.name === "" && RAW_TYPES[kind].includes(only.type);
}

function ambiguous(fns: Routine[]): RestError {
  const list = fns.map((fn) => `public.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`);
  return new RestError(300, "PGRST203", `Could not choose the best candidate function between: ${list.join(", ")}`, null,
    "Try renaming the parameters or the function itself in the database so function overloading can be resolved");
}

/** POST: the body's keys are the arguments. GET: query parameters named like a parameter are. */
function splitArguments(r: RpcRequest, candidates: Routine[]): { args: Record<string, unknown>; rest: [string, string][] } {
  if (r.method === "POST") return { args: r.bodyKind === "json" && isObject(r.body) ? r.body : {}, rest: r.query.rest };
  const names = new Set(candidates.flatMap((fn) => fn.params.map((p) => p.name)));
  const args: Record<string, unknown> = {};
  const rest: [string, string][] = [];
  for (const [key, value] of r.query.rest) {
    if (names.has(key)) args[key] = value;
    else rest.push([key, value]);
  }
  return { args, rest };
}

/** FROM items calling `fn` with named arguments typed by json_to_record, exposing `pgrst_call`. */
function callSql(fn: Routine, keys: string[], argsJson: string, params: Params): string {
  const byName = new Map(fn.params.map((p) => [p.name, p]));
  // A function's one unnamed parameter (`"": value` in the body) is passed by position.
  const unnamed = keys.includes("") ? `${unnamedArgument(byName.get("")?.type ?? "")}` : null;
  const namedKeys = keys.filter((key) => key !== "");
  const named = namedKeys.map((key) => `${byName.get(key)?.variadic ? "variadic " : ""}${ident(key)} := pgrst_body.${ident(key)}`);
  const invoke = invocation(fn, unnamed ? [unnamed] : named);
  if (keys.length === 0) return invoke;
  const typed = namedKeys.map((key) => `${ident(key)} ${byName.get(key)?.type}`).join(", ");
  const body = namedKeys.length
    ? `lateral (select * from json_to_record(pgrst_payload.json_data) as _(${typed})) pgrst_body, `
    : "";
  return `(select ${params.add(argsJson)}::json as json_data) pgrst_payload, ${body}lateral ${invoke}`;
}

function unnamedArgument(type: string): string {
  const extract = type === "json" || type === "jsonb" ? "->" : "->>";
  return `(pgrst_payload.json_data ${extract} '')::${type}`;
}

function invocation(fn: Routine, args: string[]): string {
  const call = `public.${ident(fn.name)}(${args.join(", ")})`;
  return fn.returns === "composite" ? `${call} as pgrst_call` : `(select ${call} as pgrst_scalar) as pgrst_call`;
}

/** The call with the request body, as it came, for the single unnamed parameter. */
function rawCallSql(fn: Routine, r: RpcRequest, params: Params): string {
  const type = fn.params[0]?.type ?? "";
  const value = r.bodyKind === "octet" ? (r.bytes ?? new Uint8Array()) : r.rawBody;
  return invocation(fn, [`${params.add(value)}::${type}`]);
}

function noRoutine(r: RpcRequest, catalog: Catalog, keys: string[], candidates: Routine[]): RestError {
  const qualifiedName = `public.${r.name}`;
  const post = r.method === "POST";
  const rawOnly = post && r.bodyKind !== "json";
  const names = keys.length ? ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}` : " without parameters";
  const searched = !post
    ? names
    : r.bodyKind === "json"
      ? `${names} or with a single unnamed json/jsonb parameter`
      : ` with a single unnamed ${{ text: "text", xml: "xml", octet: "bytea" }[r.bodyKind]} parameter`;
  return new RestError(
    404,
    "PGRST202",
    `Could not find the function ${qualifiedName}${rawOnly ? "" : keys.length ? `(${keys.join(", ")})` : " without parameters"} in the schema cache`,
    `Searched for the function ${qualifiedName}${searched}, but no matches were found in the schema cache.`,
    rawOnly ? null : hint(r.name, keys, catalog, candidates),
  );
}

/**
 * PostgREST's "Perhaps you meant" for an unknown function: the closest parameter list
 * of its overloads, or else the closest function name (a stricter match).
 */
function hint(name: string, keys: string[], catalog: Catalog, candidates: Routine[]): string | null {
  const prefix = "Perhaps you meant to call the function public.";
  const paramList = (names: string[]) => `(${[...names].sort().join(", ")})`;
  if (candidates.length > 0) {
    const match = closestMatch(paramList(keys), candidates.map((fn) => paramList(fn.params.map((p) => p.name))), 0.33);
    return match === null ? null : `${prefix}${name}${match}`;
  }
  const match = closestMatch(name, [...catalog.routines.keys()], 0.75);
  return match === null ? null : `${prefix}${match}`;
}
