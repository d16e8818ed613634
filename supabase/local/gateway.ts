import { withRoleJwt } from "./api-keys";
import { handleAuth } from "./auth/index";
import { ATTACHMENT_PATH, serveAttachment } from "./mailbox/attachment";
import { listMail } from "./mailbox/store";
import { renderMailboxPage } from "./mailbox/page";
import { handleRest, type RestContext } from "./rest/index";
import type { StorageContext } from "./storage/context";
import { handleStorage, isOpenStoragePath } from "./storage/index";
import type { AuthContext } from "./types";

/** What supabase-js and @supabase/ssr send; preflights may also ask for more (echoed back). */
const ALLOWED_HEADERS = [
  "authorization", "apikey", "x-client-info", "content-type", "accept", "accept-language", "accept-profile",
  "content-profile", "prefer", "range", "range-unit", "x-supabase-api-version", "x-upsert", "x-retry-count",
  "cache-control", "if-none-match",
];
const EXPOSED_HEADERS = [
  "Content-Range", "Content-Location", "Content-Profile", "Location", "Preference-Applied", "Range-Unit",
  "X-Supabase-Api-Version", "Proxy-Status",
];

/** Auth paths reachable without an API key on Supabase (email links open them in a browser). */
const OPEN_AUTH_PATHS = new Set(["/verify", "/callback", "/authorize", "/.well-known/jwks.json"]);

export interface GatewayContext {
  auth: AuthContext;
  rest: RestContext;
  storage: StorageContext;
}

/** The APIs behind the gateway, and which of their paths need no API key. */
const APIS = [
  { prefix: "/auth/v1", open: (_method: string, subpath: string) => OPEN_AUTH_PATHS.has(subpath) },
  { prefix: "/rest/v1", open: () => false },
  { prefix: "/storage/v1", open: isOpenStoragePath },
] as const;

/**
 * The front door, playing the part of Supabase's API gateway: CORS, the API-key check
 * (opaque sb_ keys swapped for their role's JWT, ./api-keys.ts), and routing to the Auth, REST and Storage APIs and the health check; the mailbox
 * (same origin only) is routed before any of that.
 */
export function createGateway(ctx: GatewayContext): (req: Request) => Promise<Response> {
  return async (req) => (isMailbox(req) ? mailbox(req, ctx) : withCors(req, await route(req, ctx)));
}

const isMailbox = (req: Request) => new URL(req.url).pathname.startsWith("/mailbox");

/**
 * The mailbox holds every account's live links, so it answers its own origin
 * only: no CORS headers (a page elsewhere cannot read it), and a request that
 * says it comes from another site is refused outright.
 */
async function mailbox(req: Request, ctx: GatewayContext): Promise<Response> {
  const url = new URL(req.url);
  const origin = req.headers.get("origin");
  if ((origin && origin !== url.origin) || req.headers.get("sec-fetch-site") === "cross-site") {
    return Response.json({ message: "The mailbox is only served to its own origin" }, { status: 403 });
  }
  const path = url.pathname;
  if (path === "/mailbox" || path === "/mailbox/") return mailboxPage(req, ctx, url);
  if (path === "/mailbox/api/messages") return mailboxApi(req, ctx, url);
  const attachment = ATTACHMENT_PATH.exec(path);
  if (attachment) return serveAttachment(req, ctx.auth.db, Number(attachment[1]), Number(attachment[2]));
  return Response.json({ message: "no Route matched with those values" }, { status: 404 });
}

async function route(req: Request, ctx: GatewayContext): Promise<Response> {
  const url = new URL(req.url);
  const path = url.pathname;
  if (req.method === "OPTIONS") return new Response(null, { status: 200 });
  if (path === "/health" && (req.method === "GET" || req.method === "HEAD")) {
    return Response.json({ status: "ok", service: "local-supabase-stack" });
  }
  for (const { prefix, open } of APIS) {
    if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    const subpath = path.slice(prefix.length) || "/";
    const withKey = open(req.method, subpath) ? req : withApiKey(req, url);
    if (!withKey) {
      return Response.json(
        { message: "No API key found in request", hint: "No `apikey` request header or url param was found." },
        { status: 401 },
      );
    }
    const keyed = withRoleJwt(withKey);
    if (keyed === "invalid") {
      return Response.json(
        { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." },
        { status: 401 },
      );
    }
    if (prefix === "/auth/v1") return handleAuth(keyed, subpath, ctx.auth);
    return prefix === "/rest/v1" ? handleRest(keyed, subpath, ctx.rest) : handleStorage(keyed, subpath, ctx.storage);
  }
  return Response.json({ message: "no Route matched with those values" }, { status: 404 });
}

/**
 * The request if it carries an `apikey` header or a bearer token. A key given as
 * `?apikey=` moves to the header, out of the query string (as Kong's hide_credentials).
 */
function withApiKey(req: Request, url: URL): Request | null {
  if (req.headers.get("apikey") || /^bearer\s+\S/i.test(req.headers.get("authorization") ?? "")) return req;
  const key = url.searchParams.get("apikey");
  if (!key) return null;
  const headers = new Headers(req.headers);
  headers.set("apikey", key);
  const stripped = new URL(url);
  stripped.searchParams.delete("apikey");
  return new Request(stripped, { method: req.method, headers, body: req.body, duplex: "half" } as RequestInit);
}

async function mailboxPage(req: Request, ctx: GatewayContext, url: URL): Promise<Response> {
  if (req.method !== "GET") return Response.json({ message: "Method not allowed" }, { status: 405 });
  const to = url.searchParams.get("to")?.trim() || null;
  return new Response(renderMailboxPage(await listMail(ctx.auth.db, to), to), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'",
      "Cache-Control": "no-store",
    },
  });
}

async function mailboxApi(req: Request, ctx: GatewayContext, url: URL): Promise<Response> {
  if (req.method !== "GET") return Response.json({ message: "Method not allowed" }, { status: 405 });
  const to = url.searchParams.get("to")?.trim() || null;
  return Response.json(await listMail(ctx.auth.db, to), { headers: { "Cache-Control": "no-store" } });
}

/** Kong's CORS plugin: any origin, the API headers, preflights answered for every path. */
function withCors(req: Request, res: Response): Response {
  const headers = new Headers(res.headers);
  headers.set("Access-Control-Allow-Origin", "*");
  headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS.join(", "));
  if (req.method === "OPTIONS") {
    const requested = (req.headers.get("access-control-request-headers") ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    headers.set("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    headers.set("Access-Control-Allow-Headers", [...new Set([...ALLOWED_HEADERS, ...requested])].join(", "));
    headers.set("Access-Control-Max-Age", "3600");
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
