import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { documentTotals } from "@/lib/rules/estimate-totals";
import type { Db, Queryable } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";

// Estimates and receipts (migration 20261128011200, docs/estimates.md): who
// reads and writes what, the customer's answer, receipts, the emails, and the
// totals the database computes, each through the API roles.

let db: Db;
let sam: string;
beforeAll(async () => {
  db = await migratedDb({ seed: true });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  shopToday = (await db.query<{ d: string }>("select to_char(private.shop_today(), 'YYYY-MM-DD') as d")).rows[0]!.d;
});
afterAll(() => db?.close());

const LINES = [
  { kind: "labour", description: "Diagnosis and SSD replacement", quantity: 1.5, unitPriceCents: 6000 },
  { kind: "part", description: "SSD 1 TB", quantity: 1, unitPriceCents: 8999 },
];
/** The shop's calendar date `n` days from today, "YYYY-MM-DD" (read once: a query inside a test's transaction would wait for it). */
let shopToday: string;
const inDays = (n: number) => {
  const day = new Date(`${shopToday}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
};
const today = () => inDays(0);

async function requestOf(userId: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Laptop will not boot', 'It shows a black screen after the logo appears.', 'computerRepair') returning id`,
    [userId],
  );
  return rows[0]!.id;
}

interface EstimateRow { id: string; version: number; status: string; subtotal_cents: number; tax_cents: number; total_cents: number; discount_cents: number }

const saveDraft = (q: Queryable, requestId: string, lines: unknown = LINES, discount = 0, validUntil?: string) =>
  attempt<EstimateRow>(q, "select * from public.save_estimate_draft($1, $2::jsonb, $3, 'Parts in two days.', $4::date)", [
    requestId, JSON.stringify(lines), discount, validUntil,
  ]);

/** A request of `owner` with an estimate sent by staff; returns both ids. */
async function sentEstimate(owner: string, validDays = 14) {
  const request = await requestOf(owner);
  const validUntil = inDays(validDays);
  const estimate = await as(db, staff(sam), async (q) => {
    const draft = await saveDraft(q, request, LINES, 0, validUntil);
    expect(draft.error).toBeNull();
    return (await q.query<EstimateRow>("select * from public.send_estimate($1)", [draft.rows[0]!.id])).rows[0]!;
  }, { commit: true });
  return { request, estimate };
}

const answer = (q: Queryable, id: string, version: number, approve: boolean, reason: string | null = null) =>
  attempt<EstimateRow>(q, "select * from public.answer_estimate($1, $2, $3, $4)", [id, version, approve, reason]);

