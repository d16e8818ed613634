import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANCEL_REASON_MAX, LATE_CANCELLATION_FEE_PERCENT } from "@/lib/rules/business-rules";
import type { Db, Queryable } from "@/supabase/local/db";
import { as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// The repair job's life (migration 20261128105737, docs/scheduling.md#a-request-closes,
// docs/product.md): the statuses between approval and pickup, a staff
// cancellation's reason, closing a request settling its visits in the same
// transaction with one email, no-shows and the policy's fee on the receipt,
// and waiving it.

let db: Db;
let sam: string;
let shopToday: string;
beforeAll(async () => {
  db = await migratedDb();
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  shopToday = (await db.query<{ d: string }>("select to_char(private.shop_today(), 'YYYY-MM-DD') as d")).rows[0]!.d;
});
afterAll(() => db?.close());

async function requestOf(userId: string, status = "pending") {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Laptop will not boot', 'It shows a black screen after the logo appears.', 'computerRepair') returning id`,
    [userId],
  );
  const id = rows[0]!.id;
  const path = ["approved", "in_progress", "waiting_for_parts", "ready_for_pickup"];
  for (const step of path.slice(0, path.indexOf(status) + 1)) {
    if (step === "waiting_for_parts" && status === "ready_for_pickup") continue;
    await db.query("update public.service_requests set status = $2 where id = $1", [id, step]);
  }
  return id;
}

