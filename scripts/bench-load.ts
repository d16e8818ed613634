// `npm run bench:load`: the site under concurrent users. Builds the site (into
// .next-bench), serves it with a fresh in-memory local stack, signs CUSTOMERS
// customers in through the real auth API, then drives each scenario with
// autocannon for a fixed time at 1, 10 and 50 concurrent connections:
//  - public: the static public pages, both languages;
//  - dashboard: each connection a signed-in customer loading /dashboard;
//  - mix: the same, with one request in ten booking an appointment through
//    the server action (contested slots: most are refused, none may overlap);
//  - reference: a bare Next.js page rendered per request (scripts/bench/
//    reference-app.ts), served by its own `next start`: what any dynamic page
//    costs on this machine, the yardstick for the dashboard.
// Prints requests/s, p50/p95/p99 latency, errors (non-2xx/3xx, timeouts), the
// CPU share of the Next server and of the stack and the Next server's CPU
// milliseconds per request, then checks the database for double bookings.
// Options: --seconds N (default 10), --keep, --baseline <git ref>: also
// build that commit (a temporary worktree) and load its dashboard against the
// same stack, right after this one's, for a before/after from one run.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon, { type Request } from "autocannon";
import { BOOKING_SLOTS } from "@/lib/rules/business-rules";
import { LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { createNodeClient } from "@/tests/helpers/stack";
import { actionHeaders, freeSlots, quantile, sessionCookie } from "./bench/booking-client";
import { serveBaseline } from "./bench/baseline";
import { afterStop, freePort, run, runBench, startProcess, waitFor } from "./bench/processes";
import { writeReferenceApp } from "./bench/reference-app";
import { keepingNextConfigFiles } from "./keep-files";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seconds = Number(option("--seconds") ?? 10);
const baselineRef = option("--baseline");
const CONCURRENCY = [1, 10, 50];
const CUSTOMERS = 50;
const PUBLIC_PAGES = ["/", "/services", "/services/computer-repair", "/about", "/contact", "/reviews", "/es", "/es/services", "/es/contact"];
const repo = process.cwd();
const distDir = ".next-bench";
const next = path.join(repo, "node_modules", "next", "dist", "bin", "next");

/** CPU seconds used so far by every live process in a process group (the child and what it spawned), from /proc in clock ticks. */
function groupCpuSeconds(pgid: number) {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // Exited meanwhile.
    }
    // After "pid (comm) ": state, ppid, pgrp, …, utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, what /proc/<pid>/stat counts in. */
const CLOCK_TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

interface Cell {
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  nextCpu: number;
  stackCpu: number;
  /** Next server CPU milliseconds per completed request. */
  cpuPerRequest: number;
}

async function drive(
  scenario: string,
  connections: number,
  target: { url: string; requests: Request[] },
  groups: { next: number; stack: number },
): Promise<Cell> {
  const latencies: number[] = [];
  const before = { next: groupCpuSeconds(groups.next), stack: groupCpuSeconds(groups.stack) };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...target, connections, duration: seconds, timeout: 10 }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const share = (group: number, was: number) => (groupCpuSeconds(group) - was) / seconds;
  const nextCpu = share(groups.next, before.next);
  return {
    scenario,
    connections,
    rps: result.requests.average,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    nextCpu,
    stackCpu: share(groups.stack, before.stack),
    cpuPerRequest: (nextCpu * seconds * 1000) / Math.max(1, result.requests.total),
  };
}

