// `npm run bench:reports`: the console's reports page over 10,000 receipts.
// Serves the end-to-end build (`npm run build:e2e` first, with the same
// E2E_PORT_OFFSET) with a fresh in-memory local stack started in this
// process on the end-to-end ports, writes a year of work straight into its
// database (10,000 completed requests with their receipts, spread over the
// last 365 days and six technicians, and 3,000 visits), signs the seeded
// staff account in, then fetches /admin/reports for that whole year and, in
// turns for comparison, /admin/services (a console page with one small read),
// ROUNDS times each after a warm-up, timing each until its whole HTML has
// arrived. Prints p50/p95/max and exits non-zero when the reports' p95 is
// 300 ms or more.
// Options: --rounds N (default 60), --receipts N (default 10000).
import { createServerClient } from "@supabase/ssr";
import { performance } from "node:perf_hooks";
import ws from "ws";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { startStack } from "@/supabase/local/index";
import { LOCAL_ANON_KEY } from "@/supabase/local/keys";
import { quantile } from "./bench/booking-client";
import { failOverBudget } from "./bench/console-site";
import { assertPortFree, runBench, startProcess, waitFor } from "./bench/processes";
import { e2eEnv, e2ePorts } from "./e2e-env";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const rounds = option("--rounds", 60);
const receipts = option("--receipts", 10_000);
const BUDGET_MS = 300;

async function main() {
  await Promise.all([assertPortFree(e2ePorts.stack), assertPortFree(e2ePorts.site)]);
  const site = `http://localhost:${e2ePorts.site}`;
  const stack = await startStack({ host: "127.0.0.1", port: e2ePorts.stack, smtpPort: 0, dataDir: null, siteUrl: site, fresh: true });
  startProcess("site", "npx", ["next", "start", "--port", String(e2ePorts.site)], { env: e2eEnv });
  await waitFor(site);

  const today = businessToday();
  const from = addDays(today, -364);
  console.log(`▶ Writing ${receipts} receipts from ${from} to ${today}`);
  await stack.db.transaction(async (q) => {
    // The rows as a year of work left them, without the triggers that check each against today.
    await q.query("set local session_replication_role = replica");
    await q.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', 'reports-bench-' || g || '@example.com', '', now(),
              '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', 'Bench Customer ' || g), now(), now()
       from generate_series(1, 200) g`,
    );
    await q.query(
      `create temporary table bench_jobs on commit drop as
       select gen_random_uuid() as id, gen_random_uuid() as estimate_id,
              (select id from auth.users where email = 'reports-bench-' || (1 + g % 200) || '@example.com') as user_id,
              ($1::date - (g % 365)) as paid_on,
              (array['computerRepair','networkSetup','dataRecovery','techConsultation','remoteSupport','other'])[1 + g % 6] as service_type,
              (array['Dana','Luis','Priya','Marco','Jen', null])[1 + g % 6] as technician,
              2500 + (g * 7919) % 60000 as subtotal
       from generate_series(1, $2::int) g`,
      [today, receipts],
    );
    await q.query(
      `insert into public.service_requests (id, user_id, title, description, service_type, status, technician, created_at)
       select id, user_id, 'A laptop for the bench', 'It does not start after the update this week.', service_type, 'completed', technician,
              (paid_on - 3)::timestamp at time zone 'America/Chicago'
       from bench_jobs`,
    );
    await q.query(
      `insert into public.status_changes (request_id, from_status, to_status, changed_at)
       select id, 'ready_for_pickup', 'completed', (paid_on + time '15:00')::timestamp at time zone 'America/Chicago' from bench_jobs`,
    );
    await q.query(
      `insert into public.estimates (id, request_id, version, status, valid_until, tax_rate_bps, sent_at, answered_at, approved_total_cents)
       select estimate_id, id, 1, 'approved', paid_on, 825, paid_on - 2, paid_on - 1, 0 from bench_jobs`,
    );
    await q.query(
      `insert into public.receipts (request_id, estimate_id, payment_method, paid_on, tax_rate_bps, subtotal_cents, tax_cents, total_cents)
       select id, estimate_id, 'card', paid_on, 825, subtotal, round(subtotal * 0.0825), subtotal + round(subtotal * 0.0825) from bench_jobs`,
    );
    await q.query(
      `insert into public.appointments (user_id, service_id, service_name, appointment_date, ends_at, duration, status, late_cancellation, service_request_id, price_cents)
       select j.user_id, s.id, s.name, t.at, t.at + interval '1 hour', 60,
              (array['completed','completed','cancelled','no_show','completed'])[1 + n % 5], n % 10 = 2, j.id, s.price_cents
       from (select row_number() over () as n, * from bench_jobs limit 3000) j
       cross join lateral (select ((j.paid_on - 1) + time '10:00')::timestamp at time zone 'America/Chicago' as at) t
       join public.services s on s.id = 1 + j.n % 4`,
    );
  });
  await stack.db.query("analyze");

  const jar = new Map<string, string>();
  const supabase = createServerClient(stack.url, LOCAL_ANON_KEY, {
    cookies: { getAll: () => [...jar].map(([name, value]) => ({ name, value })), setAll: (set) => set.forEach((c) => jar.set(c.name, c.value)) },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const signIn = await supabase.auth.signInWithPassword({ email: "staff@bytewise.test", password: "Staff123!" });
  if (signIn.error) throw new Error(`staff sign-in: ${signIn.error.message}`);
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

  const pages = { reports: `${site}/admin/reports?from=${from}&to=${today}`, services: `${site}/admin/services` };
  const time = async (url: string) => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    return { ms, html };
  };
  const check = await time(pages.reports);
  const weeks = (check.html.match(/data-testid="report-weeks"[\s\S]*?<\/table>/)?.[0].match(/<tr/g)?.length ?? 0) - 1;
  if (weeks < 52) throw new Error(`the weekly table shows ${weeks} weeks, expected 52 or 53`);
  for (let i = 0; i < 5; i++) for (const url of Object.values(pages)) await time(url);

  const times = { reports: [] as number[], services: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    for (const [name, url] of Object.entries(pages) as [keyof typeof pages, string][]) times[name].push((await time(url)).ms);
  }
  const at = (list: number[], q: number) => quantile(list, q).toFixed(1);
  console.log(`\n${receipts} receipts over ${from} to ${today}; ${rounds} rounds, pages in turns; reports HTML ${(check.html.length / 1024).toFixed(0)} KB\n`);
  console.log("| page | p50 ms | p95 ms | max ms |");
  console.log("|---|---|---|---|");
  console.log(`| /admin/reports (a year) | ${at(times.reports, 0.5)} | ${at(times.reports, 0.95)} | ${at(times.reports, 1)} |`);
  console.log(`| /admin/services (for comparison) | ${at(times.services, 0.5)} | ${at(times.services, 0.95)} | ${at(times.services, 1)} |`);
  await stack.stop();
  failOverBudget("The reports page's", quantile(times.reports, 0.95), BUDGET_MS);
}

runBench(main);
