import type { Db, Queryable } from "../db";
import type { JwtClaims } from "../types";
import type { Catalog, CatalogCache, Relation } from "./catalog";
import { requestClaims } from "./claims";
import { notImplemented, RestError, toRestError } from "./errors";
import { negotiateMedia, parsePrefer } from "./negotiate";
import { parseJsonBody } from "./payload";
import { parseConditions, parseQueryParams } from "./query-params";
import { readRelation } from "./read";
import { type BodyKind, callRoutine } from "./rpc";
import { writeRelation } from "./write";

export interface RestContext {
  db: Db;
  catalog: CatalogCache;
}

type Route = { kind: "table" | "rpc"; name: string };
type Method = "GET" | "HEAD" | "POST" | "PATCH" | "DELETE";

/**
 * `/rest/v1/*` (`subpath` is what follows `/rest/v1`). Each request is one transaction,
 * read-only for GET/HEAD, run as the JWT's role with `request.jwt.claims` and friends
 * set, so grants and RLS decide what it may see and change.
 */
export async function handleRest(req: Request, subpath: string, ctx: RestContext): Promise<Response> {
  let authed = false;
  try {
    const claims = await requestClaims(req);
    authed = claims.role !== "anon";
    const route = parseRoute(subpath);
    const method = checkMethod(req.method, route);
    checkProfile(req, method);
    const url = new URL(req.url);
    const query = parseQueryParams(url, req.headers.get("range"));
    const media = negotiateMedia(req.headers.get("accept"));
    const prefs = parsePrefer(req.headers.get("prefer"));
    const payload = method === "POST" || method === "PATCH" ? await readBody(req, route) : EMPTY_BODY;
    const { rawBody, bodyKind, bytes } = payload;
    const body = bodyKind === "json" ? parseJsonBody(rawBody) : null;
    const readOnly = method === "GET" || method === "HEAD";
    return await ctx.db.transaction(async (tx) => {
      if (readOnly) await tx.query("set transaction read only");
      const catalog = await ctx.catalog.get(tx);
      await setRequestContext(tx, req, claims, subpath);
      if (route.kind === "rpc") {
        const rpcMethod = method as "GET" | "HEAD" | "POST";
        return callRoutine(tx, catalog, {
          name: route.name, method: rpcMethod, query, media, prefs, body, rawBody, bodyKind, bytes,
        });
      }
      const rel = findRelation(catalog, route.name);
      const conditions = parseConditions(query.rest);
      if (readOnly) {
        return readRelation(tx, { catalog, rel, query, conditions, media, prefs, head: method === "HEAD", search: url.search });
      }
      const writeMethod = method as "POST" | "PATCH" | "DELETE";
      return writeRelation(tx, { catalog, rel, query, conditions, media, prefs, method: writeMethod, body, rawBody });
    });
  } catch (error) {
    return toRestError(error, authed).toResponse();
  }
}

function parseRoute(subpath: string): Route {
  const parts = subpath.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) throw notImplemented("The OpenAPI description at /rest/v1/");
  if (parts.length === 1) return { kind: "table", name: parts[0] as string };
  if (parts.length === 2 && parts[0] === "rpc") return { kind: "rpc", name: parts[1] as string };
  throw new RestError(404, "PGRST125", "Invalid path specified in request URL");
}

/** The method if the route allows it (RPC: GET, HEAD, POST). */
function checkMethod(method: string, route: Route): Method {
  const allowed: string[] = route.kind === "rpc" ? ["GET", "HEAD", "POST"] : ["GET", "HEAD", "POST", "PATCH", "DELETE"];
  if (allowed.includes(method)) return method as Method;
  if (route.kind === "rpc") throw new RestError(405, "PGRST101", `Cannot use the ${method} method on RPC`);
  if (method === "PUT") throw notImplemented("PUT (single-row upsert)");
  throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
}

/** Only the `public` schema is exposed, as on a default Supabase project. */
function checkProfile(req: Request, method: string): void {
  const header = method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile";
  const schema = req.headers.get(header);
  if (schema !== null && schema !== "public") {
    throw new RestError(406, "PGRST106", `Invalid schema: ${schema}`, null, "Only the following schemas are exposed: public");
  }
}

interface Payload {
  rawBody: string;
  bodyKind: BodyKind;
  bytes: Uint8Array | null;
}

const EMPTY_BODY: Payload = { rawBody: "", bodyKind: "json", bytes: null };

const RAW_BODY_KINDS: Record<string, BodyKind> = {
  "text/plain": "text",
  "text/xml": "xml",
  "application/octet-stream": "octet",
};

/** JSON for tables; an RPC also takes text, xml or bytes for a single unnamed parameter. */
async function readBody(req: Request, route: Route): Promise<Payload> {
  const type = req.headers.get("content-type");
  const mime = (type ?? "application/json").split(";")[0]?.trim().toLowerCase() ?? "";
  if (mime === "application/json") return { rawBody: await req.text(), bodyKind: "json", bytes: null };
  const kind = route.kind === "rpc" ? RAW_BODY_KINDS[mime] : undefined;
  if (!kind) throw notImplemented(`Request bodies of type ${type}`);
  if (kind === "octet") return { rawBody: "", bodyKind: kind, bytes: new Uint8Array(await req.arrayBuffer()) };
  return { rawBody: await req.text(), bodyKind: kind, bytes: null };
}

function findRelation(catalog: Catalog, name: string): Relation {
  const rel = catalog.relations.get(name);
  if (!rel) throw new RestError(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`);
  return rel;
}

/** PostgREST's per-request settings, all transaction-local. */
async function setRequestContext(tx: Queryable, req: Request, claims: JwtClaims, path: string): Promise<void> {
  const headers = Object.fromEntries(req.headers);
  const cookies = Object.fromEntries(
    (req.headers.get("cookie") ?? "").split(";").flatMap((pair) => {
      const eq = pair.indexOf("=");
      return eq > 0 ? [[pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()]] : [];
    }),
  );
  await tx.query(
    `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
            set_config('request.path', $4, true), set_config('request.headers', $5, true),
            set_config('request.cookies', $6, true)`,
    [claims.role, JSON.stringify(claims), req.method, path, JSON.stringify(headers), JSON.stringify(cookies)],
  );
}
