import type { Queryable } from "../db";
import { bodyExpr, limitClause, orderClause, projection, type Source, whereClause } from "./build";
import type { Catalog, Routine } from "./catalog";
import { notImplemented, RestError } from "./errors";
import type { Media, Preferences } from "./negotiate";
import { invalidBody } from "./payload";
import { parseConditions, type QueryParams } from "./query-params";
import { readResponse, type ResultSet } from "./respond";
import { ident, Params } from "./sql";

export interface RpcRequest {
  name: string;
  method: "GET" | "HEAD" | "POST";
  query: QueryParams;
  media: Media;
  prefs: Preferences;
  body: unknown;
  rawBody: string;
}

/**
 * POST /rpc/fn with the arguments as a JSON object, or GET /rpc/fn?arg=value. The
 * overload is picked by argument names, as PostgREST does; composite results can be
 * filtered, ordered and paged like a table.
 */
export async function callRoutine(tx: Queryable, catalog: Catalog, r: RpcRequest): Promise<Response> {
  const candidates = catalog.routines.get(r.name) ?? [];
  const { args, rest } = splitArguments(r, candidates);
  const keys = Object.keys(args);
  const matches = candidates.filter(
    (fn) =>
      keys.every((key) => fn.params.some((p) => p.name === key)) &&
      fn.params.every((p) => p.hasDefault || keys.includes(p.name)),
  );
  if (matches.length === 0) throw noRoutine(r, keys, candidates);
  if (matches.length > 1) {
    const list = matches.map((fn) => `public.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(", ")})`);
    throw new RestError(300, "PGRST203", `Could not choose the best candidate function between: ${list.join(", ")}`, null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved");
  }
  const fn = matches[0] as Routine;
  const conditions = parseConditions(rest);
  const params = new Params();
  const call = callSql(fn, keys, r.method === "POST" ? r.rawBody : JSON.stringify(args), params);
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
  if (fn.returns === "void") return new Response(null, { status: 204 });
  return readResponse(result, fn.returnsSet ? r.query.range.offset : 0, r.media, r.method === "HEAD");
}

/** POST: the body's keys are the arguments. GET: query parameters named like a parameter are. */
function splitArguments(r: RpcRequest, candidates: Routine[]): { args: Record<string, unknown>; rest: [string, string][] } {
  if (r.method === "POST") {
    if (typeof r.body !== "object" || r.body === null || Array.isArray(r.body)) {
      throw invalidBody("RPC arguments must be a JSON object");
    }
    return { args: r.body as Record<string, unknown>, rest: r.query.rest };
  }
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
  const named = keys.map((key) => `${byName.get(key)?.variadic ? "variadic " : ""}${ident(key)} := pgrst_body.${ident(key)}`);
  const call = `public.${ident(fn.name)}(${named.join(", ")})`;
  const invoke = fn.returns === "composite" ? `${call} as pgrst_call` : `(select ${call} as pgrst_scalar) as pgrst_call`;
  if (keys.length === 0) return invoke;
  const typed = keys.map((key) => `${ident(key)} ${byName.get(key)?.type}`).join(", ");
  return (
    `(select ${params.add(argsJson)}::json as json_data) pgrst_payload, ` +
    `lateral (select * from json_to_record(pgrst_payload.json_data) as _(${typed})) pgrst_body, lateral ${invoke}`
  );
}

function noRoutine(r: RpcRequest, keys: string[], candidates: Routine[]): RestError {
  const qualifiedName = `public.${r.name}`;
  const withParams = keys.length ? ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}` : " without parameters";
  const json = r.method === "POST" ? " or with a single unnamed json/jsonb parameter" : "";
  const suggestion = candidates[0];
  return new RestError(
    404,
    "PGRST202",
    `Could not find the function ${qualifiedName}${keys.length ? `(${keys.join(", ")})` : " without parameters"} in the schema cache`,
    `Searched for the function ${qualifiedName}${withParams}${json}, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function public.${suggestion.name}(${suggestion.params.map((p) => p.name).join(", ")})` : null,
  );
}