/** A 15-minute visit of `userId` (service 1, "$75") starting `minutes` from now, linked to `requestId`. */
async function visitIn(userId: string, minutes: number, requestId: string | null, status = "pending"): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration, service_request_id)
     values ($1, 1, 'Computer Repair', date_trunc('minute', now()) + make_interval(mins => $2), 15, $3) returning id`,
    [userId, minutes, requestId],
  );
  if (status !== "pending") await db.query("update public.appointments set status = $2 where id = $1", [rows[0]!.id, status]);
  return rows[0]!.id;
}

const outbox = async (where: string, params: unknown[]) =>
  (await db.query<{ kind: string; status: string; locale: string; payload: Record<string, unknown> }>(
    `select kind, status, locale, payload from private.notification_outbox where ${where} order by id`,
    params,
  )).rows;

const setRequest = (q: Queryable, id: string, status: string, reason: string | null = null) =>
  attempt<{ status: string; cancel_reason: string | null }>(q, "select status, cancel_reason from public.set_request_status($1, $2, $3)", [id, status, reason]);

describe("waiting for parts and ready for pickup", () => {
  it("in progress -> waiting for parts -> in progress -> ready for pickup -> completed; each move emails the customer in their language", async () => {
    const ana = await createUser(db, { fullName: "Ana García", locale: "es" });
    const request = await requestOf(ana, "in_progress");
    await as(db, staff(sam), async (q) => {
      for (const status of ["waiting_for_parts", "in_progress", "ready_for_pickup"]) expect((await setRequest(q, request, status)).error).toBeNull();
    }, { commit: true });
    const rows = await outbox("user_id = $1 and kind in ('request_waiting_for_parts', 'request_ready_for_pickup')", [ana]);
    expect(rows.map((r) => [r.kind, r.locale, r.payload.status])).toEqual([
      ["request_waiting_for_parts", "es", "waiting_for_parts"],
      ["request_ready_for_pickup", "es", "ready_for_pickup"],
    ]);
  });

  it("refuses the moves the workflow does not have", async () => {
    const bo = await createUser(db);
    const waiting = await requestOf(bo, "waiting_for_parts");
    const ready = await requestOf(bo, "ready_for_pickup");
    const approved = await requestOf(bo, "approved");
    await as(db, staff(sam), async (q) => {
      expect((await setRequest(q, waiting, "completed")).error?.code).toBe("23514");
      expect((await setRequest(q, ready, "waiting_for_parts")).error?.code).toBe("23514");
      expect((await setRequest(q, approved, "ready_for_pickup")).error?.code).toBe("23514");
    });
  });
});

describe("a staff cancellation's reason", () => {
  it("is required, bounded, stored trimmed and given in the customer's email", async () => {
    const cy = await createUser(db, { locale: "es" });
    const request = await requestOf(cy, "approved");
    await as(db, staff(sam), async (q) => {
      expect((await setRequest(q, request, "cancelled")).error?.code).toBe("RQ003");
      expect((await setRequest(q, request, "cancelled", "   ")).error?.code).toBe("RQ003");
      expect((await setRequest(q, request, "cancelled", "x".repeat(CANCEL_REASON_MAX + 1))).error?.code).toBe("23514");
    });
    await as(db, staff(sam), async (q) => {
      const done = await setRequest(q, request, "cancelled", "  La pieza ya no se fabrica.  ");
      expect(done.rows[0]).toEqual({ status: "cancelled", cancel_reason: "La pieza ya no se fabrica." });
    }, { commit: true });
    const [email] = await outbox("user_id = $1 and kind = 'request_cancelled'", [cy]);
    expect(email!.payload.cancel_reason).toBe("La pieza ya no se fabrica.");
    expect(email!.locale).toBe("es");
  });

  it("cannot be rewritten once the request is cancelled", async () => {
    const di = await createUser(db);
    const request = await requestOf(di);
    await as(db, staff(sam), (q) => setRequest(q, request, "cancelled", "Duplicate of another request."), { commit: true });
    await as(db, staff(sam), (q) => q.query("update public.service_requests set cancel_reason = 'Changed' where id = $1", [request]), { commit: true });
    expect((await db.query("select cancel_reason from public.service_requests where id = $1", [request])).rows[0]).toEqual({ cancel_reason: "Duplicate of another request." });
  });
});

describe("closing a request settles its visits", () => {
  it("completing cancels a future visit in the same transaction, and the customer gets one email that lists it", async () => {
    const eva = await createUser(db, { locale: "es" });
    const request = await requestOf(eva, "in_progress");
    const visit = await visitIn(eva, 3 * 24 * 60, request);
    await as(db, staff(sam), async (q) => expect((await setRequest(q, request, "completed")).error).toBeNull(), { commit: true });
    expect((await db.query("select status, closed_with_request, late_cancellation, fee_cents from public.appointments where id = $1", [visit])).rows[0]).toEqual({
      status: "cancelled", closed_with_request: true, late_cancellation: false, fee_cents: null,
    });
    const sent = await outbox("user_id = $1 and status <> 'void' and (kind in ('appointment_cancelled', 'appointment_completed') or kind like 'request_c%')", [eva]);
    expect(sent.map((r) => r.kind)).toEqual(["request_completed"]);
    expect(sent[0]!.payload.closed_visits).toEqual([
      expect.objectContaining({ appointment_id: visit, status: "cancelled", service_name: "Computer Repair" }),
    ]);
    const voided = await outbox("payload ->> 'appointment_id' = $1 and kind in ('appointment_cancelled', 'shop_cancellation')", [visit]);
    expect(voided.map((r) => r.status)).toEqual(["void", "void"]);
    expect((await outbox("payload ->> 'appointment_id' = $1 and kind = 'appointment_reminder' and status = 'pending'", [visit]))).toEqual([]);
  });

  it("a checked-in visit is completed with its request, and cancelled with a cancelled one", async () => {
    const fay = await createUser(db);
    const done = await requestOf(fay, "in_progress");
    const dropped = await requestOf(fay, "in_progress");
    const here = await visitIn(fay, -5, done, "in_progress");
    const there = await visitIn(fay, 12, dropped, "in_progress");
    await as(db, staff(sam), async (q) => {
      expect((await setRequest(q, done, "completed")).error).toBeNull();
      expect((await setRequest(q, dropped, "cancelled", "The customer took the laptop elsewhere.")).error).toBeNull();
    }, { commit: true });
    const statuses = await db.query("select id, status from public.appointments where id in ($1, $2)", [here, there]);
    expect(Object.fromEntries(statuses.rows.map((r) => [r.id, r.status]))).toEqual({ [here]: "completed", [there]: "cancelled" });
    const [cancelEmail] = await outbox("user_id = $1 and kind = 'request_cancelled'", [fay]);
    expect(cancelEmail!.payload).toMatchObject({ cancel_reason: "The customer took the laptop elsewhere.", closed_visits: [expect.objectContaining({ appointment_id: there })] });
  });

  it("rolls back together: a refused close leaves the visit open", async () => {
    const gil = await createUser(db);
    const request = await requestOf(gil, "approved");
    const visit = await visitIn(gil, 2 * 24 * 60, request);
    await as(db, staff(sam), async (q) => expect((await setRequest(q, request, "cancelled")).error?.code).toBe("RQ003"), { commit: true });
    expect((await db.query("select status from public.appointments where id = $1", [visit])).rows[0]).toEqual({ status: "pending" });
  });

  it("leaves finished visits and other requests' visits alone", async () => {
    const hal = await createUser(db);
    const request = await requestOf(hal, "in_progress");
    const other = await requestOf(hal, "in_progress");
    const finished = await visitIn(hal, -120, request, "completed");
    const elsewhere = await visitIn(hal, 4 * 24 * 60, other);
    await as(db, staff(sam), (q) => setRequest(q, request, "completed"), { commit: true });
    const rows = await db.query("select id, status, closed_with_request from public.appointments where id in ($1, $2)", [finished, elsewhere]);
    expect(Object.fromEntries(rows.rows.map((r) => [r.id, [r.status, r.closed_with_request]]))).toEqual({
      [finished]: ["completed", false],
      [elsewhere]: ["pending", false],
    });
  });
});

describe("no-shows and the policy's fee", () => {
  it("the fee share equals lib/rules/business-rules.ts, and is that share of the price the visit was booked at", async () => {
    expect((await db.query("select public.late_cancellation_fee_percent() as v")).rows[0]).toEqual({ v: LATE_CANCELLATION_FEE_PERCENT });
    const missed = await visitIn(await createUser(db), -600, null);
    const { rows: booked } = await db.query<{ price_cents: number }>("select price_cents from public.appointments where id = $1", [missed]);
    const listed = await db.query<{ price_cents: number }>("select price_cents from public.services where id = 1");
    // A new catalogue price after the booking changes nothing of this visit's fee.
    await db.query("update public.services set price_cents = price_cents + 2500 where id = 1");
    try {
      await as(db, staff(sam), async (q) => {
        expect((await attempt(q, "select public.update_appointment_status($1, 'no_show')", [missed])).error).toBeNull();
      }, { commit: true });
    } finally {
      await db.query("update public.services set price_cents = $1 where id = 1", [listed.rows[0]!.price_cents]);
    }
    const { rows } = await db.query<{ fee_cents: string }>("select fee_cents from public.appointments where id = $1", [missed]);
    expect(Number(rows[0]!.fee_cents)).toBe(Math.round((booked[0]!.price_cents * LATE_CANCELLATION_FEE_PERCENT) / 100));
  });

  it("a no-show is due from the start (CN001 before) and carries the fee; staff only", async () => {
    const ida = await createUser(db);
    const early = await visitIn(ida, 60, null);
    const missed = await visitIn(ida, -30, null);
    await as(db, customer(ida), async (q) => {
      expect((await attempt(q, "select public.update_appointment_status($1, 'no_show')", [missed])).error?.code).toBe("42501");
    });
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.update_appointment_status($1, 'no_show')", [early])).error?.code).toBe("CN001");
      expect((await attempt(q, "select public.update_appointment_status($1, 'no_show')", [missed])).error).toBeNull();
    }, { commit: true });
    expect((await db.query("select status, fee_kind, fee_cents::int from public.appointments where id = $1", [missed])).rows[0]).toEqual({
      status: "no_show", fee_kind: "no_show", fee_cents: 3750,
    });
  });

  it("a customer's late cancellation carries the fee; a staff cancellation does not", async () => {
    const jo = await createUser(db);
    const late = await visitIn(jo, 5 * 60, null);
    const shop = await visitIn(jo, 6 * 60, null);
    await as(db, customer(jo), (q) => q.query("select public.update_appointment_status($1, 'cancelled')", [late]), { commit: true });
    await as(db, staff(sam), (q) => q.query("select public.update_appointment_status($1, 'cancelled')", [shop]), { commit: true });
    const rows = await db.query("select id, fee_kind, fee_cents::int from public.appointments where id in ($1, $2)", [late, shop]);
    expect(Object.fromEntries(rows.rows.map((r) => [r.id, [r.fee_kind, r.fee_cents]]))).toEqual({
      [late]: ["late_cancellation", 3750],
      [shop]: [null, null],
    });
  });

  it("an unwaived fee is a line of the request's receipt, in the customer's language; a waived one is not", async () => {
    const kim = await createUser(db, { locale: "es" });
    const request = await requestOf(kim);
    const charged = await visitIn(kim, -26 * 60, request);
    const waived = await visitIn(kim, -25 * 60, request);
    await as(db, staff(sam), async (q) => {
      await q.query("select public.update_appointment_status($1, 'no_show')", [charged]);
      await q.query("select public.update_appointment_status($1, 'no_show')", [waived]);
      expect((await attempt(q, "select public.waive_visit_fee($1, '  ')", [waived])).error?.code).toBe("23514");
      expect((await attempt(q, "select public.waive_visit_fee($1, 'Flat tyre on the way; called ahead.')", [waived])).error).toBeNull();
      expect((await attempt(q, "select public.waive_visit_fee($1, 'Twice')", [waived])).error?.code).toBe("CN002");
      const lines = [{ kind: "labour", description: "Diagnosis", quantity: 1, unitPriceCents: 4500 }];
      const draft = await q.query<{ id: string }>("select id from public.save_estimate_draft($1, $2::jsonb, 0, null, $3::date)", [request, JSON.stringify(lines), shopToday]);
      await q.query("select public.send_estimate($1)", [draft.rows[0]!.id]);
    }, { commit: true });
    const estimate = (await db.query<{ id: string }>("select id from public.estimates where request_id = $1", [request])).rows[0]!.id;
    await as(db, customer(kim), (q) => q.query("select public.answer_estimate($1, 1, true, null)", [estimate]), { commit: true });
    await as(db, customer(kim), async (q) => {
      expect((await attempt(q, "select public.waive_visit_fee($1, 'Because I say so')", [charged])).error?.code).toBe("42501");
    });
    const receipt = await as(db, staff(sam), async (q) => {
      const lines = [{ kind: "labour", description: "Diagnosis", quantity: 1, unitPriceCents: 4500 }];
      const done = await attempt<{ id: string; subtotal_cents: string; total_cents: string }>(
        q, "select * from public.complete_with_receipt($1, $2::jsonb, 0, 'card', $3::date)", [request, JSON.stringify(lines), shopToday],
      );
      expect(done.error).toBeNull();
      return done.rows[0]!;
    }, { commit: true });
    const items = await db.query("select kind, description, unit_price_cents::int as cents from public.receipt_items where receipt_id = $1 order by position", [receipt.id]);
    expect(items.rows).toEqual([
      { kind: "labour", description: "Diagnosis", cents: 4500 },
      { kind: "fee", description: expect.stringMatching(/^Cargo por inasistencia: Computer Repair, \d{4}-\d{2}-\d{2}$/), cents: 3750 },
    ]);
    expect(Number(receipt.subtotal_cents)).toBe(8250);
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.waive_visit_fee($1, 'Too late now')", [charged])).error?.code).toBe("CN002");
    });
  });
});
