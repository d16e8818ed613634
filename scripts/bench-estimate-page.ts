import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { startStack } from "@/supabase/local/index";
import { compare, quantile, report, sessionCookie } from "./bench/booking-client";
import { freePort, run, startProcess, stopAll, waitFor } from "./bench/processes";
import { keepingNextConfigFiles } from "./keep-files";

// The customer's request page with an estimate (two sent versions, six
// lines each) against the same page without one, in one run on one built
// site (docs/performance.md): RUNS requests of each, alternating, after a
// warm-up. Prints p50/p95 of each and their ratio; the budget is at most
// 1.10 at p95. `npm run bench:estimate-page [-- --runs 60] [-- --keep]`.

const args = process.argv.slice(2);
const runs = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 60;
const repo = process.cwd();
const distDir = ".next-bench";
const next = path.join(repo, "node_modules", "next", "dist", "bin", "next");

async function main() {
  const sitePort = await freePort();
  const site = `http://localhost:${sitePort}`;
  const stack = await startStack({ host: "127.0.0.1", port: 0, smtpPort: 0, dataDir: null, siteUrl: site, fresh: true });
  const env = { NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SUPABASE_URL: stack.url, NEXT_PUBLIC_SITE_URL: site, NEXT_TELEMETRY_DISABLED: "1" };
  console.log("▶ Building the site");
  await keepingNextConfigFiles(() => run("npm", ["run", "--silent", "build"], { env }));
  startProcess("site", "node", [next, "start", "--port", String(sitePort)], { env });
  await waitFor(site);

  const { cookie } = await sessionCookie(stack.url);
  const sql = <T>(text: string, params?: unknown[]) => stack.db.query<T>(text, params);
  const { rows } = await sql<{ id: string }>(
    `insert into public.service_requests (user_id, title, description, service_type)
     select u.id, 'Laptop will not boot #' || g, 'It shows a black screen after the logo appears.', 'computerRepair'
     from auth.users u, generate_series(1, 2) g where u.email = 'bench@example.com' returning id`,
  );
  const [withEstimate, without] = [rows[0]!.id, rows[1]!.id];
  const lines = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ kind: "part", description: `Part ${i + 1}`, quantity: 1 + i, unitPriceCents: 1999 + i * 500 })));
  const until = addDays(businessToday(), 14);
  await sql("select set_config('request.jwt.claims', '{\"role\":\"service_role\"}', false)");
  for (let version = 0; version < 2; version++) {
    const { rows: draft } = await sql<{ id: string }>("select id from private.save_estimate_draft($1, $2::jsonb, 0, 'Parts in two days.', $3::date)", [withEstimate, lines, until]);
    await sql("select private.send_estimate($1)", [draft[0]!.id]);
  }
  await sql("select set_config('request.jwt.claims', '', false)");

  const get = async (id: string) => {
    const began = performance.now();
    const response = await fetch(`${site}/service-request/${id}`, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`GET /service-request/${id}: ${response.status}`);
    if (id === withEstimate && !html.includes("data-testid=\"current-estimate\"")) throw new Error("the estimate is missing from the page");
    return performance.now() - began;
  };
  for (let i = 0; i < 10; i++) await get(i % 2 ? withEstimate : without);
  const times = { with: [] as number[], without: [] as number[] };
  for (let i = 0; i < runs * 2; i++) {
    if (i % 2) times.with.push(await get(withEstimate));
    else times.without.push(await get(without));
  }
  report("Request page without an estimate", times.without, "requests");
  report("Request page with an estimate   ", times.with, "requests");
  compare("with / without", times.with, times.without);
  const ratio = quantile(times.with, 0.95) / quantile(times.without, 0.95);
  console.log(`p95 with / without: ${ratio.toFixed(2)} (budget: at most 1.10)`);
  if (!args.includes("--keep")) rmSync(path.join(repo, distDir), { recursive: true, force: true });
  await stack.stop();
  if (ratio > 1.1) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
