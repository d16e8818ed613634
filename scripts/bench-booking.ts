// `npm run bench:booking`: latency of booking an appointment on a fresh local
// stack, through the same API calls the scheduleAppointment server action makes
// for one booking: the Auth user check and the service row (in parallel), then
// schedule_appointment. Books N distinct future slots one after another and
// prints p50 / p95 / max of the RPC alone and of the action's whole sequence.
import { performance } from "node:perf_hooks";
import { BOOKING_SLOTS } from "@/lib/business-rules";
import { businessToday, isBookableDate, slotInstant } from "@/lib/booking/time";
import { createNodeClient, startTestStack } from "@/tests/helpers/stack";

const runs = Number(process.argv[2] ?? 40);
const stack = await startTestStack();
try {
  const email = "bench@example.com";
  const password = "Passw0rd!";
  await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  const client = createNodeClient(stack.url, stack.anonKey);
  await client.auth.signInWithPassword({ email, password });

  const starts: string[] = [];
  const day = new Date(`${businessToday()}T12:00:00Z`);
  while (starts.length < runs) {
    day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    if (!isBookableDate(date)) continue;
    for (const slot of BOOKING_SLOTS.filter((_, i) => i % 2 === 0).slice(0, 6)) starts.push(slotInstant(date, slot).toISOString());
  }
  const rpcTimes: number[] = [];
  const actionTimes: number[] = [];
  for (const start of starts.slice(0, runs)) {
    const began = performance.now();
    const [{ data: auth }, { data: service }] = await Promise.all([
      client.auth.getUser(),
      client.from("services").select("name, duration").eq("id", 1).maybeSingle(),
    ]);
    if (!auth.user || !service) throw new Error("signed-in user or service missing");
    const rpcBegan = performance.now();
    const { error } = await client.rpc("schedule_appointment", {
      p_service_id: 1,
      p_service_name: service.name,
      p_appointment_date: start,
      p_duration: service.duration,
    });
    const ended = performance.now();
    if (error) throw new Error(`booking ${start} failed: ${error.message}`);
    rpcTimes.push(ended - rpcBegan);
    actionTimes.push(ended - began);
  }
  const report = (label: string, times: number[]) => {
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
    console.log(`${label} over ${times.length} bookings: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  };
  report("schedule_appointment", rpcTimes);
  report("booking action sequence (user + service, then schedule_appointment)", actionTimes);
} finally {
  await stack.stop();
}
