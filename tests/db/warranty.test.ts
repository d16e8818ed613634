import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";
import type { Db, Queryable } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// The end of a repair job (docs/estimates.md#warranty): the receipt's number
// and warranty, replies during the warranty and not after, the warranty
// request linked to its original, and the owner's withdrawal of a pending
// request, each through the API roles.

let db: Db;
let sam: string;
let shopToday: string;
beforeAll(async () => {
  db = await migratedDb({ seed: true });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  shopToday = (await db.query<{ d: string }>("select to_char(private.shop_today(), 'YYYY-MM-DD') as d")).rows[0]!.d;
});
afterAll(() => db?.close());

const LINES = [{ kind: "labour", description: "Screen replacement", quantity: 1, unitPriceCents: 12000 }];
const inDays = (n: number) => {
  const day = new Date(`${shopToday}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
};

async function requestOf(userId: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Cracked screen', 'The screen cracked after a fall last week.', 'computerRepair') returning id`,
    [userId],
  );
  return rows[0]!.id;
}

/** A request of `owner` completed by staff with a receipt (estimate sent, approved by the owner). */
async function completedWithReceipt(owner: string) {
  const request = await requestOf(owner);
  const estimate = await as(db, staff(sam), async (q) => {
    const draft = (await q.query<{ id: string }>("select * from public.save_estimate_draft($1, $2::jsonb, 0, null, $3::date)", [request, JSON.stringify(LINES), inDays(7)])).rows[0]!;
    return (await q.query<{ id: string }>("select * from public.send_estimate($1)", [draft.id])).rows[0]!.id;
  }, { commit: true });
  await as(db, customer(owner), (q) => q.query("select public.answer_estimate($1, 1, true)", [estimate]), { commit: true });
  await as(db, staff(sam), (q) => q.query("select public.complete_with_receipt($1, $2::jsonb, 0, 'card', $3::date)", [request, JSON.stringify(LINES), shopToday]), { commit: true });
  return request;
}

const reply = (q: Queryable, request: string, body = "The screen flickers again.") =>
  attempt(q, "insert into public.request_messages (request_id, body) values ($1, $2)", [request, body]);

describe("the receipt", () => {
  it("has its own number, in order and unique, and a warranty ending warrantyDays after completion", async () => {
    const owner = await createUser(db, { fullName: "Ana" });
    const [first, second] = [await completedWithReceipt(owner), await completedWithReceipt(owner)];
    const rows = (await db.query<{ request_id: string; number: number; ends: string }>(
      "select request_id, number, to_char(warranty_ends_on, 'YYYY-MM-DD') as ends from public.receipts where request_id in ($1, $2) order by number",
      [first, second],
    )).rows;
    expect(rows.map((r) => r.request_id)).toEqual([first, second]);
    expect(rows[0]!.number).toBeGreaterThanOrEqual(1001);
    expect(rows[1]!.number).toBe(rows[0]!.number + 1);
    expect(rows.every((r) => r.ends === inDays(WARRANTY_RULES.days))).toBe(true);
    expect((await db.query("select public.warranty_rules() ->> 'days' as d")).rows[0]).toEqual({ d: String(WARRANTY_RULES.days) });
    // Nobody stretches a warranty: the API roles read receipts only (and the number is generated always).
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "update public.receipts set warranty_ends_on = warranty_ends_on + 365 where request_id = $1", [first])).error?.code).toBe("42501");
    });
  });

  it("the completion email carries the receipt's number, total and warranty end", async () => {
    const owner = await createUser(db, { fullName: "Bruno", locale: "es" });
    const request = await completedWithReceipt(owner);
    const receipt = (await db.query<{ number: number; total_cents: string }>("select number, total_cents from public.receipts where request_id = $1", [request])).rows[0]!;
    const { rows } = await db.query<{ payload: { receipt: unknown } }>(
      "select payload from private.notification_outbox where kind = 'request_completed' and payload ->> 'request_id' = $1",
      [request],
    );
    expect(rows.map((r) => r.payload.receipt)).toEqual([{ number: receipt.number, total_cents: Number(receipt.total_cents), warranty_ends_on: inDays(WARRANTY_RULES.days) }]);
  });

  it("RLS: a customer reads only their own receipts", async () => {
    const [owner, stranger] = [await createUser(db, { fullName: "Cora" }), await createUser(db, { fullName: "Dario" })];
    const request = await completedWithReceipt(owner);
    const read = (q: Queryable) => q.query("select number, warranty_ends_on from public.receipts where request_id = $1", [request]).then((r) => r.rows.length);
    expect(await as(db, customer(owner), read)).toBe(1);
    expect(await as(db, customer(stranger), read)).toBe(0);
    expect((await as(db, anon(), (q) => attempt(q, "select number from public.receipts"))).error?.code).toBe("42501");
  });
});

