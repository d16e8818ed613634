import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LATE_CANCELLATION_FEE_PERCENT, NOTIFICATION_RULES } from "@/lib/rules/business-rules";
import type { Db } from "@/supabase/local/db";
import { mustBook } from "./helpers/booking";
import { as, createUser, customer, migratedDb, staff } from "./helpers/db";
import { at, nextWeekday } from "./helpers/time";

// What a visit costs (docs/product.md#what-each-price-is, migration
// 20261129004329): a visit booked for a request whose estimate the customer
// approved is covered by that estimate (price 0, the estimate named, no fee
// for a no-show or a late cancellation); any other visit keeps the service's
// price. A no-show tells the customer once, with the fee or its waiver.

const COMPUTER_REPAIR = 1; // "$75"
const PRICE_CENTS = 7500;
const LINES = [{ kind: "labour", description: "Diagnosis and SSD replacement", quantity: 1, unitPriceCents: 23500 }];

let db: Db;
let sam: string;
let validUntil: string;
const day = nextWeekday(2, 2);

beforeAll(async () => {
  db = await migratedDb();
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  validUntil = (await db.query<{ d: string }>("select to_char(private.shop_today() + 14, 'YYYY-MM-DD') as d")).rows[0]!.d;
});
afterAll(() => db?.close());

async function requestOf(userId: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Laptop will not boot', 'It shows a black screen after the logo appears.', 'computerRepair') returning id`,
    [userId],
  );
  return rows[0]!.id;
}

/** A request of `owner` whose estimate staff sent and the owner approved (which approves the request); its id, the estimate's and its total. */
async function approvedEstimate(owner: string) {
  const request = await requestOf(owner);
  const estimate = await as(db, staff(sam), async (q) => {
    const draft = await q.query<{ id: string }>("select id from public.save_estimate_draft($1, $2::jsonb, 0, null, $3::date)", [request, JSON.stringify(LINES), validUntil]);
    return (await q.query<{ id: string; version: number }>("select id, version from public.send_estimate($1)", [draft.rows[0]!.id])).rows[0]!;
  }, { commit: true });
  const approved = await as(db, customer(owner), (q) =>
    q.query<{ approved_total_cents: string }>("select approved_total_cents from public.answer_estimate($1, $2, true, null)", [estimate.id, estimate.version]),
  { commit: true });
  return { request, estimateId: estimate.id, totalCents: Number(approved.rows[0]!.approved_total_cents) };
}

/** A request of `owner` approved by staff, without an estimate. */
async function approvedWithoutEstimate(owner: string) {
  const request = await requestOf(owner);
  await as(db, staff(sam), (q) => q.query("select public.set_request_status($1, 'approved')", [request]), { commit: true });
  return request;
}