async function main() {
  const [stackPort, sitePort] = [await freePort(), await freePort()];
  const stackUrl = `http://127.0.0.1:${stackPort}`;
  const site = `http://localhost:${sitePort}`;
  const env = { NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SUPABASE_URL: stackUrl, NEXT_PUBLIC_SITE_URL: site, NEXT_TELEMETRY_DISABLED: "1" };

  const stack = startProcess("stack", "npx", ["tsx", "supabase/local/main.ts"], {
    env: { LOCAL_STACK_PORT: String(stackPort), LOCAL_STACK_DATA_DIR: "memory", LOCAL_STACK_SITE_URL: site, LOCAL_STACK_RATE_LIMITS: "off" },
  });
  await waitFor(`${stackUrl}/health`);
  console.log("▶ Building the site");
  await keepingNextConfigFiles(() => run("npm", ["run", "--silent", "build"], { env }));
  const server = startProcess("site", "node", [next, "start", "--port", String(sitePort)], { env });
  console.log("▶ Building the bare reference app");
  const referenceDir = writeReferenceApp(repo);
  afterStop.push(() => rmSync(referenceDir, { recursive: true, force: true }));
  await run("node", [next, "build", referenceDir], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
  const referencePort = await freePort();
  const referenceServer = startProcess("reference", "node", [next, "start", referenceDir, "--port", String(referencePort)]);
  await Promise.all([waitFor(site), waitFor(`http://localhost:${referencePort}/dynamic`)]);
  const baseline = baselineRef ? await serveBaseline(baselineRef, "build", env) : null;
  if (baseline) afterStop.push(baseline.remove);
  const groups = { next: server.pid!, stack: stack.pid! };

  console.log(`▶ Signing in ${CUSTOMERS} customers`);
  const cookies: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) cookies.push((await sessionCookie(stackUrl, `load-${i}@example.com`)).cookie);
  // Each connection is one customer: its context keeps the cookie it drew.
  let nextCookie = 0;
  const asCustomer = (request: Request, context: object): Request => {
    const customer = context as { cookie?: string };
    customer.cookie ??= cookies[nextCookie++ % cookies.length];
    return { ...request, headers: { ...request.headers, cookie: customer.cookie! } };
  };

  // Contested: every booking aims at one of a few slots, so most are refused as taken.
  const contested = freeSlots(BOOKING_SLOTS.length).slice(0, 6);
  const booking: Request = {
    method: "POST",
    path: "/book-appointment",
    headers: actionHeaders(distDir, "lib/actions/schedule-appointment.ts", "scheduleAppointment"),
    setupRequest: (request, context) => {
      const { date, slot } = contested[Math.floor(Math.random() * contested.length)]!;
      return asCustomer({ ...request, body: JSON.stringify([{ serviceId: "1", date, slot, issueDescription: "", requestId: null }]) }, context);
    },
  };
  const dashboard: Request = { method: "GET", path: "/dashboard", headers: { "sec-fetch-dest": "document" }, setupRequest: asCustomer };
  const scenarios: Record<string, { url: string; requests: Request[]; pid?: number }> = {
    public: { url: site, requests: PUBLIC_PAGES.map((page) => ({ method: "GET" as const, path: page })) },
    dashboard: { url: site, requests: [dashboard] },
    ...(baseline && { [`dashboard at ${baselineRef}`]: { url: baseline.url, requests: [dashboard], pid: baseline.pid } }),
    mix: { url: site, requests: [...Array<Request>(9).fill(dashboard), booking] },
    reference: { url: `http://localhost:${referencePort}`, requests: [{ method: "GET" as const, path: "/dynamic" }], pid: referenceServer.pid! },
  };

  for (const page of PUBLIC_PAGES) await fetch(`${site}${page}`);
  const cells: Cell[] = [];
  for (const [name, target] of Object.entries(scenarios)) {
    for (const connections of CONCURRENCY) {
      console.log(`▶ ${name}, ${connections} connection(s), ${seconds} s`);
      cells.push(await drive(name, connections, target, { ...groups, next: target.pid ?? groups.next }));
    }
  }

  const { data, error } = await createNodeClient(stackUrl, LOCAL_SERVICE_ROLE_KEY)
    .from("appointments")
    .select("appointment_date, status")
    .neq("status", "cancelled");
  if (error) throw new Error(`appointments: ${error.message}`);
  const starts = data.map((row) => row.appointment_date as string);
  const doubles = starts.length - new Set(starts).size;

  console.log("\n| scenario | users | requests/s | p50 ms | p95 ms | p99 ms | errors | Next CPU | stack CPU | Next CPU ms/request |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const c of cells) {
    const cpu = (share: number) => `${Math.round(share * 100)} %`;
    console.log(
      `| ${c.scenario} | ${c.connections} | ${c.rps.toFixed(0)} | ${c.p50.toFixed(0)} | ${c.p95.toFixed(0)} | ${c.p99.toFixed(0)} | ${c.errors} | ${cpu(c.nextCpu)} | ${cpu(c.stackCpu)} | ${c.cpuPerRequest.toFixed(1)} |`,
    );
  }
  console.log(`\nAppointments kept: ${starts.length}; double bookings: ${doubles} (budget 0). CPU: 100 % = one core.`);
  const perRequest = (scenario: string) => cells.find((c) => c.scenario === scenario && c.connections === 10)!.cpuPerRequest;
  console.log(`Dashboard at 10 users: ${(perRequest("dashboard") / perRequest("reference")).toFixed(1)}× the Next CPU per request of a bare dynamic page.`);
  if (!args.includes("--keep")) rmSync(path.join(repo, distDir), { recursive: true, force: true });
  if (doubles > 0 || cells.some((c) => c.errors > 0)) process.exitCode = 1;
}

runBench(main);
