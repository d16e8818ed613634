import { TZDate } from "@date-fns/tz";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARRIVING_STATUSES } from "@/lib/rules/business-rules";
import { BUSINESS_TIME_ZONE } from "@/lib/rules/business-time-zone";
import type { Db } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// The overview's counts (public.admin_overview, docs/product.md#the-overview)
// equal the counts computed here from the rows this file inserts, and each
// equals the rows of the list its link opens (admin_search_requests with the
// same filter), so a count and its list agree.

let db: Db;
let sam: string;
let alice: string;

const STATUSES = ["pending", "approved", "in_progress", "waiting_for_parts", "ready_for_pickup", "completed", "cancelled"] as const;
/** The current estimate: none, a draft only, or a version sent and maybe answered (and one superseded `sent` beneath). */
const ESTIMATES = [null, "draft", "sent", "approved", "declined", "superseded"] as const;

interface RequestRow {
  id: string;
  status: (typeof STATUSES)[number];
  estimate: (typeof ESTIMATES)[number];
  sentAt: string | null;
  unread: boolean;
  readAfter: boolean;
}
interface VisitRow {
  requestId: string;
  start: string;
  status: string;
  needsCall: boolean;
}

const requests: RequestRow[] = [];
const visits: VisitRow[] = [];
const reviews: boolean[] = [];

/** An instant at `hour`:`minute` of the shop's day `days` from today. */
function shopTime(days: number, hour: number, minute = 0) {
  const now = new TZDate(Date.now(), BUSINESS_TIME_ZONE);
  return new Date(new TZDate(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, minute, 0, BUSINESS_TIME_ZONE).getTime()).toISOString();
}

beforeAll(async () => {
  db = await migratedDb();
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  alice = await createUser(db, { fullName: "Alice Moreno" });

  let i = 0;
  for (const status of STATUSES) {
    for (const estimate of ESTIMATES) {
      i++;
      const sentAt = estimate && estimate !== "draft" ? new Date(Date.now() - i * 3_600_000).toISOString() : null;
      requests.push({
        id: randomUUID(),
        status,
        estimate,
        sentAt,
        unread: i % 3 === 0,
        readAfter: i % 6 === 0,
      });
    }
  }
  // Today's first and last minutes at the shop, and the minutes either side of them.
  const starts = [shopTime(0, 0), shopTime(0, 10), shopTime(0, 23, 59), shopTime(-1, 23, 59), shopTime(1, 0)];
  const outcomes = ["pending", "in_progress", "completed", "cancelled", "no_show"];
  for (const [n, start] of starts.entries()) {
    for (const [m, status] of outcomes.entries()) {
      visits.push({
        requestId: requests[(n * 5 + m) % requests.length]!.id,
        start,
        status,
        needsCall: (n + m) % 2 === 0,
      });
    }
  }
  reviews.push(false, true, false, false, true);

  // The rows as they are, without the triggers that would check them against today.
  await db.transaction(async (q) => {
    await q.query("set local session_replication_role = replica");
    for (const [n, r] of requests.entries()) {
      await q.query(
        `insert into public.service_requests (id, user_id, title, description, service_type, status, created_at)
         values ($1, $2, 'A laptop for the overview', 'It does not start after the update this week.', 'computerRepair', $3, now() - $4 * interval '1 minute')`,
        [r.id, alice, r.status, n],
      );
      if (r.estimate === "superseded") {
        await q.query(
          `insert into public.estimates (request_id, version, status, valid_until, tax_rate_bps, sent_at, superseded_at)
           values ($1, 1, 'sent', current_date + 30, 825, now() - interval '30 days', now() - interval '1 day')`,
          [r.id],
        );
        await q.query(`insert into public.estimates (request_id, version, status, valid_until, tax_rate_bps) values ($1, 2, 'draft', current_date + 30, 825)`, [
          r.id,
        ]);
      } else if (r.estimate === "draft") {
        await q.query(`insert into public.estimates (request_id, version, status, valid_until, tax_rate_bps) values ($1, 1, 'draft', current_date + 30, 825)`, [
          r.id,
        ]);
      } else if (r.estimate) {
        const answered = r.estimate === "sent" ? null : r.sentAt;
        await q.query(
          `insert into public.estimates (request_id, version, status, valid_until, tax_rate_bps, sent_at, answered_at, approved_total_cents)
           values ($1, 1, $2, current_date + 30, 825, $3, $4, $5)`,
          [r.id, r.estimate, r.sentAt, answered, r.estimate === "approved" ? 0 : null],
        );
      }
      // Every request has an automatic message (never unread) and a staff reply; some a customer message.
      await q.query(
        `insert into public.request_messages (request_id, author_id, body, automatic, created_at) values ($1, $2, 'Files', 'filing_files', now())`,
        [r.id, alice],
      );
      await q.query(`insert into public.request_messages (request_id, author_id, body, from_staff, created_at) values ($1, $2, 'On it', true, now())`, [
        r.id,
        sam,
      ]);
      if (r.unread) {
        await q.query(`insert into public.request_messages (request_id, author_id, body, created_at) values ($1, $2, 'Any news?', now() - interval '1 hour')`, [
          r.id,
          alice,
        ]);
      }
      if (r.readAfter) {
        await q.query(`insert into public.request_reads (request_id, user_id, last_read_at) values ($1, $2, now())`, [r.id, sam]);
      }
    }
    for (const v of visits) {
      await q.query(
        `insert into public.appointments (user_id, service_id, service_name, appointment_date, ends_at, duration, status, needs_call, service_request_id, price_cents)
         select $1, s.id, s.name, $2, $2::timestamptz + interval '1 hour', 60, $3, $4, $5, s.price_cents from public.services s order by s.id limit 1`,
        [alice, v.start, v.status, v.needsCall, v.requestId],
      );
    }
    for (const approved of reviews) {
      await q.query(
        `insert into public.reviews (name, email, service, review_text, approved) values ('Ana', 'ana@example.com', 'other', 'Quick and kind.', $1)`,
        [approved],
      );
    }
  });
}, 60_000);
afterAll(() => db?.close());

