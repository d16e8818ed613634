// `npm run bench:booking`: latency of booking and moving an appointment.
// Builds the site (into .next-bench), serves it with a fresh in-memory local
// stack, signs a customer in, and times, N runs each, one call after another:
// - booking N distinct future slots, each twice over: by calling the
//   scheduleAppointment server action over HTTP exactly as the booking form
//   does (the number the budget is about: proxy, session check,
//   schedule_appointment and Next's action handling), and by calling
//   schedule_appointment alone through the REST API (the database's share);
// - moving one booked appointment to N distinct free slots (each more than
//   24 hours ahead, as a customer may), the same two ways:
//   rescheduleAppointment as the dashboard's reschedule dialog calls it, and
//   reschedule_appointment alone through REST;
// - booking again with 3 technicians on duty, where two other customers'
//   appointments already overlap every slot booked (one at the same start,
//   one half an hour later), so the capacity trigger counts real overlaps
//   instead of finding none; compared with the 1-technician rows.
// Prints p50 / p95 / max of each. Options: --runs N (default 40 of each),
// --keep (leave .next-bench).
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { slotInstant } from "@/lib/rules/booking-time";
import {
  actionBooker,
  cancelUpcoming,
  compare,
  freeSlots,
  halfHourLater,
  report,
  rpcBook,
  sessionCookie,
  setTechniciansOnDuty,
} from "./bench/booking-client";
import { freePort, run, startProcess, stopAll, waitFor } from "./bench/processes";
import { actionRescheduler, movableSlots } from "./bench/reschedule-client";
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
    await rpcBook(supabase, viaRpc.date, viaRpc.slot);
    rpcTimes.push(performance.now() - began);
    await cancelUpcoming(supabase);
  }
  report("scheduleAppointment server action over HTTP", actionTimes);
  report("schedule_appointment RPC alone", rpcTimes);

  // Moving: one appointment, booked untimed, goes from slot to slot; every
  // move leaves a start more than 24 hours ahead for another such start.
  const moves = movableSlots(runs * 2 + 2);
  const move = actionRescheduler(site, distDir, cookie);
  const appointmentId = await rpcBook(supabase, moves[0]!.date, moves[0]!.slot);
  // The first call to the dashboard's action loads that route; not a warm server either.
  await move(appointmentId, moves[1]!.date, moves[1]!.slot);
  const moveActionTimes: number[] = [];
  const moveRpcTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const viaAction = moves[2 + 2 * i]!;
    let began = performance.now();
    await move(appointmentId, viaAction.date, viaAction.slot);
    moveActionTimes.push(performance.now() - began);

    const viaRpc = moves[3 + 2 * i]!;
    began = performance.now();
    const { error } = await supabase.rpc("reschedule_appointment", {
      p_appointment_id: appointmentId,
      p_new_time: slotInstant(viaRpc.date, viaRpc.slot).toISOString(),
    });
    moveRpcTimes.push(performance.now() - began);
    if (error) throw new Error(`reschedule_appointment to ${viaRpc.date} ${viaRpc.slot} failed: ${error.message}`);
  }
  await cancelUpcoming(supabase);
  report("rescheduleAppointment server action over HTTP", moveActionTimes, "moves");
  report("reschedule_appointment RPC alone", moveRpcTimes, "moves");

  // Capacity 3: before each timed booking two other customers book (untimed,
  // through REST) the same start and the half hour after it, so the trigger
  // finds two overlapping appointments at two instants and still admits the
  // third. Everyone's bookings are cancelled after each run, as above.
  const others = [
    (await sessionCookie(stackUrl, "bench-other-1@example.com")).supabase,
    (await sessionCookie(stackUrl, "bench-other-2@example.com")).supabase,
  ] as const;
  const overlap = async ({ date, slot }: { date: string; slot: string }) => {
    await rpcBook(others[0], date, slot);
    await rpcBook(others[1], date, halfHourLater(slot));
  };
  const busyActionTimes: number[] = [];
  const busyRpcTimes: number[] = [];
  await setTechniciansOnDuty(stackUrl, 3);
  try {
    for (let i = 0; i < runs; i++) {
      const viaAction = slots[1 + 2 * i]!;
      await overlap(viaAction);
      let began = performance.now();
      await book(viaAction.date, viaAction.slot);
      busyActionTimes.push(performance.now() - began);

      const viaRpc = slots[2 + 2 * i]!;
      await overlap(viaRpc);
      began = performance.now();
      await rpcBook(supabase, viaRpc.date, viaRpc.slot);
      busyRpcTimes.push(performance.now() - began);
      for (const customer of [supabase, ...others]) await cancelUpcoming(customer);
    }
  } finally {
    await setTechniciansOnDuty(stackUrl, 1);
  }
  report("scheduleAppointment server action, 3 technicians, 2 overlapping", busyActionTimes);
  report("schedule_appointment RPC alone, 3 technicians, 2 overlapping", busyRpcTimes);
  compare("3 technicians vs 1, server action", busyActionTimes, actionTimes);
  compare("3 technicians vs 1, RPC alone", busyRpcTimes, rpcTimes);
  if (!args.includes("--keep")) rmSync(path.join(repo, distDir), { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