/** A 15-minute visit of `owner` for `requestId` that started `minutesAgo` ago (service role: a booking cannot be in the past). */
async function pastVisit(owner: string, requestId: string | null, minutesAgo: number) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration, service_request_id)
     values ($1, $2, 'Computer Repair', date_trunc('minute', now()) - make_interval(mins => $3), 15, $4) returning id`,
    [owner, COMPUTER_REPAIR, minutesAgo, requestId],
  );
  return rows[0]!.id;
}

const visit = async (id: string) =>
  (await db.query<{ price_cents: number; covered_by_estimate_id: string | null; fee_kind: string | null; fee_cents: number | null; late_cancellation: boolean }>(
    "select price_cents, covered_by_estimate_id, fee_kind, fee_cents, late_cancellation from public.appointments where id = $1",
    [id],
  )).rows[0]!;

const emails = async (kind: string, appointmentId: string) =>
  (await db.query<{ status: string; locale: string; payload: Record<string, unknown>; delay_minutes: number }>(
    `select status, locale, payload, round(extract(epoch from (send_after - created_at)) / 60)::int as delay_minutes
     from private.notification_outbox where kind = $1 and payload ->> 'appointment_id' = $2 order by id`,
    [kind, appointmentId],
  )).rows;

const markNoShow = (id: string) => as(db, staff(sam), (q) => q.query("select public.update_appointment_status($1, 'no_show')", [id]), { commit: true });

describe("what a booked visit stores", () => {
  it("a visit booked for a request whose estimate was approved is covered by it: price 0, the estimate named, and its emails name the total, not a price", async () => {
    const ana = await createUser(db, { fullName: "Ana García", locale: "es" });
    const { request, estimateId, totalCents } = await approvedEstimate(ana);
    expect(totalCents).toBeGreaterThan(23500);
    const row = await as(db, customer(ana), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "10:00"), requestId: request }), { commit: true });
    expect(await visit(row.id)).toMatchObject({ price_cents: 0, covered_by_estimate_id: estimateId });
    const [confirmation] = await emails("appointment_confirmed", row.id);
    expect(confirmation!.payload).toMatchObject({ price: null, covered_total_cents: totalCents });
    expect(confirmation!.locale).toBe("es");

    // A move keeps what it was booked at, and its email says the same.
    await as(db, customer(ana), (q) => q.query("select public.reschedule_appointment($1, $2)", [row.id, at(day, "13:00")]), { commit: true });
    expect(await visit(row.id)).toMatchObject({ price_cents: 0, covered_by_estimate_id: estimateId });
    expect((await emails("appointment_rescheduled", row.id))[0]!.payload).toMatchObject({ price: null, covered_total_cents: totalCents });
  });

  it("a visit for a request approved without an estimate, or for no request, stores the service's price, and keeps it", async () => {
    const bea = await createUser(db, { fullName: "Bea" });
    const request = await approvedWithoutEstimate(bea);
    const linked = await as(db, customer(bea), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "11:00"), requestId: request }), { commit: true });
    const alone = await as(db, customer(bea), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "14:00") }), { commit: true });
    for (const id of [linked.id, alone.id]) {
      expect(await visit(id)).toMatchObject({ price_cents: PRICE_CENTS, covered_by_estimate_id: null });
      expect((await emails("appointment_confirmed", id))[0]!.payload).toMatchObject({ price: "$75", covered_total_cents: null });
    }
    // Nobody rewrites it after: not a later write of the columns, not the service role.
    const { estimateId } = await approvedEstimate(bea);
    await db.query("update public.appointments set price_cents = 1, covered_by_estimate_id = $2 where id = $1", [linked.id, estimateId]);
    expect(await visit(linked.id)).toMatchObject({ price_cents: PRICE_CENTS, covered_by_estimate_id: null });
  });
});

describe("fees and the no-show email", () => {
  it("a covered visit carries no fee: a no-show says none applies, a late cancellation is late but free", async () => {
    const cai = await createUser(db, { fullName: "Cai", locale: "en" });
    const { request } = await approvedEstimate(cai);
    const missed = await pastVisit(cai, request, 120);
    await markNoShow(missed);
    expect(await visit(missed)).toMatchObject({ price_cents: 0, fee_kind: null, fee_cents: null });
    const [noShow, ...more] = await emails("appointment_no_show", missed);
    expect(more).toEqual([]);
    expect(noShow).toMatchObject({ status: "pending", locale: "en", delay_minutes: NOTIFICATION_RULES.noShowEmailDelayMinutes });
    expect(noShow!.payload).toMatchObject({ fee_cents: null, fee_waived: false, price: null });
    expect(noShow!.payload.covered_total_cents).toBeGreaterThan(0);

    const soon = await as(db, customer(cai), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "15:00"), requestId: request }), { commit: true });
    await db.query("update public.appointments set appointment_date = date_trunc('minute', now()) + interval '3 hours' where id = $1", [soon.id]);
    await as(db, customer(cai), (q) => q.query("select public.update_appointment_status($1, 'cancelled')", [soon.id]), { commit: true });
    expect(await visit(soon.id)).toMatchObject({ late_cancellation: true, fee_kind: null, fee_cents: null });
  });

  it("a priced visit's no-show carries the policy's fee; a waiver before the email goes is what it says; after, nothing more is sent", async () => {
    const dee = await createUser(db, { fullName: "Dee", locale: "es" });
    const request = await approvedWithoutEstimate(dee);
    const fee = (PRICE_CENTS * LATE_CANCELLATION_FEE_PERCENT) / 100;

    const waivedSoon = await pastVisit(dee, request, 180);
    await markNoShow(waivedSoon);
    expect(await visit(waivedSoon)).toMatchObject({ fee_kind: "no_show", fee_cents: fee });
    expect((await emails("appointment_no_show", waivedSoon))[0]!.payload).toMatchObject({ fee_cents: fee, fee_waived: false, price: "$75" });
    await as(db, staff(sam), (q) => q.query("select public.waive_visit_fee($1, 'Called ahead')", [waivedSoon]), { commit: true });
    const [pending] = await emails("appointment_no_show", waivedSoon);
    expect(pending).toMatchObject({ status: "pending", locale: "es" });
    expect(pending!.payload).toMatchObject({ fee_cents: fee, fee_waived: true });

    const waivedLate = await pastVisit(dee, null, 240);
    await markNoShow(waivedLate);
    await db.query("update private.notification_outbox set status = 'sent' where kind = 'appointment_no_show' and payload ->> 'appointment_id' = $1", [waivedLate]);
    await as(db, staff(sam), (q) => q.query("select public.waive_visit_fee($1, 'Called ahead')", [waivedLate]), { commit: true });
    const rows = await emails("appointment_no_show", waivedLate);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ fee_cents: fee, fee_waived: false });
  });
});
