import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// A customer's record in the console (migration 20261128150833,
// docs/product.md#the-staff-console): staff notes and contact changes only
// staff read; the record lists exactly one customer's rows; its totals equal
// the sums of those rows; staff correct a phone or a language, logged.

let db: Db;
let alice: string;
let bruno: string;
let sam: string;

type Record = {
  customer: { id: string; email: string; phone: string | null; locale: string };
  requests: { id: string }[];
  appointments: { id: string }[];
  estimates: { id: string }[];
  receipts: { id: string }[];
  messages: { id: string }[];
  notes: { body: string; author_name: string | null }[];
  changes: { field: string; old_value: string | null; new_value: string | null; changed_by_name: string | null }[];
  totals: { visits_attended: number; spent_cents: number };
};

/** Each appointment on a day of its own: two at one time would overlap (one technician on duty). */
let daysAgo = 0;

/** A request of `userId` with `messages` messages, `appointments` appointments (statuses in turn) and, when `receiptCents`, an estimate and a receipt of that total. */
async function history(userId: string, opts: { statuses: string[]; receiptCents?: number; messages: number }) {
  const request = (
    await db.query<{ id: string }>(
      `insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Laptop will not boot', 'It shows a black screen after the logo appears.', 'computerRepair') returning id`,
      [userId],
    )
  ).rows[0]!.id;
  for (let i = 0; i < opts.messages; i++) {
    await db.query("insert into public.request_messages (request_id, author_id, body, from_staff) values ($1, $2, $3, false)", [request, userId, `Message ${i}`]);
  }
  const appointments: string[] = [];
  for (const status of opts.statuses) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration, service_request_id, status, price_cents)
       values ($1, 1, 'Computer Repair', now() - make_interval(days => $2 + 1), 15, $3, $4, 5000) returning id`,
      [userId, ++daysAgo, request, status],
    );
    appointments.push(rows[0]!.id);
  }
  let estimate: string | null = null;
  let receipt: string | null = null;
  if (opts.receiptCents !== undefined) {
    estimate = (
      await db.query<{ id: string }>(
        `insert into public.estimates (request_id, version, valid_until, tax_rate_bps, status, sent_at, answered_at, approved_total_cents, subtotal_cents, total_cents)
         values ($1, 1, now() + interval '30 days', 0, 'approved', now(), now(), $2, $2, $2) returning id`,
        [request, opts.receiptCents],
      )
    ).rows[0]!.id;
    receipt = (
      await db.query<{ id: string }>(
        `insert into public.receipts (request_id, estimate_id, payment_method, paid_on, tax_rate_bps, subtotal_cents, total_cents)
         values ($1, $2, 'card', private.shop_today(), 0, $3, $3) returning id`,
        [request, estimate, opts.receiptCents],
      )
    ).rows[0]!.id;
  }
  return { request, appointments, estimate, receipt };
}

const record = (actor: ReturnType<typeof staff>, id: string) =>
  as(db, actor, async (q) => (await q.query<{ r: Record | null }>("select public.admin_customer_record($1) as r", [id])).rows[0]!.r);

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice Moreno", email: "alice.record@example.test" });
  bruno = await createUser(db, { fullName: "Bruno Díaz", email: "bruno.record@example.test" });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
});
afterAll(() => db?.close());

describe("staff notes about a customer", () => {
  it("staff add and read them; the customer, another customer and a visitor read none and add none", async () => {
    await as(db, staff(sam), (q) => q.query("insert into public.customer_notes (customer_id, body) values ($1, 'Prefers calls after 5 pm.')", [alice]), { commit: true });
    const read = async (q: { query: Db["query"] }) => (await q.query<{ body: string }>("select body from public.customer_notes where customer_id = $1", [alice])).rows;
    expect(await as(db, staff(sam), read)).toEqual([{ body: "Prefers calls after 5 pm." }]);
    expect(await as(db, customer(alice), read)).toEqual([]);
    expect(await as(db, customer(bruno), read)).toEqual([]);
    expect((await as(db, anon(), (q) => attempt(q, "select body from public.customer_notes"))).error?.code).toBe("42501");
    for (const who of [alice, bruno]) {
      const insert = await as(db, customer(who), (q) => attempt(q, "insert into public.customer_notes (customer_id, body) values ($1, 'Mine')", [alice]));
      expect(insert.error?.code).toBe("42501");
    }
  });

  it("staff cannot sign a note as someone else, nor store an empty or untrimmed one", async () => {
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "insert into public.customer_notes (customer_id, body, author_id) values ($1, 'x', $2)", [alice, bruno])).error?.code).toBe("42501");
    });
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "insert into public.customer_notes (customer_id, body) values ($1, '')", [alice])).error?.code).toBe("23514");
    });
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "insert into public.customer_notes (customer_id, body) values ($1, ' padded ')", [alice])).error?.code).toBe("23514");
    });
  });
});

describe("the record", () => {
  let mine: Awaited<ReturnType<typeof history>>[];
  let theirs: Awaited<ReturnType<typeof history>>;
  beforeAll(async () => {
    mine = [
      await history(alice, { statuses: ["completed", "completed", "no_show"], receiptCents: 12_345, messages: 3 }),
      await history(alice, { statuses: ["completed", "cancelled"], receiptCents: 8_020, messages: 1 }),
      await history(alice, { statuses: ["pending"], messages: 0 }),
    ];
    theirs = await history(bruno, { statuses: ["completed", "completed"], receiptCents: 99_999, messages: 2 });
  });

  it("lists exactly that customer's requests, appointments, estimates, receipts and messages", async () => {
    const r = (await record(staff(sam), alice))!;
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    expect(r.customer).toMatchObject({ id: alice, email: "alice.record@example.test" });
    expect(ids(r.requests)).toEqual(mine.map((h) => h.request).sort());
    expect(ids(r.appointments)).toEqual(mine.flatMap((h) => h.appointments).sort());
    expect(ids(r.estimates)).toEqual(mine.flatMap((h) => (h.estimate ? [h.estimate] : [])).sort());
    expect(ids(r.receipts)).toEqual(mine.flatMap((h) => (h.receipt ? [h.receipt] : [])).sort());
    const aliceMessages = await db.query<{ id: string }>("select m.id from public.request_messages m join public.service_requests r on r.id = m.request_id where r.user_id = $1", [alice]);
    expect(ids(r.messages)).toEqual(ids(aliceMessages.rows));
    expect(r.requests.map((x) => x.id)).not.toContain(theirs.request);
    expect(r.notes.map((n) => [n.body, n.author_name])).toEqual([["Prefers calls after 5 pm.", "Sam Staff"]]);
  });

  it("totals equal the sums of the same rows: completed visits, receipts' totals", async () => {
    const rows = await db.query<{ status: string }>("select status from public.appointments where user_id = $1", [alice]);
    const receipts = await db.query<{ total_cents: string }>(
      "select rc.total_cents from public.receipts rc join public.service_requests r on r.id = rc.request_id where r.user_id = $1",
      [alice],
    );
    const visits = rows.rows.filter((row) => row.status === "completed").length;
    const spent = receipts.rows.reduce((sum, row) => sum + Number(row.total_cents), 0);
    expect(visits).toBe(3);
    expect(spent).toBe(12_345 + 8_020);
    expect((await record(staff(sam), alice))!.totals).toEqual({ visits_attended: visits, spent_cents: spent });
    expect((await record(staff(sam), bruno))!.totals).toEqual({ visits_attended: 2, spent_cents: 99_999 });
  });

  it("is refused to customers, their own included, and to visitors; an unknown id gives null", async () => {
    for (const who of [alice, bruno]) {
      const read = await as(db, customer(who), (q) => attempt(q, "select public.admin_customer_record($1)", [alice]));
      expect(read.error?.code).toBe("42501");
    }
    expect((await as(db, anon(), (q) => attempt(q, "select public.admin_customer_record($1)", [alice]))).error?.code).toBe("42501");
    expect(await record(staff(sam), "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("staff correct a phone and a language", () => {
  const update = (actor: ReturnType<typeof staff>, id: string, phone: string | null, locale: string) =>
    as(db, actor, (q) => attempt(q, "select public.admin_update_customer_contact($1, $2, $3)", [id, phone, locale]), { commit: true });

  it("saves both, logs each changed field with who, and sets the account's email language", async () => {
    expect((await update(staff(sam), bruno, " (512) 555-0199 ", "es")).error).toBeNull();
    const r = (await record(staff(sam), bruno))!;
    expect(r.customer).toMatchObject({ phone: "(512) 555-0199", locale: "es" });
    expect(r.changes.map((c) => [c.field, c.old_value, c.new_value, c.changed_by_name]).sort()).toEqual([
      ["locale", "en", "es", "Sam Staff"],
      ["phone", null, "(512) 555-0199", "Sam Staff"],
    ]);
    const meta = await db.query<{ m: { locale: string; locale_chosen: boolean } }>("select raw_user_meta_data as m from auth.users where id = $1", [bruno]);
    expect(meta.rows[0]!.m).toMatchObject({ locale: "es", locale_chosen: true });

    expect((await update(staff(sam), bruno, "", "es")).error).toBeNull();
    const cleared = (await record(staff(sam), bruno))!;
    expect(cleared.customer.phone).toBeNull();
    expect(cleared.changes).toHaveLength(3);
  });

  it("refuses a malformed phone, an unknown language, an unknown customer, and anyone but staff", async () => {
    expect((await update(staff(sam), bruno, "call me", "es")).error?.code).toBe("23514");
    expect((await update(staff(sam), bruno, null, "fr")).error?.code).toBe("23514");
    expect((await update(staff(sam), "00000000-0000-4000-8000-000000000000", null, "en")).error?.code).toBe("PT404");
    expect((await update(customer(bruno), bruno, "(512) 555-0100", "en")).error?.code).toBe("42501");
    expect((await update(customer(alice), bruno, "(512) 555-0100", "en")).error?.code).toBe("42501");
    const changes = await as(db, customer(bruno), async (q) => (await q.query("select * from public.customer_changes")).rows);
    expect(changes).toEqual([]);
  });
});