describe("replies during the warranty", () => {
  it("the owner and staff reply on a completed request through its last warranty day; the next day it is closed with WR001", async () => {
    const owner = await createUser(db, { fullName: "Elena" });
    const request = await completedWithReceipt(owner);
    const open = (q: Queryable) => q.query<{ open: boolean }>("select public.request_open_for_replies($1) as open", [request]).then((r) => r.rows[0]!.open);
    expect(await as(db, customer(owner), open)).toBe(true);
    expect((await as(db, customer(owner), (q) => reply(q, request))).error).toBeNull();
    expect((await as(db, staff(sam), (q) => reply(q, request, "Bring it in, it is covered."))).error).toBeNull();

    await db.query("update public.receipts set warranty_ends_on = $2::date where request_id = $1", [request, shopToday]);
    expect((await as(db, customer(owner), (q) => reply(q, request))).error).toBeNull();

    await db.query("update public.receipts set warranty_ends_on = $2::date where request_id = $1", [request, inDays(-1)]);
    expect(await as(db, customer(owner), open)).toBe(false);
    expect((await as(db, customer(owner), (q) => reply(q, request))).error?.code).toBe("WR001");
    expect((await as(db, staff(sam), (q) => reply(q, request))).error?.code).toBe("WR001");
    // Staff's internal notes still go.
    expect((await as(db, staff(sam), (q) => attempt(q, "insert into public.request_messages (request_id, body, internal) values ($1, 'Out of warranty.', true)", [request]))).error).toBeNull();
  });

  it("a cancelled request, or one completed without a receipt, stays closed (RQ001); a stranger's request is never open", async () => {
    const [owner, stranger] = [await createUser(db, { fullName: "Fede" }), await createUser(db, { fullName: "Gala" })];
    const noReceipt = await requestOf(owner);
    await as(db, staff(sam), async (q) => {
      await q.query("select public.set_request_status($1, 'approved')", [noReceipt]);
      await q.query("select public.set_request_status($1, 'in_progress')", [noReceipt]);
      await q.query("select public.set_request_status($1, 'completed')", [noReceipt]);
    }, { commit: true });
    expect((await as(db, customer(owner), (q) => reply(q, noReceipt))).error?.code).toBe("RQ001");
    const withReceipt = await completedWithReceipt(owner);
    expect(await as(db, customer(stranger), (q) => q.query<{ o: boolean }>("select public.request_open_for_replies($1) as o", [withReceipt]).then((r) => r.rows[0]!.o))).toBe(false);
  });
});

