import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** Largest request body accepted (bytes) by default; Kong's default client_max_body_size is far smaller. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The header the handler reads the connecting socket's address from (auth/http.ts `clientIp`). */
export const PEER_ADDRESS_HEADER = "x-local-stack-peer-address";

export type WebHandler = (req: Request) => Promise<Response>;

/** How large a body a path accepts, and the 413 answer to a larger one. */
export interface BodyLimit {
  maxBytes: number;
  tooLarge(): Response;
}

const DEFAULT_LIMIT: BodyLimit = {
  maxBytes: MAX_BODY_BYTES,
  tooLarge: () => Response.json({ message: "Request body too large" }, { status: 413 }),
};

/**
 * A node:http server that hands each request to `handler` as a web Request, its body
 * read whole first; `limitFor` may give a path its own limit (e.g. Storage uploads).
 */
export function createBridgeServer(handler: WebHandler, limitFor: (pathname: string) => BodyLimit | null = () => null): Server {
  return createServer((req, res) => {
    void serve(handler, req, res, limitFor);
  });
}

async function serve(
  handler: WebHandler,
  req: IncomingMessage,
  res: ServerResponse,
  limitFor: (pathname: string) => BodyLimit | null,
): Promise<void> {
  try {
    const limit = limitFor(new URL(req.url ?? "/", "http://localhost").pathname) ?? DEFAULT_LIMIT;
    const body = await readBody(req, limit.maxBytes);
    if (body === null) {
      await writeResponse(res, limit.tooLarge(), false);
      return;
    }
    const response = await handler(toRequest(req, body));
    await writeResponse(res, response, req.method === "HEAD");
  } catch (error) {
    console.error("[local-stack] request failed:", error);
    if (!res.headersSent) {
      await writeResponse(res, Response.json({ message: "Internal error in the local stack" }, { status: 500 }), false);
    } else res.destroy();
  }
}

/**
 * The whole body, or null when it exceeds `maxBytes`. A body over the limit is still
 * read to its end (and dropped), so the client gets the 413 instead of a reset connection.
 */
async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  return size > maxBytes ? null : Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(":") || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The socket's address, which no client can write: whatever a client sent under this name is replaced.
  headers.set(PEER_ADDRESS_HEADER, req.socket.remoteAddress ?? "");
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, { method: req.method, headers, body: hasBody ? new Uint8Array(body) : null });
}

async function writeResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = head || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body ?? undefined);
}
