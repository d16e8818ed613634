import { readFileSync } from "node:fs";
import path from "node:path";
import { createServerClient } from "@supabase/ssr";
import ws from "ws";
import { businessToday, isBookableDate, slotInstant } from "@/lib/rules/booking-time";
import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";
import { BOOKING_SLOTS } from "@/lib/rules/business-rules";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { createNodeClient } from "@/tests/helpers/stack";

// What the booking benchmarks share: a signed-in customer's cookies, the
// server action's id in a build, free slots to book, and the technicians on
// duty.

const password = "Passw0rd!";

/**
 * `count` bookable (date, slot) pairs, every other slot so 60-minute bookings
 * never touch; never on a federal holiday, which a new install closes.
 */
export function freeSlots(count: number) {
  const found: { date: string; slot: string }[] = [];
  const day = new Date(`${businessToday()}T12:00:00Z`);
  while (found.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    if (!isBookableDate(date) || isObservedFederalHoliday(date)) continue;
    for (const slot of BOOKING_SLOTS.filter((_, i) => i % 2 === 0).slice(0, 6)) found.push({ date, slot });
  }
  return found.slice(0, count);
}

/** The server action's id, as the build in `distDir` assigned it. */
export function actionId(distDir: string, file: string, name: string) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8"));
  const entry = Object.entries(manifest.node as Record<string, { filename: string; exportedName: string }>).find(
    ([, action]) => action.filename === file && action.exportedName === name,
  );
  if (!entry) throw new Error(`server action ${file}#${name} not in the build`);
  return entry[0];
}

/** Session cookies for a new customer (`email`), as @supabase/ssr writes them after sign-in through the real auth API. */
export async function sessionCookie(stackUrl: string, email = "bench@example.com") {
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

type Customer = Awaited<ReturnType<typeof sessionCookie>>;

/** Cancels the customer's pending appointments (untimed), so the cap on upcoming ones never refuses the next booking. */
export async function cancelUpcoming(supabase: Customer["supabase"]) {
  const { data } = await supabase.from("appointments").select("id").eq("status", "pending");
  for (const { id } of data ?? []) await supabase.rpc("cancel_appointment", { appointment_id: id });
}

/**
 * The headers with which a browser calls a server action (file and export
 * name as in the build): a fetch, not a navigation, which is also what keeps
 * next-intl from touching cookies. The body is the JSON array of arguments.
 */
export function actionHeaders(distDir: string, file: string, name: string): Record<string, string> {
  return {
    "next-action": actionId(distDir, file, name),
    "content-type": "text/plain;charset=UTF-8",
    accept: "text/x-component",
    "sec-fetch-dest": "empty",
  };
}

/**
 * A server action called as the browser calls it from the page at `page`
 * (the path and query the component lives on): resolves to the response's
 * text, the action's answer in React's flight format.
 */
export function actionCaller(site: string, distDir: string, cookie: string, page: string, file: string, name: string) {
  const headers = { ...actionHeaders(distDir, file, name), cookie };
  return (...args: unknown[]) =>
    fetch(`${site}${page}`, { method: "POST", headers, body: JSON.stringify(args) }).then((response) => response.text());
}

/** Books through the scheduleAppointment server action exactly as the booking form does; resolves to the action's answer. */
export function actionBooker(site: string, distDir: string, cookie: string) {
  const call = actionCaller(site, distDir, cookie, "/book-appointment", "lib/actions/schedule-appointment.ts", "scheduleAppointment");
  return async (date: string, slot: string) => {
    const answer = await call({ serviceId: "1", date, slot, issueDescription: "", requestId: null });
    if (!answer.includes('"ok":true')) throw new Error(`booking ${date} ${slot} failed: ${answer}`);
  };
}

/** Books a 60-minute Computer Repair through schedule_appointment (REST), as `supabase`'s customer; resolves to the appointment's id. */
export async function rpcBook(supabase: Customer["supabase"], date: string, slot: string) {
  const { data, error } = await supabase.rpc("schedule_appointment", {
    p_service_id: 1,
    p_service_name: "Computer Repair",
    p_appointment_date: slotInstant(date, slot).toISOString(),
    p_duration: 60,
  });
  if (error || !data) throw new Error(`schedule_appointment ${date} ${slot} failed: ${error?.message}`);
  return (data as { id: string }).id;
}

/** The bookable slot 30 minutes after `slot` (so an appointment there overlaps the second half of one at `slot`). */
export function halfHourLater(slot: string) {
  const next = BOOKING_SLOTS[BOOKING_SLOTS.indexOf(slot as (typeof BOOKING_SLOTS)[number]) + 1];
  if (!next) throw new Error(`no slot after ${slot}`);
  return next;
}

/** Sets technicians_on_duty for every weekday row (service role, past RLS), checking all five were written. */
export async function setTechniciansOnDuty(stackUrl: string, technicians: number) {
  const { data, error } = await createNodeClient(stackUrl, LOCAL_SERVICE_ROLE_KEY)
    .from("technicians_on_duty")
    .update({ technicians })
    .gte("isodow", 1)
    .select("isodow");
  if (error || data?.length !== 5) throw new Error(`technicians_on_duty = ${technicians} failed: ${error?.message ?? `${data?.length} rows`}`);
}

/** p-quantile of `times` (nearest rank). */
export function quantile(times: number[], q: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function report(label: string, times: number[], what = "bookings") {
  const at = (q: number) => quantile(times, q).toFixed(1);
  console.log(`${label} over ${times.length} ${what}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}

/** The ratio of `times` to `baseline` at the median and at p95 (1.10: 10 % slower). */
export function compare(label: string, times: number[], baseline: number[]) {
  const ratio = (q: number) => (quantile(times, q) / quantile(baseline, q)).toFixed(2);
  console.log(`${label}: p50 ×${ratio(0.5)}, p95 ×${ratio(0.95)}`);
}
