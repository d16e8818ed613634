// `npm run bench:notifications`: what email costs. Builds the site (into
// .next-bench), serves it with a fresh in-memory local stack started in this
// process, then measures
//  1. the booking server action with the outbox trigger on and off, the runs
//     interleaved so both see the same machine: the trigger's share of a
//     booking (the queued emails are sent after the response, with after());
//  2. delivery throughput: 500 emails queued at once, swept through the cron
//     route into the stack's SMTP server, in emails per second.
// Options: --runs N (bookings of each kind, default 40), --emails N (default 500), --keep.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startStack } from "@/supabase/local/index";
import { actionBooker, cancelUpcoming, freeSlots, quantile, report, sessionCookie } from "./bench/booking-client";
import { freePort, run, startProcess, stopAll, waitFor } from "./bench/processes";
import { keepingNextConfigFiles } from "./keep-files";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option("--runs", 40);
const emails = option("--emails", 500);
const repo = process.cwd();
const distDir = ".next-bench";
const next = path.join(repo, "node_modules", "next", "dist", "bin", "next");

async function main() {
  const sitePort = await freePort();
  const site = `http://localhost:${sitePort}`;
  const stack = await startStack({ host: "127.0.0.1", port: 0, smtpPort: 0, dataDir: null, siteUrl: site, fresh: true });
  const sql = (text: string) => stack.db.query(text);
  const cronSecret = randomUUID();
  const env = {
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SUPABASE_URL: stack.url,
    NEXT_PUBLIC_SITE_URL: site,
    NEXT_TELEMETRY_DISABLED: "1",
    SMTP_URL: `smtp://127.0.0.1:${stack.smtpPort}`,
    CRON_SECRET: cronSecret,
  };
  console.log(`▶ Local stack on ${stack.url}, SMTP on :${stack.smtpPort}`);
  console.log("▶ Building the site");
  await keepingNextConfigFiles(() => run("npm", ["run", "--silent", "build"], { env }));
  startProcess("site", "node", [next, "start", "--port", String(sitePort)], { env });
  await waitFor(site);

  const { cookie, supabase } = await sessionCookie(stack.url);
  const book = actionBooker(site, distDir, cookie);
  const slots = freeSlots(runs * 2 + 1);
  await book(slots[0]!.date, slots[0]!.slot);
  await cancelUpcoming(supabase);

  const times = { outbox: [] as number[], none: [] as number[] };
  for (let i = 0; i < runs * 2; i++) {
    const mode = i % 2 === 0 ? "outbox" : "none";
    await sql(`alter table public.appointments ${mode === "outbox" ? "enable" : "disable"} trigger appointments_notify`);
    const { date, slot } = slots[1 + i]!;
    const began = performance.now();
    await book(date, slot);
    times[mode].push(performance.now() - began);
    await cancelUpcoming(supabase);
  }
  await sql("alter table public.appointments enable trigger appointments_notify");
  report("Booking action without the outbox trigger", times.none);
  report("Booking action with the outbox trigger   ", times.outbox);
  const ratio = quantile(times.outbox, 0.95) / quantile(times.none, 0.95);
  console.log(`p95 with / without: ${ratio.toFixed(2)} (budget: at most 1.10)`);

  await sql("update private.notification_outbox set status = 'void' where status = 'pending'");
  await sql(`
    insert into private.notification_outbox (kind, recipient, user_id, locale, payload, dedupe_key)
    select 'request_in_progress', 'bench-' || g || '@example.com', u.id, case when g % 2 = 0 then 'en' else 'es' end,
      jsonb_build_object('request_id', gen_random_uuid(), 'title', 'Laptop will not boot #' || g, 'service_type', 'computerRepair',
        'status', 'in_progress', 'technician', 'Dana', 'customer_name', 'Bench', 'customer_email', 'bench-' || g || '@example.com'),
      'bench:' || g
    from generate_series(1, ${emails}) g, (select id from auth.users where email = 'bench@example.com') u`);
  const began = performance.now();
  for (;;) {
    const response = await fetch(`${site}/api/cron/notifications`, { headers: { authorization: `Bearer ${cronSecret}` } });
    const sweep = (await response.json()) as { sent: number; failed: number };
    if (!response.ok || sweep.failed > 0) throw new Error(`sweep failed: ${JSON.stringify(sweep)}`);
    if (sweep.sent === 0) break;
  }
  const seconds = (performance.now() - began) / 1000;
  const { rows } = await stack.db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox where dedupe_key like 'bench:%' and status = 'sent'");
  if (rows[0]!.n !== emails) throw new Error(`${rows[0]!.n} of ${emails} emails sent`);
  console.log(`Delivery: ${emails} emails in ${seconds.toFixed(1)} s, ${(emails / seconds).toFixed(1)} emails/s (local SMTP server, mailbox in the same database)`);
  if (!args.includes("--keep")) rmSync(path.join(repo, distDir), { recursive: true, force: true });
  await stack.stop();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
