// A stand-in for the CDN in front of a deployed Next.js app, run as its own
// process by `npm run bench:pages`: `/_next/static/*` (immutable, content-hashed
// files) is answered from memory, compressed once with Brotli (gzip for clients
// without it) as Vercel's edge serves them; everything else goes to the Next
// server untouched. Without it, `next start` compresses every chunk on every
// request, on the same two cores the browser under test renders with, which
// Lighthouse then reads as the page's own main-thread work.
// Usage: tsx scripts/bench/cdn-front.ts <port> <next server port> <dist dir>
import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const [port, upstreamPort, distDir] = process.argv.slice(2);
if (!port || !upstreamPort || !distDir) throw new Error("usage: cdn-front.ts <port> <next server port> <dist dir>");

const contentTypes: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

interface Asset {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

// Compressed before the front listens, so no page load waits for Brotli's
// slowest setting (a CDN, too, serves every asset already compressed).
const staticDir = path.join(distDir, "static");
const assets = new Map<string, Asset>();
for (const relative of readdirSync(staticDir, { recursive: true, encoding: "utf8" })) {
  const file = path.join(staticDir, relative);
  if (!statSync(file).isFile()) continue;
  const body = readFileSync(file);
  assets.set(`/_next/static/${relative.split(path.sep).join("/")}`, {
    type: contentTypes[path.extname(file)] ?? "application/octet-stream",
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  });
}

http
  .createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://front").pathname;
    if (pathname.startsWith("/_next/static/")) {
      const asset = assets.get(decodeURIComponent(pathname));
      if (!asset) return response.writeHead(404).end();
      const brotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
      const body = brotli ? asset.br : asset.gzip;
      response.writeHead(200, {
        "content-type": asset.type,
        "content-encoding": brotli ? "br" : "gzip",
        "content-length": body.length,
        "cache-control": "public, max-age=31536000, immutable",
        vary: "Accept-Encoding",
      });
      return response.end(body);
    }
    const upstream = http.request(
      { host: "localhost", port: Number(upstreamPort), path: request.url, method: request.method, headers: request.headers },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  })
  .listen(Number(port));
