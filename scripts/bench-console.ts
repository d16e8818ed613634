// `npm run bench:console`: the console's week calendar against its list view,
// in one run. Serves the end-to-end build (`npm run build:e2e` first, with the
// same E2E_PORT_OFFSET) with a fresh in-memory local stack on the end-to-end
// ports, books 150 appointments into one week (30 a day, ten technicians on
// duty, 50 customers), each assigned to one of ten technicians with a profile
// (so every block draws a colour and a name), signs the seeded staff account in, then fetches
// /admin/appointments?date=<that week> (the week view) and
// ?view=list&date=<a day of it> (the list view: that day and the 50 upcoming)
// in turns, ROUNDS times each after a warm-up, timing each until its whole
// HTML has arrived. Prints p50/p95/max per view and exits non-zero when the
// week view's p95 is 150 ms or more. Options: --rounds N (default 60),
// --baseline <git ref>: also build that commit (a temporary worktree) and
// serve it against the same stack; its week view joins the turns (the order
// alternating each round) and the run prints this week view's time as a
// ratio of the baseline's, a before/after that the machine's mood on the day
// cannot move.
import { addDays, businessToday, isoWeekday, slotInstant } from "@/lib/rules/booking-time";
import { BOOKING_SLOTS } from "@/lib/rules/business-rules";
import { LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { createNodeClient } from "@/tests/helpers/stack";
import { quantile, setTechniciansOnDuty } from "./bench/booking-client";
import { serveBaseline } from "./bench/baseline";
import { failOverBudget, serveEndToEndBuild, staffCookie } from "./bench/console-site";
import { afterStop, runBench } from "./bench/processes";
import { e2eEnv } from "./e2e-env";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option("--rounds") ?? 60);
const baselineRef = option("--baseline");
const BUDGET_MS = 150;
const PER_DAY = 30;

async function main() {
  const { stackUrl, site } = await serveEndToEndBuild();
  const baseline = baselineRef ? await serveBaseline(baselineRef, "build:e2e", e2eEnv) : null;
  if (baseline) afterStop.push(baseline.remove);

  // The first full week four or more weeks ahead without a closure (a fresh
  // install closes the federal holidays), Monday to Friday, 30 appointments a
  // day, three for each of 50 customers (the most upcoming appointments one may hold).
  const service = createNodeClient(stackUrl, LOCAL_SERVICE_ROLE_KEY);
  await setTechniciansOnDuty(stackUrl, 10);
  let monday = addDays(businessToday(), 28);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  for (;;) {
    const { count, error } = await service.from("closures").select("id", { count: "exact", head: true }).lte("starts_on", addDays(monday, 4)).gte("ends_on", monday);
    if (error) throw new Error(`reading closures: ${error.message}`);
    if (!count) break;
    monday = addDays(monday, 7);
  }
  const customers: string[] = [];
  for (let i = 0; i < 50; i++) {
    const { data, error } = await service.auth.admin.createUser({
      email: `console-bench-${i}@example.com`,
      password: "Passw0rd!",
      email_confirm: true,
      user_metadata: { full_name: `Bench Customer ${i}` },
    });
    if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
    customers.push(data.user.id);
  }
  const technicians: string[] = [];
  const colours = ["blue", "green", "purple", "orange", "rose", "teal", "amber", "slate"];
  for (let i = 0; i < 10; i++) {
    const { data, error } = await service.auth.admin.createUser({
      email: `console-bench-tech-${i}@example.com`,
      password: "Passw0rd!",
      email_confirm: true,
      app_metadata: { role: "staff" },
    });
    if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
    const profile = await service.from("staff_profiles").insert({ user_id: data.user.id, display_name: `Bench Technician ${i}`, colour: colours[i % colours.length]! });
    if (profile.error) throw new Error(`staff profile: ${profile.error.message}`);
    technicians.push(data.user.id);
  }
  const rows = [0, 1, 2, 3, 4].flatMap((weekday) =>
    Array.from({ length: PER_DAY }, (_, i) => ({
      user_id: customers[(weekday * PER_DAY + i) % customers.length]!,
      service_id: 1,
      service_name: "Computer Repair",
      appointment_date: slotInstant(addDays(monday, weekday), BOOKING_SLOTS[i % BOOKING_SLOTS.length]!).toISOString(),
      duration: 60,
      issue_description: i % 3 === 0 ? "Laptop will not boot after an update; it shows a black screen." : null,
      technician_id: technicians[i % technicians.length]!,
    })),
  );
  const { error } = await service.from("appointments").insert(rows);
  if (error) throw new Error(`seeding appointments: ${error.message}`);

  const cookie = await staffCookie(stackUrl);

  const week = `/admin/appointments?date=${addDays(monday, 2)}`;
  const views: Record<string, string> = {
    week: site + week,
    list: `${site}/admin/appointments?view=list&date=${addDays(monday, 2)}`,
    ...(baseline && { [`week at ${baselineRef}`]: baseline.url + week }),
  };
  const time = async (url: string) => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    return { ms, html };
  };
  const check = await time(site + week);
  const blocks = check.html.match(/data-appointment-id=/g)?.length ?? 0;
  if (blocks !== rows.length) throw new Error(`the week view shows ${blocks} appointments, expected ${rows.length}`);
  const coloured = check.html.match(/data-technician=/g)?.length ?? 0;
  if (coloured !== rows.length) throw new Error(`the week view colours ${coloured} appointments by technician, expected ${rows.length}`);
  for (let i = 0; i < 5; i++) for (const url of Object.values(views)) await time(url);

  const times: Record<string, number[]> = Object.fromEntries(Object.keys(views).map((name) => [name, []]));
  for (let i = 0; i < rounds; i++) {
    const turns = Object.entries(views);
    // Alternating the order each round keeps the first fetch of a round from always being the same view's.
    if (i % 2) turns.reverse();
    for (const [name, url] of turns) times[name]!.push((await time(url)).ms);
  }
  const at = (list: number[], q: number) => quantile(list, q).toFixed(1);
  console.log(`\n${rows.length} appointments in the week of ${monday}; ${rounds} rounds, views in turns\n`);
  console.log("| view | p50 ms | p95 ms | max ms |");
  console.log("|---|---|---|---|");
  for (const [name, list] of Object.entries(times)) console.log(`| ${name} | ${at(list, 0.5)} | ${at(list, 0.95)} | ${at(list, 1)} |`);
  if (baseline) {
    const before = times[`week at ${baselineRef}`]!;
    const ratio = (q: number) => (quantile(times.week!, q) / quantile(before, q)).toFixed(2);
    console.log(`\nThe week view against ${baselineRef}'s: ×${ratio(0.5)} at p50, ×${ratio(0.95)} at p95.`);
  }
  failOverBudget("The week view's", quantile(times.week!, 0.95), BUDGET_MS);
}

runBench(main);