describe("warranty requests", () => {
  it("the owner opens one in one call: pending, linked to the original, in their language; asked again, the same one", async () => {
    const owner = await createUser(db, { fullName: "Hugo", locale: "es" });
    const original = await completedWithReceipt(owner);
    const created = await as(db, customer(owner), async (q) => (await q.query<{ id: string; status: string; warranty_of: string; title: string; description: string; service_type: string }>(
      "select * from public.open_warranty_request($1)", [original])).rows[0]!, { commit: true });
    expect(created).toMatchObject({ status: "pending", warranty_of: original, title: "Garantía: Cracked screen", service_type: "computerRepair" });
    expect(created.description).toMatch(/^Reclamación de garantía de R-\d+ \(recibo REC-\d+, garantía hasta el \d\d\/\d\d\/\d{4}\)\.$/);
    const again = await as(db, customer(owner), async (q) => (await q.query<{ id: string }>("select id from public.open_warranty_request($1)", [original])).rows[0]!.id, { commit: true });
    expect(again).toBe(created.id);
    // Staff see the link both ways.
    const links = await as(db, staff(sam), async (q) => (await q.query("select id from public.service_requests where warranty_of = $1", [original])).rows);
    expect(links).toEqual([{ id: created.id }]);
    // The shop's new-request alert names the original.
    const alert = await db.query<{ ref: string | null }>("select payload ->> 'warranty_of_reference' as ref from private.notification_outbox where kind = 'shop_new_request' and payload ->> 'request_id' = $1", [created.id]);
    expect(alert.rows[0]!.ref).toMatch(/^\d+$/);
  });

  it("refused for another's request (PT404), an open one or a warranty that ended (WR002); warranty_of cannot be written directly", async () => {
    const [owner, stranger] = [await createUser(db, { fullName: "Iris" }), await createUser(db, { fullName: "Juan" })];
    const original = await completedWithReceipt(owner);
    const open = (who: string, id: string) => as(db, customer(who), (q) => attempt(q, "select id from public.open_warranty_request($1)", [id]));
    expect((await open(stranger, original)).error?.code).toBe("PT404");
    expect((await open(owner, await requestOf(owner))).error?.code).toBe("WR002");
    await db.query("update public.receipts set warranty_ends_on = $2::date where request_id = $1", [original, inDays(-1)]);
    expect((await open(owner, original)).error?.code).toBe("WR002");
    const direct = await as(db, customer(owner), (q) => attempt(q,
      "insert into public.service_requests (user_id, title, description, service_type, warranty_of) values ($1, 'Sneaky claim', 'A claim on a request out of warranty.', 'other', $2)", [owner, original]));
    expect(direct.error?.code).toBe("42501");
  });
});

describe("withdrawing a pending request", () => {
  it("the owner withdraws their own pending request: cancelled, withdrawn, the customer and the shop told", async () => {
    const owner = await createUser(db, { fullName: "Kai" });
    const request = await requestOf(owner);
    const row = await as(db, customer(owner), async (q) => (await q.query<{ status: string; withdrawn: boolean; cancel_reason: string | null }>(
      "select status, withdrawn_at is not null as withdrawn, cancel_reason from public.withdraw_request($1)", [request])).rows[0]!, { commit: true });
    expect(row).toEqual({ status: "cancelled", withdrawn: true, cancel_reason: null });
    const outbox = await db.query<{ kind: string; by: string | null }>(
      "select kind, payload ->> 'withdrawn_by' as by from private.notification_outbox where payload ->> 'request_id' = $1 and kind <> 'shop_new_request' and kind <> 'request_received' order by kind",
      [request],
    );
    expect(outbox.rows).toEqual([{ kind: "request_cancelled", by: "customer" }, { kind: "shop_request_withdrawn", by: "customer" }]);
  });

  it("refused for another's request (PT404) and for one that is no longer pending (WR003); staff cancelling still give a reason", async () => {
    const [owner, stranger] = [await createUser(db, { fullName: "Lia" }), await createUser(db, { fullName: "Mo" })];
    const request = await requestOf(owner);
    const withdraw = (who: string) => as(db, customer(who), (q) => attempt(q, "select id from public.withdraw_request($1)", [request]));
    expect((await withdraw(stranger)).error?.code).toBe("PT404");
    await as(db, staff(sam), (q) => q.query("select public.set_request_status($1, 'approved')", [request]), { commit: true });
    expect((await withdraw(owner)).error?.code).toBe("WR003");
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.set_request_status($1, 'cancelled')", [request])).error?.code).toBe("RQ003");
      expect((await attempt(q, "update public.service_requests set withdrawn_at = now() where id = $1", [request])).error?.code).toBe("42501");
    });
    expect((await db.query("select status from public.service_requests where id = $1", [request])).rows).toEqual([{ status: "approved" }]);
  });
});
