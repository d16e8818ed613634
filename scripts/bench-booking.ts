// `npm run bench:booking`: latency of booking an appointment. Builds the site
// (into .next-bench), serves it with a fresh in-memory local stack, signs a
// customer in and books N distinct future slots one after another, each
// twice over: by calling the scheduleAppointment server action over HTTP
// exactly as the booking form does (the number the budget is about: proxy,
// session check, schedule_appointment and Next's action
// handling), and by calling schedule_appointment alone through the REST API
// (the database's share). Prints p50 / p95 / max of both. Options: --runs N
// (default 40 of each), --keep (leave .next-bench).
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { slotInstant } from "@/lib/booking/time";
import { actionBooker, cancelUpcoming, freeSlots, report, sessionCookie } from "./bench/booking-client";
import { freePort, run, startProcess, stopAll, waitFor } from "./bench/processes";
import { keepingNextConfigFiles } from "./keep-files";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 40;
const repo = process.cwd();
const distDir = ".next-bench";
const next = path.join(repo, "node_modules", "next", "dist", "bin", "next");

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
  const book = actionBooker(site, distDir, cookie);
  const slots = freeSlots(runs * 2 + 1);
  // The first action call compiles and caches; it is not a customer's experience of a warm server.
  await book(slots[0]!.date, slots[0]!.slot);
  await cancelUpcoming(supabase);

  const actionTimes: number[] = [];
  const rpcTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const viaAction = slots[1 + 2 * i]!;
    let began = performance.now();
    await book(viaAction.date, viaAction.slot);
    actionTimes.push(performance.now() - began);

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
