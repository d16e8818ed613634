// `npm run bench:booking`: latency of booking an appointment. Builds the site
// (into .next-bench), serves it with a fresh in-memory local stack, signs a
// customer in and books N distinct future slots one after another, each
// twice over: by calling the scheduleAppointment server action over HTTP
// exactly as the booking form does (the number the budget is about: proxy,
// session check, service lookup, schedule_appointment and Next's action
// handling), and by calling schedule_appointment alone through the REST API
// (the database's share). Prints p50 / p95 / max of both. Options: --runs N
// (default 40 of each), --keep (leave .next-bench).
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createServerClient } from "@supabase/ssr";
import ws from "ws";
import { businessToday, isBookableDate, slotInstant } from "@/lib/booking/time";
import { BOOKING_SLOTS } from "@/lib/business-rules";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { createNodeClient } from "@/tests/helpers/stack";
import { freePort, run, startProcess, stopAll, waitFor } from "./bench/processes";
import { keepingNextConfigFiles } from "./keep-files";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 40;
const repo = process.cwd();
const distDir = ".next-bench";
const next = path.join(repo, "node_modules", "next", "dist", "bin", "next");
const email = "bench@example.com";
const password = "Passw0rd!";

/** `count` bookable (date, slot) pairs, every other slot so 60-minute bookings never touch. */
function freeSlots(count: number) {
  const found: { date: string; slot: string }[] = [];
  const day = new Date(`${businessToday()}T12:00:00Z`);
  while (found.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    if (!isBookableDate(date)) continue;
    for (const slot of BOOKING_SLOTS.filter((_, i) => i % 2 === 0).slice(0, 6)) found.push({ date, slot });
  }
  return found.slice(0, count);
}

/** The server action's id, as the build assigned it. */
function actionId(file: string, name: string) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8"));
  const entry = Object.entries(manifest.node as Record<string, { filename: string; exportedName: string }>).find(
    ([, action]) => action.filename === file && action.exportedName === name,
  );
  if (!entry) throw new Error(`server action ${file}#${name} not in the build`);
  return entry[0];
}

/** Session cookies for the customer, as @supabase/ssr writes them after sign-in. */
async function sessionCookie(stackUrl: string) {
  await createNodeClient(stackUrl, LOCAL_SERVICE_ROLE_KEY).auth.admin.createUser({ email, password, email_confirm: true });
  const jar = new Map<string, string>();
  const supabase = createServerClient(stackUrl, LOCAL_ANON_KEY, {
    cookies: { getAll: () => [...jar].map(([name, value]) => ({ name, value })), setAll: (set) => set.forEach((c) => jar.set(c.name, c.value)) },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "), supabase };
}

/** Cancels the customer's pending appointments (untimed), so the cap on upcoming ones never refuses the next booking. */
async function cancelUpcoming(supabase: Awaited<ReturnType<typeof sessionCookie>>["supabase"]) {
  const { data } = await supabase.from("appointments").select("id").eq("status", "pending");
  for (const { id } of data ?? []) await supabase.rpc("cancel_appointment", { appointment_id: id });
}

function report(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(1);
  console.log(`${label} over ${sorted.length} bookings: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}

async function main() {
  const [stackPort, sitePort] = [await freePort(), await freePort()];
  const stackUrl = `http://127.0.0.1:${stackPort}`;
  const site = `http://localhost:${sitePort}`;
  const env = { NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SUPABASE_URL: stackUrl, NEXT_PUBLIC_SITE_URL: site, NEXT_TELEMETRY_DISABLED: "1" };

  console.log(`▶ Local stack on :${stackPort}`);
  startProcess("stack", "npx", ["tsx", "supabase/local/main.ts"], {
    env: { LOCAL_STACK_PORT: String(stackPort), LOCAL_STACK_DATA_DIR: "memory", LOCAL_STACK_SITE_URL: site },
  });
  await waitFor(`${stackUrl}/health`);
  console.log("▶ Building the site");
  await keepingNextConfigFiles(() => run("npm", ["run", "--silent", "build"], { env }));
  startProcess("site", "node", [next, "start", "--port", String(sitePort)], { env });
  await waitFor(site);

  const { cookie, supabase } = await sessionCookie(stackUrl);
  const headers = {
    "Next-Action": actionId("lib/actions/schedule-appointment.ts", "scheduleAppointment"),
    "Content-Type": "text/plain;charset=UTF-8",
    Accept: "text/x-component",
    // A fetch, not a navigation: what the browser sends, and what keeps next-intl from touching cookies.
    "Sec-Fetch-Dest": "empty",
    Cookie: cookie,
  };
  const slots = freeSlots(runs * 2 + 1);
  const book = (date: string, slot: string) =>
    fetch(`${site}/book-appointment`, {
      method: "POST",
      headers,
      body: JSON.stringify([{ serviceId: "1", date, slot, issueDescription: "", requestId: null }]),
    }).then((response) => response.text());
  // The first action call compiles and caches; it is not a customer's experience of a warm server.
  await book(slots[0]!.date, slots[0]!.slot);
  await cancelUpcoming(supabase);

  const actionTimes: number[] = [];
  const rpcTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const viaAction = slots[1 + 2 * i]!;
    let began = performance.now();
    const answer = await book(viaAction.date, viaAction.slot);
    actionTimes.push(performance.now() - began);
    if (!answer.includes('"ok":true')) throw new Error(`booking ${viaAction.date} ${viaAction.slot} failed: ${answer}`);

    const viaRpc = slots[2 + 2 * i]!;
    began = performance.now();
    const { error } = await supabase.rpc("schedule_appointment", {
      p_service_id: 1,
      p_service_name: "Computer Repair",
      p_appointment_date: slotInstant(viaRpc.date, viaRpc.slot).toISOString(),
      p_duration: 60,
    });
    rpcTimes.push(performance.now() - began);
    if (error) throw new Error(`schedule_appointment ${viaRpc.date} ${viaRpc.slot} failed: ${error.message}`);
    await cancelUpcoming(supabase);
  }
  report("scheduleAppointment server action over HTTP", actionTimes);
  report("schedule_appointment RPC alone", rpcTimes);
  if (!args.includes("--keep")) rmSync(path.join(repo, distDir), { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