describe("writing and sending", () => {
  it("staff save a draft whose totals the database computes; the customer cannot see it until it is sent", async () => {
    const alice = await createUser(db, { fullName: "Alice" });
    const request = await requestOf(alice);
    const draft = await as(db, staff(sam), (q) => saveDraft(q, request, LINES, 500, undefined), { commit: true });
    expect(draft.error?.code).toBe("ES008");
    const saved = await as(db, staff(sam), async (q) => (await saveDraft(q, request, LINES, 500, inDays(7))).rows[0]!, { commit: true });
    // 1.5 × $60.00 + $89.99 = $179.99; − $5.00 = $174.99; tax 8.25 % = $14.44 (14.436…); total $189.43.
    expect(saved).toMatchObject({ version: 1, status: "draft", subtotal_cents: 17999, discount_cents: 500, tax_cents: 1444, total_cents: 18943 });
    expect(await as(db, customer(alice), async (q) => (await q.query("select id from public.estimates")).rows)).toEqual([]);
    expect(await as(db, customer(alice), async (q) => (await q.query("select id from public.estimate_items")).rows)).toEqual([]);

    // Editing the draft replaces its lines; the version stays.
    const edited = await as(db, staff(sam), async (q) => (await saveDraft(q, request, LINES.slice(0, 1), 0, inDays(7))).rows[0]!, { commit: true });
    expect(edited).toMatchObject({ id: saved.id, version: 1, subtotal_cents: 9000, total_cents: 9743 });

    await as(db, staff(sam), (q) => q.query("select public.send_estimate($1)", [saved.id]), { commit: true });
    expect(await as(db, customer(alice), async (q) => (await q.query("select version, status from public.estimates")).rows)).toEqual([
      { version: 1, status: "sent" },
    ]);
    // Sent is frozen.
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.send_estimate($1)", [saved.id])).error?.code).toBe("ES001");
      expect((await attempt(q, "update public.estimates set total_cents = 1 where id = $1", [saved.id])).error?.code).toBe("42501");
    });
    const outbox = await db.query("select kind, recipient from private.notification_outbox where payload ->> 'estimate_id' = $1", [saved.id]);
    expect(outbox.rows).toEqual([{ kind: "estimate_sent", recipient: expect.stringContaining("@example.test") }]);
  });

  it("a new version supersedes the previous one, which stays readable", async () => {
    const bea = await createUser(db, { fullName: "Bea" });
    const { request, estimate } = await sentEstimate(bea);
    await as(db, staff(sam), async (q) => {
      const v2 = (await saveDraft(q, request, LINES, 0, inDays(10))).rows[0]!;
      expect(v2.version).toBe(2);
      await q.query("select public.send_estimate($1)", [v2.id]);
    }, { commit: true });
    const rows = await as(db, customer(bea), async (q) =>
      (await q.query<{ version: number; superseded: boolean }>("select version, superseded_at is not null as superseded from public.estimates order by version")).rows);
    expect(rows).toEqual([{ version: 1, superseded: true }, { version: 2, superseded: false }]);
    await as(db, customer(bea), async (q) => expect((await answer(q, estimate.id, 1, true)).error?.code).toBe("ES002"));
  });

  it("request_documents reads as the caller: the owner gets sent versions with their lines, never a draft; others nothing", async () => {
    const [owner, stranger] = [await createUser(db, { fullName: "Cleo" }), await createUser(db, { fullName: "Dan" })];
    const { request } = await sentEstimate(owner);
    await as(db, staff(sam), (q) => saveDraft(q, request, LINES, 0, inDays(9)), { commit: true });
    type Documents = { estimates: { version: number; status: string; total_cents: number; lines: { description: string; quantity: number; line_total_cents: number }[] }[]; receipt: null };
    const read = (q: Queryable) => q.query<{ d: Documents }>("select public.request_documents($1) as d", [request]).then((r) => r.rows[0]!.d);

    const own = await as(db, customer(owner), read);
    expect(own.estimates.map((e) => [e.version, e.status])).toEqual([[1, "sent"]]);
    expect(own.estimates[0]!.lines.map((l) => [l.description, l.quantity, l.line_total_cents])).toEqual([
      ["Diagnosis and SSD replacement", 1.5, 9000],
      ["SSD 1 TB", 1, 8999],
    ]);
    expect(own.receipt).toBeNull();
    expect((await as(db, staff(sam), read)).estimates.map((e) => [e.version, e.status])).toEqual([[2, "draft"], [1, "sent"]]);
    expect(await as(db, customer(stranger), read)).toEqual({ estimates: [], receipt: null });
    expect((await as(db, anon(), (q) => attempt(q, "select public.request_documents($1)", [request]))).error?.message).toMatch(/permission denied/);
  });

  it("only staff write: customers and visitors cannot insert, update, delete or call the staff functions", async () => {
    const cleo = await createUser(db, { fullName: "Cleo" });
    const { request, estimate } = await sentEstimate(cleo);
    await as(db, customer(cleo), async (q) => {
      expect((await attempt(q, "insert into public.estimates (request_id, version, valid_until, tax_rate_bps) values ($1, 9, now(), 0)", [request])).error?.code).toBe("42501");
      expect((await attempt(q, "update public.estimates set status = 'approved' where id = $1", [estimate.id])).error?.code).toBe("42501");
      expect((await attempt(q, "delete from public.estimates where id = $1", [estimate.id])).error?.code).toBe("42501");
      expect((await attempt(q, "update public.estimate_items set unit_price_cents = 1")).error?.code).toBe("42501");
      expect((await saveDraft(q, request)).error?.code).toBe("42501");
      expect((await attempt(q, "select public.send_estimate($1)", [estimate.id])).error?.code).toBe("42501");
      expect((await attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'cash', (now() at time zone public.business_time_zone())::date)", [request, JSON.stringify(LINES)])).error?.code).toBe("42501");
    });
    await as(db, anon(), async (q) => {
      expect((await attempt(q, "select id from public.estimates")).error?.code).toBe("42501");
      expect((await answer(q, estimate.id, 1, true)).error?.code).toBe("42501");
    });
  });

  it("refuses bad lines: none, too many, negative or zero quantities, bad kinds, a discount above the subtotal", async () => {
    const dan = await createUser(db);
    const request = await requestOf(dan);
    const until = inDays(5);
    await as(db, staff(sam), async (q) => {
      expect((await saveDraft(q, request, [], 0, until)).error?.code).toBe("ES007");
      expect((await saveDraft(q, request, Array(ESTIMATE_RULES.itemsMax + 1).fill(LINES[0]), 0, until)).error?.code).toBe("ES007");
      expect((await saveDraft(q, request, [{ ...LINES[0], quantity: 0 }], 0, until)).error?.code).toBe("23514");
      expect((await saveDraft(q, request, [{ ...LINES[0], unitPriceCents: -1 }], 0, until)).error?.code).toBe("23514");
      expect((await saveDraft(q, request, [{ ...LINES[0], kind: "tip" }], 0, until)).error?.code).toBe("23514");
      expect((await saveDraft(q, request, [{ ...LINES[0], description: "  " }], 0, until)).error?.code).toBe("23514");
      expect((await saveDraft(q, request, LINES, 999_999, until)).error?.code).toBe("23514");
      expect((await saveDraft(q, request, LINES, 0, inDays(ESTIMATE_RULES.validDaysMax + 1))).error?.code).toBe("ES008");
    });
  });
});

