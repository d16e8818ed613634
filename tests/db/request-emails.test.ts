import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import type { Db, Queryable } from "@/supabase/local/db";
import { as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// Emails about a service request (20261128011000_request_emails_reference_and_fresh_replies.sql): filing one
// acknowledges it at once with its reference; every row about a request carries the reference; a waiting
// reply email follows the request's status, and is voided when the customer reads the reply first.

interface Row {
  kind: string;
  user_id: string | null;
  status: string;
  payload: Record<string, unknown>;
}

let db: Db;
let sam: string;
beforeAll(async () => {
  db = await migratedDb();
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
});
afterAll(() => db?.close());

const file = (q: Queryable, title = "Laptop will not boot") =>
  q.query<{ id: string; reference: number }>(
    `insert into public.service_requests (user_id, title, description, service_type)
     values (auth.uid(), $1, 'It shows a black screen after the logo appears.', 'computerRepair') returning id, reference`,
    [title],
  );

async function rowsFor(requestId: string) {
  const { rows } = await db.query<Row>(
    "select kind, user_id, status, payload from private.notification_outbox where payload ->> 'request_id' = $1 order by id",
    [requestId],
  );
  return rows;
}

const reply = (q: Queryable, requestId: string, body: string) =>
  q.query("insert into public.request_messages (request_id, body) values ($1, $2)", [requestId, body]);

describe("request emails", () => {
  it("filing a request acknowledges it to the customer at once, with the reference, beside the shop's alert", async () => {
    const ana = await createUser(db, { fullName: "Ana", email: "ana.requests@example.test", locale: "es" });
    const { rows } = await as(db, customer(ana), (q) => file(q), { commit: true });
    const { id, reference } = rows[0]!;
    const queued = await rowsFor(id);
    expect(queued.map((r) => r.kind).sort()).toEqual(["request_received", "shop_new_request"]);
    const ack = queued.find((r) => r.kind === "request_received")!;
    expect(ack).toMatchObject({ user_id: ana, status: "pending" });
    expect(ack.payload).toMatchObject({ request_id: id, reference, title: "Laptop will not boot", status: "pending", customer_name: "Ana" });
    expect(queued.find((r) => r.kind === "shop_new_request")!.payload).toMatchObject({ reference });
  });

  it("every later email about the request carries the reference", async () => {
    const ben = await createUser(db, { fullName: "Ben" });
    const { rows } = await as(db, customer(ben), (q) => file(q), { commit: true });
    const { id, reference } = rows[0]!;
    await db.query("update public.service_requests set status = 'approved' where id = $1", [id]);
    await as(db, staff(sam), (q) => reply(q, id, "Please bring the charger."), { commit: true });
    await as(db, customer(ben), (q) => reply(q, id, "Will do."), { commit: true });
    const queued = await rowsFor(id);
    expect(queued.map((r) => r.kind).sort()).toEqual(["request_approved", "request_received", "request_reply", "shop_new_request", "shop_request_reply"]);
    for (const row of queued) expect(row.payload.reference, row.kind).toBe(reference);
  });

  it("a waiting reply email says the request's status as it is when it goes out", async () => {
    const cam = await createUser(db, { fullName: "Cam" });
    const { rows } = await as(db, customer(cam), (q) => file(q), { commit: true });
    const { id } = rows[0]!;
    await db.query("update public.service_requests set status = 'approved' where id = $1", [id]);
    await as(db, staff(sam), (q) => reply(q, id, "We can take it tomorrow."), { commit: true });
    await db.query("update public.service_requests set status = 'in_progress', technician = 'Marcus Lee' where id = $1", [id]);
    const waiting = (await rowsFor(id)).find((r) => r.kind === "request_reply")!;
    expect(waiting.status).toBe("pending");
    expect(waiting.payload).toMatchObject({ status: "in_progress", technician: "Marcus Lee" });
    // A status email already queued keeps the status it announces.
    expect((await rowsFor(id)).find((r) => r.kind === "request_approved")!.payload).toMatchObject({ status: "approved" });
  });

  it("a reply the customer read before the email went out is not emailed; staff reading changes nothing", async () => {
    const dee = await createUser(db, { fullName: "Dee" });
    const { rows } = await as(db, customer(dee), (q) => file(q), { commit: true });
    const { id } = rows[0]!;
    await as(db, staff(sam), (q) => reply(q, id, "Is it the 13-inch model?"), { commit: true });
    await as(db, staff(sam), (q) => q.query("select public.mark_request_read($1)", [id]), { commit: true });
    expect((await rowsFor(id)).find((r) => r.kind === "request_reply")!.status).toBe("pending");

    await as(db, customer(dee), (q) => q.query("select public.mark_request_read($1)", [id]), { commit: true });
    expect((await rowsFor(id)).find((r) => r.kind === "request_reply")!.status).toBe("void");

    // A later reply, unread, is emailed again.
    await as(db, staff(sam), (q) => reply(q, id, "Thanks, we have the part."), { commit: true });
    expect((await rowsFor(id)).filter((r) => r.kind === "request_reply").map((r) => r.status)).toEqual(["void", "pending"]);
  });
});

describe("the files attached when filing (an automatic message)", () => {
  it("alert nobody, store no text in the filer's language, and only the owner's first message may be one", async () => {
    const [ana, bea] = [await createUser(db, { locale: "es" }), await createUser(db)];
    const requestId = await as(db, customer(ana), async (q) => (await file(q, "Portátil lento")).rows[0]!.id, { commit: true });
    const automatic = (q: Queryable, body = "Archivos adjuntados al presentar la solicitud.") =>
      attempt(q, "insert into public.request_messages (request_id, body, automatic) values ($1, $2, 'filing_files') returning body", [requestId, body]);
    // Staff and another customer cannot write one.
    expect((await as(db, staff(sam), (q) => automatic(q))).error?.code).toBe("42501");
    expect((await as(db, customer(bea), (q) => automatic(q))).error).not.toBeNull();
    const posted = await as(db, customer(ana), (q) => automatic(q), { commit: true });
    expect(posted.error).toBeNull();
    expect(posted.rows[0]).toEqual({ body: "Files attached when filing the request." });
    // Only the first message of the thread.
    expect((await as(db, customer(ana), (q) => automatic(q))).error?.code).toBe("42501");
    expect((await rowsFor(requestId)).map((r) => r.kind)).toEqual(["request_received", "shop_new_request"]);
    // Nor is it an unread message for staff: not in the counts, nor the list's count and filter.
    const staffUnread = () =>
      as(db, staff(sam), async (q) => ({
        counts: (await q.query("select unread from public.request_unread_counts() where request_id = $1", [requestId])).rows,
        listed: (await q.query("select unread from public.admin_search_requests(p_unread => true) where id = $1", [requestId])).rows,
      }));
    expect(await staffUnread()).toEqual({ counts: [], listed: [] });
    // A reply the customer writes afterwards still alerts the shop, and is unread.
    await as(db, customer(ana), (q) => reply(q, requestId, "Se apaga sola también."), { commit: true });
    expect((await rowsFor(requestId)).map((r) => r.kind)).toContain("shop_request_reply");
    expect(await staffUnread()).toEqual({ counts: [{ unread: 1 }], listed: [{ unread: 1 }] });
  });
});

describe("a request approved by the customer's own approval of its estimate", () => {
  it("queues request_approved in the customer's voice, with the version and total they approved; the shop's approval stays the shop's", async () => {
    const cal = await createUser(db);
    const [mine, shops] = await as(db, customer(cal), async (q) => [(await file(q)).rows[0]!.id, (await file(q, "Printer offline")).rows[0]!.id], { commit: true });
    const estimate = await as(db, staff(sam), async (q) => {
      const { rows } = await q.query<{ id: string; total_cents: number }>(
        "select * from public.save_estimate_draft($1, $2::jsonb, 0, null, $3::date)",
        [mine, JSON.stringify([{ kind: "labour", description: "Diagnosis", quantity: 1, unitPriceCents: 6000 }]), addDays(businessToday(), 7)],
      );
      return (await q.query<{ id: string; total_cents: number }>("select * from public.send_estimate($1)", [rows[0]!.id])).rows[0]!;
    }, { commit: true });
    await as(db, customer(cal), (q) => q.query("select public.answer_estimate($1, 1, true)", [estimate.id]), { commit: true });
    await as(db, staff(sam), (q) => q.query("update public.service_requests set status = 'approved' where id = $1", [shops]), { commit: true });
    const approved = async (id: string) => (await rowsFor(id)).filter((r) => r.kind === "request_approved").map((r) => r.payload);
    expect(await approved(mine)).toEqual([expect.objectContaining({ approved_by: "customer", estimate_version: 1, approved_total_cents: estimate.total_cents })]);
    const [byShop] = await approved(shops);
    expect(byShop).toBeDefined();
    expect(byShop).not.toHaveProperty("approved_by");
  });
});
