import { TZDate } from "@date-fns/tz";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE } from "@/lib/rules/business-time-zone";
import type { Db } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// The reports (public.admin_reports, docs/reports.md): every figure equals
// the same sum computed here, in this file, from the rows it inserts. The
// rows sit on the range's edges in the shop's time zone (America/Chicago):
// an evening that is already the next day in UTC, the first and last minute
// of the range, a month's last day, the night the clocks go forward
// (2026-03-08), and rows just outside.

const FROM = "2026-01-26"; // a Monday
const TO = "2026-03-08"; // a Sunday, the day daylight saving time starts

let db: Db;
let sam: string;
let alice: string;

/** The shop's calendar day of an instant. */
const shopDay = (iso: string) => {
  const d = new TZDate(new Date(iso).getTime(), BUSINESS_TIME_ZONE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
const inRange = (day: string) => day >= FROM && day <= TO;
/** The Monday of a day's week, and the first of its month ("YYYY-MM-DD" in, out). */
const weekStart = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}
const next = random(44);
const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

// Instants given with the shop's offset: -06:00 before 2026-03-08 02:00, -05:00 after.
const EDGE_INSTANTS = [
  "2026-01-25T23:59:00-06:00", // the day before the range (already the 26th in UTC)
  "2026-01-26T00:00:00-06:00", // the range's first minute
  "2026-01-31T21:30:00-06:00", // January's last evening: February in UTC
  "2026-02-01T00:30:00-06:00",
  "2026-02-28T23:30:00-06:00", // February's last evening: March in UTC
  "2026-03-01T08:00:00-06:00",
  "2026-03-08T01:30:00-06:00", // before the clocks go forward
  "2026-03-08T23:59:00-05:00", // the range's last minute
  "2026-03-09T00:00:00-05:00", // the day after
  "2026-02-15T12:00:00-06:00",
];
const EDGE_DAYS = ["2026-01-25", "2026-01-26", "2026-01-31", "2026-02-01", "2026-02-28", "2026-03-01", "2026-03-08", "2026-03-09", "2026-02-16", "2026-02-22", "2026-02-23"];
const TECHNICIANS = ["Dana", "Luis", null] as const;
const SERVICE_TYPES = ["computerRepair", "networkSetup", "dataRecovery", "other"] as const;

interface RequestRow {
  id: string;
  technician: string | null;
  serviceType: string;
  createdAt: string;
  completedAt: string | null;
}
interface ReceiptRow {
  requestId: string;
  paidOn: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}
interface VisitRow {
  requestId: string | null;
  serviceId: number;
  start: string;
  status: string;
  late: boolean;
}

const requests: RequestRow[] = [];
const receipts: ReceiptRow[] = [];
const visits: VisitRow[] = [];
let services: Map<number, string>;

beforeAll(async () => {
  db = await migratedDb({ seed: true });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  alice = await createUser(db, { fullName: "Alice Moreno" });
  const { rows: serviceRows } = await db.query<{ id: number; key: string }>("select id, coalesce(translation_key, name) as key from public.services");
  services = new Map(serviceRows.map((s) => [s.id, s.key]));

  for (let i = 0; i < 60; i++) {
    const createdAt = new Date(Date.parse(pick(EDGE_INSTANTS)) - Math.floor(next() * 20) * 86_400_000 + i * 60_000).toISOString();
    const completed = i % 3 !== 0;
    const completedAt = completed ? (i < 20 ? EDGE_INSTANTS[i % EDGE_INSTANTS.length]! : new Date(Date.parse(createdAt) + Math.floor(next() * 900_000_000)).toISOString()) : null;
    requests.push({ id: randomUUID(), technician: pick(TECHNICIANS), serviceType: pick(SERVICE_TYPES), createdAt: completedAt && completedAt < createdAt ? completedAt : createdAt, completedAt });
  }
  for (const [i, r] of requests.entries()) {
    if (i % 4 === 3) continue;
    const subtotal = 1000 + Math.floor(next() * 50_000);
    const discount = i % 5 === 0 ? Math.floor(subtotal / 10) : 0;
    const tax = Math.round(((subtotal - discount) * 825) / 10_000);
    receipts.push({ requestId: r.id, paidOn: EDGE_DAYS[i % EDGE_DAYS.length]!, subtotal, discount, tax, total: subtotal - discount + tax });
  }
  const statuses = [
    ["completed", false],
    ["cancelled", false],
    ["cancelled", true],
    ["no_show", false],
    ["pending", false],
  ] as const;
  for (let i = 0; i < 40; i++) {
    const [status, late] = statuses[i % statuses.length]!;
    visits.push({ requestId: i % 4 === 0 ? null : requests[i]!.id, serviceId: pick([...services.keys()]), start: new Date(Date.parse(EDGE_INSTANTS[i % EDGE_INSTANTS.length]!) + (i % 3) * 60_000).toISOString(), status, late });
  }

  // The rows as they are, without the triggers that would check them against today.
  await db.transaction(async (q) => {
    await q.query("set local session_replication_role = replica");
    for (const r of requests) {
      await q.query(
        `insert into public.service_requests (id, user_id, title, description, service_type, status, technician, created_at)
         values ($1, $2, 'A laptop for the report', 'It does not start after the update this week.', $3, $4, $5, $6)`,
        [r.id, alice, r.serviceType, r.completedAt ? "completed" : "in_progress", r.technician, r.createdAt],
      );
      if (r.completedAt) {
        await q.query(
          `insert into public.status_changes (request_id, from_status, to_status, changed_at) values ($1, 'ready_for_pickup', 'completed', $2)`,
          [r.id, r.completedAt],
        );
        // A later, repeated log line must not move the completion.
        await q.query(
          `insert into public.status_changes (request_id, from_status, to_status, changed_at) values ($1, 'completed', 'completed', $2::timestamptz + interval '40 days')`,
          [r.id, r.completedAt],
        );
      }
    }
    for (const r of receipts) {
      const { rows } = await q.query<{ id: string }>(
        `insert into public.estimates (request_id, version, status, valid_until, tax_rate_bps, sent_at, answered_at, approved_total_cents)
         values ($1, 1, 'approved', '2026-04-01', 825, '2026-01-01', '2026-01-02', 0) returning id`,
        [r.requestId],
      );
      await q.query(
        `insert into public.receipts (request_id, estimate_id, payment_method, paid_on, tax_rate_bps, discount_cents, subtotal_cents, tax_cents, total_cents)
         values ($1, $2, 'card', $3, 825, $4, $5, $6, $7)`,
        [r.requestId, rows[0]!.id, r.paidOn, r.discount, r.subtotal, r.tax, r.total],
      );
    }
    for (const v of visits) {
      await q.query(
        `insert into public.appointments (user_id, service_id, service_name, appointment_date, ends_at, duration, status, late_cancellation, service_request_id, price_cents)
         select $1, s.id, s.name, $3, $3::timestamptz + interval '1 hour', 60, $4, $5, $6, s.price_cents from public.services s where s.id = $2`,
        [alice, v.serviceId, v.start, v.status, v.late, v.requestId],
      );
    }
  });
}, 60_000);
afterAll(() => db?.close());

interface Period {
  start: string;
  receipts: number;
  net_cents: number;
  tax_cents: number;
  total_cents: number;
}
interface Report {
  from: string;
  to: string;
  weeks: Period[];
  months: Period[];
  jobs: { completed: number; average_seconds: number | null };
  visits: { booked: number; completed: number; cancelled: number; late_cancelled: number; no_show: number };
  technicians: { technician: string | null; jobs_completed: number; visits: number; revenue_cents: number }[];
  services: { key: string; requests: number; visits: number }[];
}

const report = (from = FROM, to = TO) =>
  as(db, staff(sam), async (q) => (await q.query<{ r: Report }>("select public.admin_reports($1, $2) as r", [from, to])).rows[0]!.r);

function periods(startOf: (day: string) => string, starts: string[]) {
  const paid = receipts.filter((r) => inRange(r.paidOn));
  return starts.map((start) => {
    const own = paid.filter((r) => startOf(r.paidOn) === start);
    return {
      start,
      receipts: own.length,
      net_cents: own.reduce((s, r) => s + r.subtotal - r.discount, 0),
      tax_cents: own.reduce((s, r) => s + r.tax, 0),
      total_cents: own.reduce((s, r) => s + r.total, 0),
    };
  });
}

describe("public.admin_reports", () => {
  it("the rows straddle the range's edges (guards the comparisons below)", () => {
    expect(receipts.some((r) => r.paidOn < FROM) && receipts.some((r) => r.paidOn > TO)).toBe(true);
    expect(requests.some((r) => r.completedAt && shopDay(r.completedAt) !== r.completedAt.slice(0, 10))).toBe(true);
    expect(visits.some((v) => !inRange(shopDay(v.start)) && inRange(v.start.slice(0, 10)))).toBe(true);
  });

  it("revenue and sales tax per week (Monday to Sunday) and per month equal the receipts' sums", async () => {
    const r = await report();
    const weeks = ["2026-01-26", "2026-02-02", "2026-02-09", "2026-02-16", "2026-02-23", "2026-03-02"];
    expect(r.weeks).toEqual(periods(weekStart, weeks));
    expect(r.months).toEqual(periods(monthStart, ["2026-01-01", "2026-02-01", "2026-03-01"]));
    const paid = receipts.filter((x) => inRange(x.paidOn));
    expect(r.weeks.reduce((s, w) => s + w.total_cents, 0)).toBe(paid.reduce((s, x) => s + x.total, 0));
    expect(r.months.reduce((s, m) => s + m.tax_cents, 0)).toBe(paid.reduce((s, x) => s + x.tax, 0));
    expect(paid.length).toBeGreaterThan(10);
  });

  it("jobs completed in the range and their mean time from filing to completion", async () => {
    const r = await report();
    const done = requests.filter((x) => x.completedAt && inRange(shopDay(x.completedAt)));
    const mean = done.reduce((s, x) => s + (Date.parse(x.completedAt!) - Date.parse(x.createdAt)) / 1000, 0) / done.length;
    expect(r.jobs).toEqual({ completed: done.length, average_seconds: Math.round(mean) });
  });

  it("visits whose start falls in the range, by outcome", async () => {
    const r = await report();
    const own = visits.filter((v) => inRange(shopDay(v.start)));
    expect(r.visits).toEqual({
      booked: own.length,
      completed: own.filter((v) => v.status === "completed").length,
      cancelled: own.filter((v) => v.status === "cancelled" && !v.late).length,
      late_cancelled: own.filter((v) => v.status === "cancelled" && v.late).length,
      no_show: own.filter((v) => v.status === "no_show").length,
    });
  });

  it("work per technician: jobs completed, visits of their requests, receipts paid on them", async () => {
    const r = await report();
    const byId = new Map(requests.map((x) => [x.id, x]));
    const expected = TECHNICIANS.map((technician) => ({
      technician,
      jobs_completed: requests.filter((x) => x.technician === technician && x.completedAt && inRange(shopDay(x.completedAt))).length,
      visits: visits.filter((v) => v.requestId && byId.get(v.requestId)!.technician === technician && inRange(shopDay(v.start))).length,
      revenue_cents: receipts.filter((x) => byId.get(x.requestId)!.technician === technician && inRange(x.paidOn)).reduce((s, x) => s + x.total, 0),
    })).filter((t) => t.jobs_completed + t.visits + t.revenue_cents > 0);
    expect([...r.technicians].sort((a, b) => String(a.technician).localeCompare(String(b.technician)))).toEqual(
      expected.sort((a, b) => String(a.technician).localeCompare(String(b.technician))),
    );
    expect(r.technicians.at(-1)?.technician).toBeNull();
  });

  it("services asked for most: requests filed and visits booked in the range, most first", async () => {
    const r = await report();
    const counts = new Map<string, { requests: number; visits: number }>();
    const bump = (key: string, field: "requests" | "visits") => {
      const c = counts.get(key) ?? { requests: 0, visits: 0 };
      c[field]++;
      counts.set(key, c);
    };
    requests.filter((x) => inRange(shopDay(x.createdAt))).forEach((x) => bump(x.serviceType, "requests"));
    visits.filter((v) => inRange(shopDay(v.start))).forEach((v) => bump(services.get(v.serviceId)!, "visits"));
    const expected = [...counts].map(([key, c]) => ({ key, ...c })).sort((a, b) => b.requests + b.visits - (a.requests + a.visits) || (a.key < b.key ? -1 : 1));
    expect(r.services).toEqual(expected);
  });

  it("a one-day range sees only that shop day", async () => {
    const r = await report("2026-02-28", "2026-02-28");
    expect(r.months).toEqual([{ start: "2026-02-01", ...sums(receipts.filter((x) => x.paidOn === "2026-02-28")) }]);
    expect(r.visits.booked).toBe(visits.filter((v) => shopDay(v.start) === "2026-02-28").length);
  });

  it("staff only, and a range backwards or over two years is refused", async () => {
    expect((await as(db, customer(alice), (q) => attempt(q, "select public.admin_reports($1, $2)", [FROM, TO]))).error?.code).toBe("42501");
    expect((await as(db, anon(), (q) => attempt(q, "select public.admin_reports($1, $2)", [FROM, TO]))).error?.code).toBe("42501");
    for (const [from, to] of [
      [TO, FROM],
      ["2024-01-01", "2026-01-02"],
    ]) {
      expect((await as(db, staff(sam), (q) => attempt(q, "select public.admin_reports($1, $2)", [from, to]))).error?.code).toBe("22023");
    }
    expect((await report("2024-01-01", "2025-12-31")).months).toHaveLength(24);
  });
});

function sums(list: ReceiptRow[]) {
  return {
    receipts: list.length,
    net_cents: list.reduce((s, r) => s + r.subtotal - r.discount, 0),
    tax_cents: list.reduce((s, r) => s + r.tax, 0),
    total_cents: list.reduce((s, r) => s + r.total, 0),
  };
}