describe("the customer's answer", () => {
  it("approval records who, when, the version and the total, and approves the request; once only", async () => {
    const eve = await createUser(db, { fullName: "Eve" });
    const { request, estimate } = await sentEstimate(eve);
    const approved = await as(db, customer(eve), (q) => answer(q, estimate.id, 1, true), { commit: true });
    expect(approved.error).toBeNull();
    const row = (await db.query("select status, answered_by, answered_at is not null as answered, approved_total_cents, version from public.estimates where id = $1", [estimate.id])).rows[0];
    expect(row).toEqual({ status: "approved", answered_by: eve, answered: true, approved_total_cents: estimate.total_cents, version: 1 });
    expect((await db.query("select status from public.service_requests where id = $1", [request])).rows[0]).toEqual({ status: "approved" });
    await as(db, customer(eve), async (q) => expect((await answer(q, estimate.id, 1, false)).error?.code).toBe("ES003"));
    const alert = await db.query("select kind, payload ->> 'status' as status from private.notification_outbox where kind = 'shop_estimate_answered' and payload ->> 'estimate_id' = $1", [estimate.id]);
    expect(alert.rows).toEqual([{ kind: "shop_estimate_answered", status: "approved" }]);
  });

  it("declining keeps the reason and leaves the request pending", async () => {
    const finn = await createUser(db);
    const { request, estimate } = await sentEstimate(finn);
    await as(db, customer(finn), (q) => answer(q, estimate.id, 1, false, "  Too expensive for an old laptop.  "), { commit: true });
    expect((await db.query("select status, decline_reason, approved_total_cents from public.estimates where id = $1", [estimate.id])).rows[0]).toEqual({
      status: "declined", decline_reason: "Too expensive for an old laptop.", approved_total_cents: null,
    });
    expect((await db.query("select status from public.service_requests where id = $1", [request])).rows[0]).toEqual({ status: "pending" });
  });

  it("another customer, a wrong version, an expired estimate and staff cannot answer", async () => {
    const [gus, hal] = [await createUser(db), await createUser(db)];
    const { estimate } = await sentEstimate(gus);
    await as(db, customer(hal), async (q) => expect((await answer(q, estimate.id, 1, true)).error?.code).toBe("PT404"));
    await as(db, customer(gus), async (q) => expect((await answer(q, estimate.id, 2, true)).error?.code).toBe("ES002"));
    await as(db, staff(sam), async (q) => expect((await answer(q, estimate.id, 1, true)).error?.code).toBe("PT404"));
    // Expire it: valid until yesterday.
    await db.query("update public.estimates set valid_until = private.shop_today() - 1 where id = $1", [estimate.id]);
    await as(db, customer(gus), async (q) => expect((await answer(q, estimate.id, 1, true)).error?.code).toBe("ES004"));
    // Staff re-send it with a new date; then it can be approved.
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.resend_estimate($1, $2::date)", [estimate.id, today()])).error).toBeNull();
    }, { commit: true });
    await as(db, customer(gus), async (q) => expect((await answer(q, estimate.id, 1, true)).error).toBeNull());
  });
});

