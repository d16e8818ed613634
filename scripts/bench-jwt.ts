// `npm run bench:jwt`: what a legacy HS256 project costs per signed-in page,
// against asymmetric (ES256) signing keys, in one run (docs/performance.md).
// Serves the end-to-end build (`npm run build:e2e` first, with the same
// E2E_PORT_OFFSET) and starts two in-memory local stacks, one signing ES256
// (its key in the JWKS) and one HS256 (shared secret, empty JWKS). A front on
// the end-to-end stack port, where the build expects Supabase, sends each
// request to the stack of the current turn and counts the Auth requests. One
// customer is signed in on each stack; then /dashboard (the proxy and the page
// each ask Auth's GET /user) and /services (a public page: the proxy runs
// getClaims()) are fetched on both stacks in turns, ROUNDS times after a
// warm-up, each timed until its whole HTML has arrived. Prints p50/p95 and
// Auth requests per page, and the HS256/ES256 ratio; exits non-zero when the
// ES256 public page asked GET /user at all (getClaims() must verify locally).
// Options: --rounds N (default 60).
import { createServer, type IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import { startStack, type RunningStack } from "@/supabase/local/index";
import { quantile, sessionCookie } from "./bench/booking-client";
import { assertPortFree, startProcess, stopAll, waitFor } from "./bench/processes";
import { e2eEnv, e2ePorts } from "./e2e-env";

const args = process.argv.slice(2);
const rounds = Number(args.includes("--rounds") ? args[args.indexOf("--rounds") + 1] : 60);
const ALGS = ["ES256", "HS256"] as const;
type Alg = (typeof ALGS)[number];
const PAGES = ["/dashboard", "/services"];

const stacks = new Map<Alg, RunningStack>();
let target: Alg = "ES256";
const asked = { auth: 0, user: 0 };

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks))).on("error", reject);
  });

/** The front the site talks to: forwards to the stack of this turn, counting Auth requests. */
const front = createServer((req, res) => {
  const path = req.url ?? "/";
  if (path.startsWith("/auth/v1/")) asked.auth++;
  if (path.split("?")[0] === "/auth/v1/user") asked.user++;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string" && !["host", "connection", "content-length"].includes(name)) headers.set(name, value);
  }
  body(req)
    .then((payload) =>
      fetch(`${stacks.get(target)!.url}${path}`, { method: req.method, headers, body: payload.length ? new Uint8Array(payload) : undefined }),
    )
    .then(async (answer) => {
      const out = Buffer.from(await answer.arrayBuffer());
      const kept = [...answer.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name));
      res.writeHead(answer.status, Object.fromEntries(kept)).end(out);
    })
    .catch((error: unknown) => res.writeHead(502).end(String(error)));
});

async function main() {
  await Promise.all([assertPortFree(e2ePorts.stack), assertPortFree(e2ePorts.site)]);
  const site = `http://localhost:${e2ePorts.site}`;
  for (const jwtAlg of ALGS) {
    stacks.set(jwtAlg, await startStack({ host: "127.0.0.1", port: 0, smtpPort: 0, dataDir: null, siteUrl: site, fresh: true, jwtAlg }));
  }
  await new Promise<void>((resolve) => front.listen(e2ePorts.stack, "127.0.0.1", resolve));
  startProcess("site", "npx", ["next", "start", "--port", String(e2ePorts.site)], { env: e2eEnv });
  await waitFor(site);

  // Both stacks' session cookies share one name (sb-127-auth-token): the front's host.
  const cookies = new Map<Alg, string>();
  for (const alg of ALGS) cookies.set(alg, (await sessionCookie(stacks.get(alg)!.url)).cookie);

  const time = async (alg: Alg, page: string) => {
    target = alg;
    asked.auth = 0;
    asked.user = 0;
    const start = performance.now();
    const response = await fetch(`${site}${page}`, { headers: { cookie: cookies.get(alg)! }, redirect: "manual" });
    await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${page} on the ${alg} stack: HTTP ${response.status}`);
    return { ms, ...asked };
  };

  for (let i = 0; i < 5; i++) for (const page of PAGES) for (const alg of ALGS) await time(alg, page);
  const results = new Map(PAGES.flatMap((page) => ALGS.map((alg) => [`${page} ${alg}`, { ms: [] as number[], auth: 0, user: 0 }])));
  for (let i = 0; i < rounds; i++) {
    for (const page of PAGES) {
      // Alternate which stack goes first, so neither always follows the other.
      for (const alg of i % 2 ? [...ALGS].reverse() : ALGS) {
        const { ms, auth, user } = await time(alg, page);
        const result = results.get(`${page} ${alg}`)!;
        result.ms.push(ms);
        result.auth += auth;
        result.user += user;
      }
    }
  }

  const at = (list: number[], q: number) => quantile(list, q).toFixed(1);
  console.log(`\n${rounds} rounds, both stacks in turns\n`);
  console.log("| page | signing | p50 ms | p95 ms | Auth requests per page | of them GET /user |");
  console.log("|---|---|---|---|---|---|");
  for (const [key, { ms, auth, user }] of results) {
    const [page, alg] = key.split(" ");
    console.log(`| ${page} | ${alg} | ${at(ms, 0.5)} | ${at(ms, 0.95)} | ${(auth / rounds).toFixed(2)} | ${(user / rounds).toFixed(2)} |`);
  }
  console.log("");
  for (const page of PAGES) {
    const es = results.get(`${page} ES256`)!.ms;
    const hs = results.get(`${page} HS256`)!.ms;
    const diff = (q: number) => (quantile(hs, q) - quantile(es, q)).toFixed(1);
    const ratio = (q: number) => (quantile(hs, q) / quantile(es, q)).toFixed(2);
    console.log(`${page}: HS256 costs ${diff(0.5)} ms at p50 (×${ratio(0.5)}), ${diff(0.95)} ms at p95 (×${ratio(0.95)})`);
  }
  const localUser = results.get("/services ES256")!.user;
  if (localUser > 0) {
    console.error(`\nWith ES256 the public page asked GET /user ${localUser} times: getClaims() should verify locally.`);
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    stopAll();
    front.close();
    for (const stack of stacks.values()) await stack.stop();
  });
