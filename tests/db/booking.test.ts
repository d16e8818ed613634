import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingErrorKey } from "@/lib/rules/booking-errors";
import type { Db } from "@/supabase/local/db";
import { book, mustBook } from "./helpers/booking";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";
import { at, nextSaturday, nextWeekday } from "./helpers/time";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";

const COMPUTER_REPAIR = 1; // 60 min
const DATA_RECOVERY = 3; // 90 min
const NETWORK_SETUP = 4; // 120 min
const RETIRED = 99;

let db: Db;
let alice: string;
let bob: string;
let sam: string;
const day = nextWeekday(2);

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice" });
  bob = await createUser(db, { fullName: "Bob" });
  sam = await createUser(db, { fullName: "Sam", staff: true });
  await db.query(
    "insert into public.services (id, slug, name, name_es, price_cents, duration, active) values ($1, 'retired-service', 'Retired', 'Retirado', 100, 60, false)",
    [RETIRED],
  );
});
afterAll(() => db?.close());

/** A request of `userId` moved to `status` (committed). */
async function requestIn(userId: string, status: "pending" | "approved"): Promise<string> {
  const id = await as(db, customer(userId), async (q) => {
    const { rows } = await q.query<{ id: string }>(
      "insert into public.service_requests (title, description, service_type) values ('Broken screen', 'The screen flickers and then goes black.', 'hardwareUpgrades') returning id",
    );
    return rows[0]!.id;
  }, { commit: true });
  if (status === "approved") await as(db, staff(sam), (q) => q.query("select public.set_request_status($1, 'approved')", [id]), { commit: true });
  return id;
}

/** The form's own rules: no code of their own, the generic text. */
const INVALID_PARAMETER = "22023";