describe("an approved estimate is final", () => {
  it("staff can neither write nor send a revision once the customer approved (ES010); after a decline they can", async () => {
    const [kim, lou] = [await createUser(db), await createUser(db)];
    const { request, estimate } = await sentEstimate(kim);
    // A revision drafted while the customer is still deciding...
    await as(db, staff(sam), async (q) => expect((await saveDraft(q, request, LINES.slice(0, 1), 0, inDays(7))).error).toBeNull(), { commit: true });
    await as(db, customer(kim), (q) => answer(q, estimate.id, 1, true), { commit: true });
    const draft = (await db.query<{ id: string }>("select id from public.estimates where request_id = $1 and status = 'draft'", [request])).rows[0]!;
    await as(db, staff(sam), async (q) => {
      // ...cannot be sent or edited after the approval, and no new one can be written.
      expect((await attempt(q, "select public.send_estimate($1)", [draft.id])).error?.code).toBe("ES010");
      expect((await saveDraft(q, request, LINES, 0, inDays(7))).error?.code).toBe("ES010");
    });
    expect((await db.query("select status, superseded_at from public.estimates where id = $1", [estimate.id])).rows[0]).toEqual({ status: "approved", superseded_at: null });
    // Last line: not even a direct write supersedes an approval.
    const direct = await as(db, serviceRole(), (q) => attempt(q, "update public.estimates set superseded_at = now() where id = $1", [estimate.id]));
    expect(direct.error?.code).toBe("ES010");

    const declined = await sentEstimate(lou);
    await as(db, customer(lou), (q) => answer(q, declined.estimate.id, 1, false), { commit: true });
    await as(db, staff(sam), async (q) => {
      const revision = await saveDraft(q, declined.request, LINES.slice(0, 1), 0, inDays(7));
      expect(revision.error).toBeNull();
      expect((await attempt(q, "select public.send_estimate($1)", [revision.rows[0]!.id])).error).toBeNull();
    });
  });
});

describe("receipts", () => {
  it("staff complete an approved request with final lines and payment; the owner reads it, others do not", async () => {
    const [ivy, jon] = [await createUser(db), await createUser(db)];
    const { request, estimate } = await sentEstimate(ivy);
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'card', (now() at time zone public.business_time_zone())::date)", [request, JSON.stringify(LINES)])).error?.code).toBe("ES006");
    });
    await as(db, customer(ivy), (q) => answer(q, estimate.id, 1, true), { commit: true });
    const finalLines = [...LINES, { kind: "fee", description: "Data transfer", quantity: 1, unitPriceCents: 2500 }];
    const receipt = await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'bitcoin', $3::date)", [request, JSON.stringify(finalLines), today()])).error?.code).toBe("23514");
      expect((await attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'card', $3::date)", [request, JSON.stringify(finalLines), inDays(1)])).error?.code).toBe("ES008");
      // Not before the day the request was filed (today here), nor in 1900.
      expect((await attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'card', $3::date)", [request, JSON.stringify(finalLines), inDays(-1)])).error?.code).toBe("ES008");
      expect((await attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'card', '1900-01-01'::date)", [request, JSON.stringify(finalLines)])).error?.code).toBe("ES008");
      return (await q.query<{ total_cents: number; estimate_id: string }>("select * from public.complete_with_receipt($1, $2::jsonb, 0, 'card', $3::date)", [request, JSON.stringify(finalLines), today()])).rows[0]!;
    }, { commit: true });
    expect(receipt).toMatchObject({ estimate_id: estimate.id, total_cents: documentTotals(finalLines, 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents });
    expect((await db.query("select status from public.service_requests where id = $1", [request])).rows[0]).toEqual({ status: "completed" });
    expect(await as(db, customer(ivy), async (q) => (await q.query("select count(*)::int as n from public.receipt_items")).rows[0])).toEqual({ n: 3 });
    expect(await as(db, customer(jon), async (q) => (await q.query("select count(*)::int as n from public.receipts")).rows[0])).toEqual({ n: 0 });
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'card', (now() at time zone public.business_time_zone())::date)", [request, JSON.stringify(LINES)])).error?.code).toBe("ES006");
      expect((await saveDraft(q, request, LINES, 0, today())).error?.code).toBe("ES005");
    });
  });
});

