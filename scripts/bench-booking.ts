// `npm run bench:booking`: latency of booking an appointment (schedule_appointment
// through the REST API, as the server action calls it) on a fresh local stack.
// Books N distinct future slots one after another and prints p50 / p95 / max.
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
  const times: number[] = [];
  for (const start of starts.slice(0, runs)) {
    const began = performance.now();
    const { error } = await client.rpc("schedule_appointment", { p_service_id: 1, p_service_name: "", p_appointment_date: start });
    times.push(performance.now() - began);
    if (error) throw new Error(`booking ${start} failed: ${error.message}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
  console.log(`schedule_appointment over ${times.length} bookings: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
} finally {
  await stack.stop();
}