describe("schedule_appointment refusals, each with the SQLSTATE the app maps", () => {
  it(`no signed-in user: ${BOOKING_ERROR_CODES.authRequired} (auth)`, async () => {
    const res = await as(db, anon(), (q) => book(q, { serviceId: COMPUTER_REPAIR, at: at(day, "10:00") }));
    expect(res.error?.code).toBe(BOOKING_ERROR_CODES.authRequired);
    expect(bookingErrorKey(res.error?.code)).toBe("auth");
    // A real "permission denied" (PostgreSQL's 42501) is the "permission" text.
    const direct = await as(db, anon(), (q) => attempt(q, "select private.schedule_appointment(1, now() + interval '1 day', null, null)"));
    expect(direct.error?.code).toBe("42501");
    expect(bookingErrorKey(direct.error?.code)).toBe("permission");
  });

  it(`unknown or inactive service: ${BOOKING_ERROR_CODES.serviceUnavailable} (service)`, async () => {
    await as(db, customer(alice), async (q) => {
      for (const serviceId of [999, RETIRED]) {
        const res = await book(q, { serviceId, at: at(day, "10:00") });
        expect(res.error?.code, String(serviceId)).toBe(BOOKING_ERROR_CODES.serviceUnavailable);
        expect(bookingErrorKey(res.error?.code)).toBe("service");
      }
    });
  });

  it("no function imitates PostgreSQL's own messages any more", async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and (p.prosrc ilike '%duplicate key%' or p.prosrc ilike '%violates foreign key%')`,
    );
    expect(rows).toEqual([]);
  });

  it("a past time", async () => {
    const lastWeek = nextWeekday(-9);
    const res = await as(db, customer(alice), (q) => book(q, { serviceId: COMPUTER_REPAIR, at: at(lastWeek, "10:00") }));
    expect(res.error?.message).toBe("Appointment time must be in the future");
    expect(res.error?.code).toBe(INVALID_PARAMETER);
    expect(bookingErrorKey(res.error?.code)).toBe("generic");
  });

  it("Saturday and Sunday", async () => {
    const saturday = nextSaturday(2);
    const sundayAt = new Date(new Date(at(saturday, "10:00")).getTime() + 24 * 3600_000).toISOString();
    await as(db, customer(alice), async (q) => {
      for (const when of [at(saturday, "10:00"), sundayAt]) {
        const res = await book(q, { serviceId: COMPUTER_REPAIR, at: when });
        expect(res.error?.message, when).toBe("Appointments are available Monday to Friday only");
        expect(res.error?.code, when).toBe(INVALID_PARAMETER);
      }
    });
  });

  it("a time that is not on the slot list in the business time zone", async () => {
    const offSlot = [at(day, "12:00"), at(day, "09:15"), at(day, "08:30"), at(day, "16:30"), at(day, "17:00")];
    const withSeconds = new Date(new Date(at(day, "09:00")).getTime() + 30_000).toISOString();
    // 10:00 in UTC is not 10:00 at the shop.
    const utcTen = `${day.iso}T10:00:00Z`;
    await as(db, customer(alice), async (q) => {
      for (const when of [...offSlot, withSeconds, utcTen]) {
        const res = await book(q, { serviceId: COMPUTER_REPAIR, at: when });
        expect(res.error?.message, when).toBe("Appointment time must be one of the available time slots");
        expect(res.error?.code, when).toBe(INVALID_PARAMETER);
      }
    });
  });

  it("a service that would run past 17:00", async () => {
    await as(db, customer(alice), async (q) => {
      const late = await book(q, { serviceId: NETWORK_SETUP, at: at(day, "16:00") });
      expect(late.error?.message).toBe("Appointment would end after business hours");
      expect(late.error?.code).toBe(INVALID_PARAMETER);
      const late2 = await book(q, { serviceId: DATA_RECOVERY, at: at(day, "16:00") });
      expect(late2.error?.message).toBe("Appointment would end after business hours");
    });
    // Ending exactly at 17:00 is fine (each in its own transaction: they overlap each other).
    for (const [serviceId, time] of [[NETWORK_SETUP, "15:00"], [COMPUTER_REPAIR, "16:00"]] as const) {
      const res = await as(db, customer(alice), (q) => book(q, { serviceId, at: at(day, time) }));
      expect(res.error, time).toBeNull();
    }
  });

  it("a service request that is not the caller's approved request", async () => {
    const bobsApproved = await requestIn(bob, "approved");
    const alicesPending = await requestIn(alice, "pending");
    await as(db, customer(alice), async (q) => {
      for (const requestId of [bobsApproved, alicesPending, "00000000-0000-4000-8000-000000000000"]) {
        const res = await book(q, { serviceId: COMPUTER_REPAIR, at: at(day, "10:00"), requestId });
        expect(res.error?.message).toBe("Only your own approved service request can be scheduled");
        expect(res.error?.code).toBe(INVALID_PARAMETER);
      }
    });
  });

  it(`an overlap with a booking that is not cancelled: ${BOOKING_ERROR_CODES.slotTaken} (taken)`, async () => {
    await as(db, customer(alice), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "10:00") }), { commit: true });
    await as(db, customer(bob), async (q) => {
      for (const [serviceId, time] of [[COMPUTER_REPAIR, "10:00"], [COMPUTER_REPAIR, "10:30"], [DATA_RECOVERY, "09:00"], [NETWORK_SETUP, "09:30"]] as const) {
        const res = await book(q, { serviceId, at: at(day, time) });
        expect(res.error?.code, time).toBe(BOOKING_ERROR_CODES.slotTaken);
        expect(bookingErrorKey(res.error?.code)).toBe("taken");
      }
      // Back to back is fine: ranges are half-open.
      expect((await book(q, { serviceId: COMPUTER_REPAIR, at: at(day, "11:00") })).error).toBeNull();
      expect((await book(q, { serviceId: COMPUTER_REPAIR, at: at(day, "09:00") })).error).toBeNull();
    });
  });
});

describe("booking", () => {
  const bookDay = nextWeekday(2, 1);

  it("stores the service's own name, duration and price, ends_at, the linked request and pending status", async () => {
    const requestId = await requestIn(alice, "approved");
    await as(db, customer(alice), async (q) => {
      const row = await mustBook(q, {
        serviceId: DATA_RECOVERY, serviceName: "Free everything", duration: 5,
        at: at(bookDay, "13:30"), description: "  Re: Broken screen  ", requestId,
      });
      expect(row).toMatchObject({
        user_id: alice, service_name: "Data Recovery", duration: 90, status: "pending",
        issue_description: "Re: Broken screen", service_request_id: requestId, late_cancellation: false, price_cents: 9000,
      });
      expect(row.appointment_date.toISOString()).toBe(at(bookDay, "13:30"));
      expect(row.ends_at.toISOString()).toBe(at(bookDay, "15:00"));
    });
  });

  it("customers cannot insert, update or delete appointments directly", async () => {
    await as(db, customer(alice), async (q) => {
      const insert = await attempt(q, "insert into public.appointments (service_id, service_name, appointment_date, duration) values (1, 'X', now() + interval '3 days', 60)");
      expect(insert.error?.message).toMatch(/permission denied/);
      const row = await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(bookDay, "09:00") });
      const update = await q.query("update public.appointments set status = 'cancelled' where id = $1 returning id", [row.id]);
      expect(update.rows).toEqual([]);
      expect((await attempt(q, "update public.appointments set appointment_date = now() where id = $1", [row.id])).error?.message).toMatch(/permission denied/);
      expect((await attempt(q, "delete from public.appointments where id = $1", [row.id])).error?.message).toMatch(/permission denied/);
    });
  });

  it("each customer reads only their own; get_user_appointments ignores the id passed", async () => {
    const mine = await as(db, customer(alice), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(bookDay, "10:00") }), { commit: true });
    await as(db, customer(bob), async (q) => {
      expect((await q.query("select id from public.appointments where id = $1", [mine.id])).rows).toEqual([]);
      const viaRpc = await q.query<{ user_id: string }>("select * from public.get_user_appointments(user_id => $1)", [alice]);
      expect(viaRpc.rows.every((r) => r.user_id === bob)).toBe(true);
      const cancel = await attempt(q, "select public.cancel_appointment($1)", [mine.id]);
      expect(cancel.error?.message).toBe("Appointment not found");
    });
    const own = await as(db, customer(alice), (q) => q.query<{ id: string }>("select id from public.get_user_appointments($1)", [bob]));
    expect(own.rows.map((r) => r.id)).toContain(mine.id);
    expect((await as(db, anon(), (q) => attempt(q, "select * from public.get_user_appointments($1)", [alice]))).error?.message).toMatch(/permission denied/);
    expect((await as(db, staff(sam), (q) => q.query("select id from public.appointments where id = $1", [mine.id]))).rows).toEqual([{ id: mine.id }]);
  });

  it("a cancelled booking frees its slot", async () => {
    await as(db, customer(alice), async (q) => {
      const first = await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(bookDay, "14:00") });
      await q.query("select public.cancel_appointment($1)", [first.id]);
      expect((await book(q, { serviceId: COMPUTER_REPAIR, at: at(bookDay, "14:00") })).error).toBeNull();
    });
  });
});