interface Overview {
  arrivals: number;
  checked_in: number;
  new_requests: number;
  to_diagnose: number;
  to_estimate: number;
  parts: number;
  estimate_sent: number;
  oldest_sent_at: string | null;
  ready: number;
  call_backs: number;
  unread: number;
  reviews: number;
}

const overview = () => as(db, staff(sam), async (q) => (await q.query<{ o: Overview }>("select public.admin_overview() as o")).rows[0]!.o);
const listed = (filter: string) =>
  as(db, staff(sam), async (q) => (await q.query<{ n: number }>(`select count(*)::int as n from public.admin_search_requests(${filter})`)).rows[0]!.n);

const open = (r: RequestRow) => r.status !== "completed" && r.status !== "cancelled";
const isToday = (iso: string) => iso >= shopTime(0, 0) && iso < shopTime(1, 0);

describe("public.admin_overview", () => {
  it("counts equal the test's own counts of the same rows", async () => {
    const o = await overview();
    const waiting = requests.filter((r) => open(r) && r.estimate === "sent");
    const today = visits.filter((v) => isToday(v.start));
    expect({
      ...o,
      oldest_sent_at: o.oldest_sent_at && new Date(o.oldest_sent_at).toISOString(),
    }).toEqual({
      // The day list behind the link keeps ARRIVING_STATUSES: the same rule.
      arrivals: today.filter((v) => (ARRIVING_STATUSES as readonly string[]).includes(v.status)).length,
      checked_in: today.filter((v) => ["in_progress", "completed"].includes(v.status)).length,
      new_requests: requests.filter((r) => r.status === "pending").length,
      to_diagnose: requests.filter((r) => r.status === "approved").length,
      to_estimate: requests.filter((r) => r.status === "in_progress" && r.estimate !== "sent" && r.estimate !== "approved").length,
      parts: requests.filter((r) => r.status === "waiting_for_parts").length,
      estimate_sent: waiting.length,
      oldest_sent_at: waiting.map((r) => r.sentAt!).sort()[0] ?? null,
      ready: requests.filter((r) => r.status === "ready_for_pickup").length,
      call_backs: visits.filter((v) => v.needsCall && (v.status === "pending" || v.status === "in_progress")).length,
      unread: requests.filter((r) => r.unread && !r.readAfter).length,
      reviews: reviews.filter((approved) => !approved).length,
    });
    // Guards: every count is tested with something to count and something to leave out.
    expect(today.length).toBeGreaterThan(o.arrivals);
    expect(o.arrivals).toBeGreaterThan(o.checked_in);
    expect(o.to_estimate * o.estimate_sent * o.unread * o.call_backs).toBeGreaterThan(0);
  });

  it("each request count equals the rows of the list it opens", async () => {
    const o = await overview();
    expect(await listed("p_status => 'pending'")).toBe(o.new_requests);
    expect(await listed("p_status => 'approved'")).toBe(o.to_diagnose);
    expect(await listed("p_queue => 'to-estimate'")).toBe(o.to_estimate);
    expect(await listed("p_status => 'waiting_for_parts'")).toBe(o.parts);
    expect(await listed("p_queue => 'estimate-sent'")).toBe(o.estimate_sent);
    expect(await listed("p_status => 'ready_for_pickup'")).toBe(o.ready);
    expect(await listed("p_unread => true")).toBe(o.unread);
    const callBacks = await as(
      db,
      staff(sam),
      async (q) => (await q.query<{ n: number }>("select count(*)::int as n from public.admin_search_appointments(p_needs_call => true)")).rows[0]!.n,
    );
    expect(callBacks).toBe(o.call_backs);
  });

  it("refuses a customer and a visitor", async () => {
    for (const actor of [customer(alice), anon()]) {
      const result = await as(db, actor, (q) => attempt(q, "select public.admin_overview()"));
      expect(result.error?.code).toBe("42501");
    }
  });
});
