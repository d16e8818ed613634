// `npm run bench:customer-record`: a customer's record in the console with 200
// items. Serves the end-to-end build (`npm run build:e2e` first, with the same
// E2E_PORT_OFFSET) with a fresh in-memory local stack on the end-to-end ports,
// gives one customer 40 requests, 60 past appointments, 20 estimates, 20
// receipts, 50 messages (theirs and staff's) and 10 staff notes, signs the seeded staff account in,
// then fetches /admin/customers/<id> ROUNDS times after a warm-up, timing each
// until its whole HTML has arrived. Checks that the page lists all 200 items
// and the totals, prints p50/p95/max, and exits non-zero when the p95 is
// 150 ms or more. Options: --rounds N (default 60).
import { businessToday } from "@/lib/rules/booking-time";
import { LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { createNodeClient } from "@/tests/helpers/stack";
import { quantile } from "./bench/booking-client";
import { failOverBudget, must, serveEndToEndBuild, staffCookie } from "./bench/console-site";
import { runBench } from "./bench/processes";

const args = process.argv.slice(2);
const rounds = Number(args.includes("--rounds") ? args[args.indexOf("--rounds") + 1] : 60);
const BUDGET_MS = 150;
const COUNTS = { requests: 40, appointments: 60, estimates: 20, receipts: 20, messages: 50, notes: 10 };

async function main() {
  const { stackUrl, site } = await serveEndToEndBuild();

  const service = createNodeClient(stackUrl, LOCAL_SERVICE_ROLE_KEY);
  const { data: created, error } = await service.auth.admin.createUser({
    email: "record-bench@example.com",
    password: "Passw0rd!",
    email_confirm: true,
    user_metadata: { full_name: "Record Bench" },
  });
  if (error || !created.user) throw new Error(`createUser: ${error?.message}`);
  const customer = created.user.id;
  await must("phone", service.from("profiles").update({ phone: "(512) 555-0147" }).eq("id", customer).select("id"));

  // Five at a time, each five moved two days further back: an account may file 5 requests an hour and 20 a day.
  const requests: { id: string }[] = [];
  for (let batch = 0; requests.length < COUNTS.requests; batch++) {
    const filed = await must(
      "requests",
      service
        .from("service_requests")
        .insert(Array.from({ length: 5 }, (_, i) => ({ user_id: customer, title: `Bench request ${requests.length + i}`, description: "The laptop shuts down when it gets warm.", service_type: "computerRepair" })))
        .select("id"),
    );
    const back = new Date(Date.now() - (batch + 1) * 2 * 86_400_000).toISOString();
    await must("backdating requests", service.from("service_requests").update({ created_at: back }).in("id", filed.map((r) => r.id)).select("id"));
    requests.push(...filed);
  }
  const day = (i: number) => new Date(Date.UTC(2025, 0, 6) + Math.floor(i / 5) * 7 * 86_400_000 + (i % 5) * 86_400_000 + 15 * 3_600_000).toISOString();
  await must(
    "appointments",
    service
      .from("appointments")
      .insert(
        Array.from({ length: COUNTS.appointments }, (_, i) => ({
          user_id: customer,
          service_id: 1,
          service_name: "Computer Repair",
          appointment_date: day(i),
          duration: 60,
          status: i % 4 === 3 ? "no_show" : "completed",
          service_request_id: requests[i % requests.length]!.id,
        })),
      )
      .select("id"),
  );
  const estimates = await must(
    "estimates",
    service
      .from("estimates")
      .insert(
        requests.slice(0, COUNTS.estimates).map((request, i) => ({
          request_id: request.id,
          version: 1,
          valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          tax_rate_bps: 825,
          status: "approved",
          sent_at: new Date().toISOString(),
          answered_at: new Date().toISOString(),
          subtotal_cents: 10_000 + i,
          total_cents: 10_825 + i,
          approved_total_cents: 10_825 + i,
        })),
      )
      .select("id, request_id"),
  );
  const receipts = await must(
    "receipts",
    service
      .from("receipts")
      .insert(estimates.slice(0, COUNTS.receipts).map((estimate, i) => ({ request_id: estimate.request_id, estimate_id: estimate.id, payment_method: "card", paid_on: businessToday(), tax_rate_bps: 825, subtotal_cents: 10_000 + i, total_cents: 10_825 + i })))
      .select("total_cents"),
  );
  await must(
    "messages",
    service
      .from("request_messages")
      .insert(
        // The customer and staff in turns (a customer may post 30 messages an hour).
        Array.from({ length: COUNTS.messages }, (_, i) => ({
          request_id: requests[i % requests.length]!.id,
          author_id: i % 2 ? null : customer,
          author_name: i % 2 ? "Sam Rivera" : "Record Bench",
          from_staff: i % 2 === 1,
          body: `Bench message ${i}: any news on the repair?`,
        })),
      )
      .select("id"),
  );
  await must(
    "notes",
    service
      .from("customer_notes")
      .insert(Array.from({ length: COUNTS.notes }, (_, i) => ({ customer_id: customer, body: `Bench note ${i}: prefers a call before noon.` })))
      .select("id"),
  );

  const cookie = await staffCookie(stackUrl);

  const url = `${site}/admin/customers/${customer}`;
  const time = async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    return { ms, html };
  };
  const { html } = await time();
  const listed = html.match(/data-(request|appointment|estimate|receipt|message)-id=/g)?.length ?? 0;
  // Counted in the markup only: the page's React payload (in its scripts) repeats the text.
  const notes = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").match(/Bench note \d+/g)?.length ?? 0;
  const total = Object.values(COUNTS).reduce((sum, n) => sum + n, 0);
  if (listed + notes !== total) throw new Error(`the record lists ${listed + notes} items, expected ${total}`);
  const spent = receipts.reduce((sum, r) => sum + Number(r.total_cents), 0);
  const dollars = (spent / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
  if (!html.includes(dollars)) throw new Error(`the record does not show the amount spent, $${dollars}`);
  for (let i = 0; i < 5; i++) await time();

  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push((await time()).ms);
  const at = (q: number) => quantile(times, q).toFixed(1);
  console.log(`\nA customer's record with ${total} items (${Object.entries(COUNTS).map(([k, n]) => `${n} ${k}`).join(", ")}); ${rounds} requests\n`);
  console.log("| page | p50 ms | p95 ms | max ms |");
  console.log("|---|---|---|---|");
  console.log(`| /admin/customers/[id] | ${at(0.5)} | ${at(0.95)} | ${at(1)} |`);
  failOverBudget("The record's", quantile(times, 0.95), BUDGET_MS);
}

runBench(main);
