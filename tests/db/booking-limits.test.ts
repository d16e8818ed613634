import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday, isoWeekday } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS } from "@/lib/rules/business-rules";
import type { Db } from "@/supabase/local/db";
import { book, mustBook } from "./helpers/booking";
import { as, attempt, createUser, customer, migratedDb, serviceRole } from "./helpers/db";
import { at, nextWeekday, type LocalDay } from "./helpers/time";
import { DB_ERROR_CODES } from "@/lib/rules/db-errors";

let db: Db;
beforeAll(async () => {
  db = await migratedDb();
});
afterAll(() => db?.close());

const COMPUTER_REPAIR = 1;
const { horizonDays, maxUpcoming } = BOOKING_LIMITS;

const localDay = (iso: string): LocalDay => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day, iso };
};

/** The weekday nearest to `offset` days from the shop's today, moving `step` (+1 / -1) days at a time. */
function weekdayFrom(offset: number, step: 1 | -1) {
  let iso = addDays(businessToday(), offset);
  while (isoWeekday(iso) > 5 || isObservedFederalHoliday(iso)) iso = addDays(iso, step);
  return localDay(iso);
}

describe("booking horizon", () => {
  it(`the last weekday within ${horizonDays} days is bookable; the first weekday after it is refused with ${DB_ERROR_CODES.bookingBeyondHorizon}`, async () => {
    const user = await createUser(db);
    await as(db, customer(user), async (q) => {
      expect((await book(q, { serviceId: COMPUTER_REPAIR, at: at(weekdayFrom(horizonDays, -1), "09:00") })).error).toBeNull();
      const beyond = await book(q, { serviceId: COMPUTER_REPAIR, at: at(weekdayFrom(horizonDays + 1, 1), "09:00") });
      expect(beyond.error?.code).toBe(DB_ERROR_CODES.bookingBeyondHorizon);
      const years = await book(q, { serviceId: COMPUTER_REPAIR, at: "2035-03-06T15:00:00Z" });
      expect(years.error?.code).toBe(DB_ERROR_CODES.bookingBeyondHorizon);
    });
  });

  it("holds for a direct insert with the service role too", async () => {
    const user = await createUser(db);
    const res = await as(db, serviceRole(), (q) =>
      attempt(q, "insert into public.appointments (user_id, service_id, service_name, appointment_date, duration) values ($1, 1, 'X', $2, 60)", [
        user,
        at(weekdayFrom(horizonDays + 30, 1), "10:00"),
      ]),
    );
    expect(res.error?.code).toBe(DB_ERROR_CODES.bookingBeyondHorizon);
  });
});

describe("upcoming appointments per customer", () => {
  const days = Array.from({ length: maxUpcoming + 1 }, (_, i) => nextWeekday(3, i));

  it(`at most ${maxUpcoming} pending or in progress; a cancelled one frees a place`, async () => {
    const user = await createUser(db);
    await as(db, customer(user), async (q) => {
      const booked = [];
      for (const day of days.slice(0, maxUpcoming)) booked.push(await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "13:00") }));
      const extra = { serviceId: COMPUTER_REPAIR, at: at(days[maxUpcoming]!, "13:00") };
      expect((await book(q, extra)).error?.code).toBe(DB_ERROR_CODES.bookingUpcomingLimit);
      await q.query("select public.cancel_appointment($1)", [booked[0]!.id]);
      expect((await book(q, extra)).error).toBeNull();
    });
  });

  it("appointments that have ended do not count, nor do other customers'", async () => {
    const [user, other] = [await createUser(db), await createUser(db)];
    await db.query(
      `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration)
       select $1, 1, 'Earlier visit', now() - make_interval(days => d), 60 from generate_series(1, $2) d`,
      [user, maxUpcoming],
    );
    await as(db, customer(other), async (q) => {
      for (const day of days.slice(0, maxUpcoming)) await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "14:30") });
    }, { commit: true });
    await as(db, customer(user), async (q) => {
      for (const day of days.slice(0, maxUpcoming)) await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "09:00") });
    });
  });

  it("holds for a direct insert with the service role too", async () => {
    const user = await createUser(db);
    await as(db, serviceRole(), async (q) => {
      const insert = (day: LocalDay) =>
        attempt(q, "insert into public.appointments (user_id, service_id, service_name, appointment_date, duration) values ($1, 1, 'X', $2, 30)", [
          user,
          at(day, "07:00"),
        ]);
      for (const day of days.slice(0, maxUpcoming)) expect((await insert(day)).error).toBeNull();
      expect((await insert(days[maxUpcoming]!)).error?.code).toBe(DB_ERROR_CODES.bookingUpcomingLimit);
    });
  });
});

describe("email confirmation", () => {
  it(`schedule_appointment refuses an account whose email is not confirmed (${DB_ERROR_CODES.emailNotConfirmed})`, async () => {
    const user = await createUser(db);
    await db.query("update auth.users set email_confirmed_at = null where id = $1", [user]);
    const res = await as(db, customer(user), (q) => book(q, { serviceId: COMPUTER_REPAIR, at: at(nextWeekday(3, 6), "11:00") }));
    expect(res.error?.code).toBe(DB_ERROR_CODES.emailNotConfirmed);
  });
});
