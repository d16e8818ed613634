import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS } from "@/lib/rules/business-rules";
import { usFederalHolidays } from "@/lib/rules/us-federal-holidays";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { openDb, type Db } from "@/supabase/local/db";
import { applyMigrations, applyPlatformSql } from "@/supabase/local/migrations";
import { book } from "./helpers/booking";
import { as, createUser, customer, migratedDb, MIGRATIONS_DIR, PLATFORM_SQL_DIR } from "./helpers/db";
import { at } from "./helpers/time";

// A new install starts closed on this year's remaining federal holidays and
// all of next year's (migration 20261128011300), computed in SQL as
// lib/rules/us-federal-holidays.ts computes them.

let db: Db;
beforeAll(async () => {
  db = await migratedDb();
});
afterAll(() => db?.close());

const today = businessToday();
const year = Number(today.slice(0, 4));
const expected = [year, year + 1].flatMap((y) => usFederalHolidays(y)).filter((h) => h.observed >= today);
const names = en.Admin.schedule.holidays.names;
const nombres = es.Admin.schedule.holidays.names;

interface ClosureRow {
  starts_on: string;
  ends_on: string;
  closed_from: string | null;
  reason_en: string;
  reason_es: string;
}

describe("federal holidays on a new install", () => {
  it("computes the same dates in SQL as in the app, 2021 to 2100", async () => {
    for (let y = 2021; y <= 2100; y++) {
      const { rows } = await db.query<{ holiday: string; holiday_on: string; observed_on: string }>(
        "select holiday, holiday_on::text, observed_on::text from private.us_federal_holidays($1)",
        [y],
      );
      expect(rows.map((r) => ({ holiday: r.holiday, date: r.holiday_on, observed: r.observed_on })), String(y)).toEqual(usFederalHolidays(y));
    }
  });

  it("names each holiday as the console does, in both languages", async () => {
    const { rows } = await db.query<{ holiday: keyof typeof names; name_en: string; name_es: string }>("select * from private.us_federal_holidays(2030)");
    for (const r of rows) {
      expect(r.name_en).toBe(names[r.holiday]);
      expect(r.name_es).toBe(nombres[r.holiday]);
    }
  });

  it("closes this year's remaining holidays and all of next year's, all day, with their names", async () => {
    const { rows } = await db.query<ClosureRow>(
      "select starts_on::text, ends_on::text, closed_from::text, reason_en, reason_es from public.closures order by starts_on",
    );
    expect(rows.map((r) => r.starts_on)).toEqual(expected.map((h) => h.observed));
    expect(expected.some((h) => h.observed.startsWith(String(year + 1)))).toBe(true);
    rows.forEach((row, i) => {
      const h = expected[i]!;
      expect(row.ends_on).toBe(row.starts_on);
      expect(row.closed_from).toBeNull();
      const observed = h.observed === h.date ? "" : " (observed)";
      expect(row.reason_en).toBe(`${names[h.holiday]}${observed}`);
      expect(row.reason_es).toBe(`${nombres[h.holiday]}${observed ? " (observado)" : ""}`);
    });
  });

  it("adds nothing when run again", async () => {
    const { rows } = await db.query<{ added: number }>("select private.close_federal_holidays() as added");
    expect(rows[0]!.added).toBe(0);
  });

  it("refuses a booking on this year's next holiday (BK004)", async () => {
    const horizon = new Date(Date.now() + BOOKING_LIMITS.horizonDays * 86_400_000).toISOString().slice(0, 10);
    const next = expected.find((h) => h.observed > today && h.observed <= horizon);
    if (!next) return; // No holiday between tomorrow and the booking horizon today.
    const alice = await createUser(db, { fullName: "Alice Holiday" });
    const [y, m, d] = next.observed.split("-").map(Number) as [number, number, number];
    const result = await as(db, customer(alice), (q) => book(q, { serviceId: 1, at: at({ year: y, month: m, day: d, iso: next.observed }, "10:00") }));
    expect(result.error?.code).toBe("BK004");
  });

  it("is not reachable through the API", async () => {
    const result = await as(db, customer("00000000-0000-4000-8000-000000000000"), async (q) => {
      try {
        await q.query("select private.close_federal_holidays()");
        return null;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    });
    expect(result).toBe("42501");
  });

  it("closes nothing on an install that opted out (app.federal_holidays = 'off')", async () => {
    const fresh = await openDb({ dataDir: null });
    try {
      await applyPlatformSql(fresh, PLATFORM_SQL_DIR);
      await fresh.query("set app.federal_holidays = 'off'");
      await applyMigrations(fresh, MIGRATIONS_DIR);
      expect((await fresh.query<{ n: number }>("select count(*)::integer as n from public.closures")).rows[0]!.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