describe("a receipt's payment date", () => {
  it("lies between the day the request was filed, on the shop's calendar, and today, whoever writes", async () => {
    const max = await createUser(db);
    const { request, estimate } = await sentEstimate(max);
    await as(db, customer(max), (q) => answer(q, estimate.id, 1, true), { commit: true });
    await db.query("update public.service_requests set created_at = now() - interval '10 days' where id = $1", [request]);
    const filed = (await db.query<{ d: string }>("select to_char((created_at at time zone public.business_time_zone())::date, 'YYYY-MM-DD') as d from public.service_requests where id = $1", [request])).rows[0]!.d;
    const dayBefore = new Date(`${filed}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    await as(db, staff(sam), async (q) => {
      const complete = (day: string) => attempt(q, "select public.complete_with_receipt($1, $2::jsonb, 0, 'cash', $3::date)", [request, JSON.stringify(LINES), day]);
      expect((await complete(dayBefore.toISOString().slice(0, 10))).error?.code).toBe("ES008");
      expect((await complete(filed)).error).toBeNull();
    }, { commit: true });
    // Last line: moving it out of range later is refused, even to the service role.
    const direct = await as(db, serviceRole(), (q) => attempt(q, "update public.receipts set paid_on = '1900-01-01' where request_id = $1", [request]));
    expect(direct.error?.code).toBe("ES008");
  });
});

describe("totals", () => {
  it("equal the sum of the lines, less the discount, plus the rounded tax, for any lines (property)", async () => {
    const pat = await createUser(db);
    const request = await requestOf(pat);
    const until = inDays(3);
    const line = fc.record({
      kind: fc.constantFrom("labour", "part", "fee"),
      description: fc.constant("Line"),
      quantity: fc.integer({ min: 1, max: ESTIMATE_RULES.quantityMax * 100 }).map((n) => n / 100),
      unitPriceCents: fc.integer({ min: 0, max: ESTIMATE_RULES.unitPriceMaxCents }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), async (lines, share) => {
        const expected = documentTotals(lines, 0, ESTIMATE_RULES.taxRateBasisPoints);
        const discount = Math.floor(expected.subtotalCents * share);
        const want = documentTotals(lines, discount, ESTIMATE_RULES.taxRateBasisPoints);
        await as(db, staff(sam), async (q) => {
          const saved = await saveDraft(q, request, lines, discount, until);
          expect(saved.error).toBeNull();
          const row = saved.rows[0]!;
          const items = await q.query<{ sum: string }>("select coalesce(sum(line_total_cents), 0)::text as sum from public.estimate_items where estimate_id = $1", [row.id]);
          expect(Number(row.subtotal_cents)).toBe(Number(items.rows[0]!.sum));
          expect(Number(row.total_cents)).toBe(Number(row.subtotal_cents) - discount + Number(row.tax_cents));
          expect({ subtotal: Number(row.subtotal_cents), tax: Number(row.tax_cents), total: Number(row.total_cents) }).toEqual({
            subtotal: want.subtotalCents, tax: want.taxCents, total: want.totalCents,
          });
        });
      }),
      { numRuns: 60, seed: 37 },
    );
  });
});
