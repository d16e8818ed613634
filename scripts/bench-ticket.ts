// `npm run bench:ticket`: a request's printed job ticket in the console.
// Serves the end-to-end build (`npm run build:e2e` first, with the same
// E2E_PORT_OFFSET) with a fresh in-memory local stack on the end-to-end
// ports; files a request for a Spanish-speaking customer with its device, a
// passcode and an approved estimate, signs the seeded staff account in, then
// fetches the ticket (/es/admin/requests/<id>/ticket: device, total,
// warranty, policy, QR code) and the request's console page in turns, ROUNDS
// times each after a warm-up, timing each until its whole HTML has arrived.
// Checks the ticket's content, prints p50/p95/max of both and the ticket's
// ratio to the request page, and exits non-zero when the ticket's p95 is
// 200 ms or more. Options: --rounds N (default 60).
import { LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { createNodeClient } from "@/tests/helpers/stack";
import { quantile } from "./bench/booking-client";
import { failOverBudget, must, serveEndToEndBuild, staffCookie } from "./bench/console-site";
import { runBench } from "./bench/processes";

const args = process.argv.slice(2);
const rounds = Number(args.includes("--rounds") ? args[args.indexOf("--rounds") + 1] : 60);
const BUDGET_MS = 200;

async function main() {
  const { stackUrl, site } = await serveEndToEndBuild();

  const service = createNodeClient(stackUrl, LOCAL_SERVICE_ROLE_KEY);
  const { data: created, error } = await service.auth.admin.createUser({
    email: "ticket-bench@example.com",
    password: "Passw0rd!",
    email_confirm: true,
    user_metadata: { full_name: "Lucía Torres", locale: "es" },
  });
  if (error || !created.user) throw new Error(`createUser: ${error?.message}`);
  const customer = created.user.id;
  await must("profile", service.from("profiles").update({ phone: "(512) 555-0147", locale: "es" }).eq("id", customer).select("id"));
  const [request] = await must(
    "request",
    service
      .from("service_requests")
      .insert({
        user_id: customer,
        title: "La portátil no enciende",
        description: "Muestra una pantalla negra después del logotipo.",
        service_type: "computerRepair",
        device_kind: "laptop",
        device_make: "Dell",
        device_model: "XPS 13",
        device_serial: "ABC123XYZ",
        device_left_with: "Cargador y funda",
        device_condition: "Rayón en la tapa",
        device_access: "passcode",
      })
      .select("id"),
  );
  if (!request) throw new Error("request: no row");
  await must("passcode", service.from("request_passcodes").insert({ request_id: request.id, passcode: "4711" }).select("request_id"));
  await must(
    "estimate",
    service
      .from("estimates")
      .insert({
        request_id: request.id,
        version: 1,
        valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        tax_rate_bps: 825,
        status: "approved",
        sent_at: new Date().toISOString(),
        answered_at: new Date().toISOString(),
        subtotal_cents: 23_500,
        total_cents: 25_439,
        approved_total_cents: 25_439,
      })
      .select("id"),
  );

  const cookie = await staffCookie(stackUrl);

  const pages = { ticket: `${site}/es/admin/requests/${request.id}/ticket`, request: `${site}/es/admin/requests/${request.id}` };
  const time = async (url: string) => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const html = await response.text();
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    return { ms, html };
  };
  const { html } = await time(pages.ticket);
  for (const expected of ["XPS 13", "ABC123XYZ", "$254.39", "<svg"]) {
    if (!html.includes(expected)) throw new Error(`the ticket does not show ${expected}`);
  }
  for (let i = 0; i < 5; i++) await Promise.all([time(pages.ticket), time(pages.request)]);

  const times = { ticket: [] as number[], request: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    times.ticket.push((await time(pages.ticket)).ms);
    times.request.push((await time(pages.request)).ms);
  }
  const at = (list: number[], q: number) => quantile(list, q).toFixed(1);
  console.log(`\nA job ticket in Spanish (device, passcode, approved estimate, QR code) and its request page, in turns; ${rounds} requests each\n`);
  console.log("| page | p50 ms | p95 ms | max ms |");
  console.log("|---|---|---|---|");
  console.log(`| /es/admin/requests/[id]/ticket | ${at(times.ticket, 0.5)} | ${at(times.ticket, 0.95)} | ${at(times.ticket, 1)} |`);
  console.log(`| /es/admin/requests/[id] | ${at(times.request, 0.5)} | ${at(times.request, 0.95)} | ${at(times.request, 1)} |`);
  console.log(`\nticket / request page at p50: ${(quantile(times.ticket, 0.5) / quantile(times.request, 0.5)).toFixed(2)}`);
  failOverBudget("The ticket's", quantile(times.ticket, 0.95), BUDGET_MS);
}

runBench(main);
