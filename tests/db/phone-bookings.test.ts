import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday, isoWeekday } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS } from "@/lib/rules/business-rules";
import { PHONE_PATTERN } from "@/lib/validation/admin-booking";
import type { Db, Queryable } from "@/supabase/local/db";
import { mustBook, type AppointmentRow } from "./helpers/booking";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";
import { at, nextSaturday, nextWeekday, type LocalDay } from "./helpers/time";
import { BOOKING_ERROR_CODES, DB_ERROR_CODES } from "@/lib/rules/db-errors";

// Bookings staff take by phone (20261127000200): search_customers finds the
// caller's account, book_for_customer books for it under every booking rule,
// as PostgREST runs them (role, JWT claims, request headers). The console's
// server action (lib/actions/admin-book-appointment.ts) calls both as the
// signed-in staff member; tests/stack/phone-booking-invite.test.ts covers the
// invitation of a caller without an account.

const COMPUTER_REPAIR = 1; // 60 min
const NETWORK_SETUP = 4; // 120 min
const PERMISSION_DENIED = "42501";
const INVALID_PARAMETER = "22023";

let db: Db;
let sam: string;
let carol: string;
let alice: string;
const CAROL_PHONE = "512-555-0199";

/** An account created from sign-up metadata, as Auth (and the invitation) create them: the profile comes from the trigger. */
async function signedUp(meta: { full_name?: string; phone?: string; locale?: string }, email = `${randomUUID()}@example.test`) {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, '', now(), '{"provider":"email","providers":["email"]}', $3, now(), now())`,
    [id, email, JSON.stringify(meta)],
  );
  return id;
}

interface Match {
  id: string;
  full_name: string | null;
  email: string;
  phone: string | null;
  locale: string;
}

const search = (q: Queryable, query: string) => attempt<Match>(q, "select * from public.search_customers(p_query => $1)", [query]);
const ids = async (q: Queryable, query: string) => {
  const res = await search(q, query);
  if (res.error) throw res.error;
  return res.rows.map((row) => row.id);
};

type Booked = AppointmentRow & { booked_by: string | null; needs_call: boolean };
const bookFor = (q: Queryable, customerId: string, serviceId: number, when: string | null, description: string | null = null) =>
  attempt<Booked>(
    q,
    `select * from public.book_for_customer(p_customer_id => $1, p_service_id => $2, p_appointment_date => $3, p_issue_description => $4)`,
    [customerId, serviceId, when, description],
  );
const mustBookFor = async (q: Queryable, customerId: string, when: string, serviceId = COMPUTER_REPAIR, description: string | null = null) => {
  const res = await bookFor(q, customerId, serviceId, when, description);
  if (res.error) throw new Error(`book_for_customer refused: ${res.error.code} ${res.error.message}`);
  return res.rows[0]!;
};

/** A weekday `offset` days or more from the shop's today. */
function weekdayFrom(offset: number): LocalDay {
  let iso = addDays(businessToday(), offset);
  while (isoWeekday(iso) > 5 || isObservedFederalHoliday(iso)) iso = addDays(iso, 1);
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day, iso };
}

beforeAll(async () => {
  db = await migratedDb();
  sam = await createUser(db, { fullName: "Sam Rivera", email: "sam.rivera@bytewise.test", staff: true });
  carol = await signedUp({ full_name: "Carol Nguyen", phone: CAROL_PHONE, locale: "es" }, "carol.phone@example.test");
  alice = await createUser(db, { fullName: "Alice Moreno", email: "alice.moreno@example.test" });
});
afterAll(() => db?.close());

describe("the caller's account", () => {
  it("takes the name, phone and language of the sign-up metadata; an invalid phone is dropped", async () => {
    const { rows } = await db.query("select full_name, phone, locale from public.profiles where id = $1", [carol]);
    expect(rows).toEqual([{ full_name: "Carol Nguyen", phone: CAROL_PHONE, locale: "es" }]);
    const junk = await signedUp({ full_name: "Junk Phone", phone: "call me maybe" });
    expect((await db.query("select phone, locale from public.profiles where id = $1", [junk])).rows).toEqual([{ phone: null, locale: "en" }]);
  });

  it("PHONE_PATTERN (the console's check) accepts exactly what profiles.phone accepts", async () => {
    const samples = [
      "512-555-0147", "+1 512 555 0147", "+1 (512) 555-0147", "512.555.0147", "5125550147", "+44 20/7946-0958", "555-0147", "1234567",
      // Refused: a leading bracket (the pattern starts with a digit or +), too short or long, letters, a trailing separator.
      "(512) 555-0147", "555", "123456", "+", "call me", "512-555-0147 ext 2", "-5125550147", "512 555-014-", "+1 512 555 0147 555 0147 0", "", " 5125550147",
    ];
    const user = await createUser(db);
    for (const phone of samples) {
      const res = await as(db, customer(user), (q) => attempt(q, "update public.profiles set phone = $1 where id = auth.uid()", [phone]));
      expect(res.error === null, phone).toBe(PHONE_PATTERN.test(phone));
      if (res.error) expect(res.error.code, phone).toBe("23514");
    }
  });
});

describe("search_customers", () => {
  it("finds accounts by part of the name or email, any case, and by the digits of the phone", async () => {
    await as(db, staff(sam), async (q) => {
      expect(await ids(q, "caro")).toEqual([carol]);
      expect(await ids(q, "NGUYEN")).toEqual([carol]);
      expect(await ids(q, "carol.phone@")).toEqual([carol]);
      expect(await ids(q, "alice.moreno@example.test")).toEqual([alice]);
      // A search by phone compares digits only, however either side is written.
      for (const phone of ["5550199", "555 0199", "(512) 555-01", "512.555.0199", "+1 512 555 0199"]) {
        expect(await ids(q, phone), phone).toEqual(phone.startsWith("+1") ? [] : [carol]);
      }
      const [row] = (await search(q, "carol")).rows;
      expect(row).toEqual({ id: carol, full_name: "Carol Nguyen", email: "carol.phone@example.test", phone: CAROL_PHONE, locale: "es" });
    });
  });

  it("answers nothing below 2 characters, treats % and _ as text, and never lists staff", async () => {
    await as(db, staff(sam), async (q) => {
      expect(await ids(q, "c")).toEqual([]);
      expect(await ids(q, "  ")).toEqual([]);
      expect(await ids(q, "%%")).toEqual([]);
      expect(await ids(q, "__")).toEqual([]);
      expect(await ids(q, "Sam Rivera")).toEqual([]);
      expect(await ids(q, "sam.rivera@bytewise.test")).toEqual([]);
    });
  });

  it("returns at most 10 accounts, by name", async () => {
    const many = [];
    for (let i = 11; i >= 0; i--) many.push(await createUser(db, { fullName: `Zed Many ${String(i).padStart(2, "0")}` }));
    await as(db, staff(sam), async (q) => {
      const { rows } = await search(q, "zed many");
      expect(rows.map((row) => row.full_name)).toEqual(Array.from({ length: 10 }, (_, i) => `Zed Many ${String(i).padStart(2, "0")}`));
    });
  });

  it(`refuses customers and visitors (${PERMISSION_DENIED})`, async () => {
    for (const actor of [customer(alice), customer(carol), anon()]) {
      const res = await as(db, actor, (q) => search(q, "carol"));
      expect(res.error?.code, actor.role).toBe(PERMISSION_DENIED);
    }
  });
});

describe("book_for_customer", () => {
  it("books for the customer: their appointment, booked by the staff member, under the service's own name and duration", async () => {
    const day = nextWeekday(3, 0);
    const row = await as(db, staff(sam), (q) => mustBookFor(q, carol, at(day, "10:00"), NETWORK_SETUP, "  Router keeps dropping  "), { commit: true });
    expect(row).toMatchObject({
      user_id: carol,
      booked_by: sam,
      service_id: expect.anything(),
      service_name: "Network Setup",
      duration: 120,
      status: "pending",
      issue_description: "Router keeps dropping",
      needs_call: false,
    });
    expect(Number(row.service_id)).toBe(NETWORK_SETUP);
    expect(row.appointment_date.toISOString()).toBe(at(day, "10:00"));

    // The console's list: the phone, booked by staff, no call needed. A customer's own booking is not "by staff".
    const own = await as(db, customer(alice), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "14:00") }), { commit: true });
    await as(db, staff(sam), async (q) => {
      const { rows } = await q.query<{ id: string; customer_name: string; customer_phone: string | null; booked_by_staff: boolean; needs_call: boolean }>(
        "select id, customer_name, customer_phone, booked_by_staff, needs_call from public.admin_list_appointments($1, $2) order by appointment_date",
        [at(day, "09:00"), at(day, "16:00")],
      );
      expect(rows).toEqual([
        { id: row.id, customer_name: "Carol Nguyen", customer_phone: CAROL_PHONE, booked_by_staff: true, needs_call: false },
        { id: own.id, customer_name: "Alice Moreno", customer_phone: null, booked_by_staff: false, needs_call: false },
      ]);
    });

    // The confirmation goes to the customer, the alert to the shop, as for an online booking.
    const mail = await db.query<{ kind: string; user_id: string | null }>(
      "select kind, user_id from private.notification_outbox where payload ->> 'appointment_id' = $1 order by id",
      [row.id],
    );
    expect(mail.rows).toEqual(
      expect.arrayContaining([
        { kind: "appointment_confirmed", user_id: carol },
        { kind: "shop_new_booking", user_id: null },
      ]),
    );
  });

  it("the booking is visible to that customer and to staff, to nobody else", async () => {
    const day = nextWeekday(3, 1);
    const row = await as(db, staff(sam), (q) => mustBookFor(q, carol, at(day, "09:00")), { commit: true });
    const seen = (actor: Parameters<typeof as>[1]) =>
      as(db, actor, async (q) => (await q.query<{ id: string }>("select id from public.appointments where id = $1", [row.id])).rows.length);
    expect(await seen(customer(carol))).toBe(1);
    expect(await seen(staff(sam))).toBe(1);
    expect(await seen(customer(alice))).toBe(0);
    const visitor = await as(db, anon(), (q) => attempt(q, "select id from public.appointments where id = $1", [row.id]));
    expect(visitor.rows).toEqual([]);
    // The customer may cancel it like any of their own; another customer may not.
    const other = await as(db, customer(alice), (q) => attempt(q, "select * from public.cancel_appointment($1)", [row.id]));
    expect(other.error).not.toBeNull();
    const own = await as(db, customer(carol), (q) => attempt<{ status: string }>(q, "select status from public.cancel_appointment($1)", [row.id]));
    expect(own.error).toBeNull();
    expect(own.rows[0]!.status).toBe("cancelled");
  });

  it(`refuses customers and visitors (${PERMISSION_DENIED}), whoever they book for`, async () => {
    const day = nextWeekday(3, 2);
    for (const [actor, target] of [[customer(alice), carol], [customer(carol), carol], [anon(), carol]] as const) {
      const res = await as(db, actor, (q) => bookFor(q, target, COMPUTER_REPAIR, at(day, "11:00")));
      expect(res.error?.code, `${actor.role} ${actor.sub ?? ""}`).toBe(PERMISSION_DENIED);
    }
    const { rows } = await db.query("select 1 from public.appointments where appointment_date = $1", [at(day, "11:00")]);
    expect(rows).toEqual([]);
  });

  it("applies every booking rule, each refusal with its code", async () => {
    const day = nextWeekday(3, 3);
    const eve = await createUser(db, { fullName: "Eve Taken" });
    await as(db, customer(eve), (q) => mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(day, "09:00") }), { commit: true });
    await as(db, staff(sam), async (q) => {
      const code = async (customerId: string, serviceId: number, when: string | null) => (await bookFor(q, customerId, serviceId, when)).error?.code;
      expect(await code(carol, 999, at(day, "10:00")), "unknown service").toBe(BOOKING_ERROR_CODES.serviceUnavailable);
      expect(await code(carol, COMPUTER_REPAIR, at(day, "09:00")), "slot taken").toBe(BOOKING_ERROR_CODES.slotTaken);
      expect(await code(randomUUID(), COMPUTER_REPAIR, at(day, "10:00")), "no such customer").toBe("PT404");
      expect(await code(carol, COMPUTER_REPAIR, at(nextWeekday(-9), "10:00")), "past").toBe(INVALID_PARAMETER);
      expect(await code(carol, COMPUTER_REPAIR, at(nextSaturday(3), "10:00")), "Saturday").toBe(INVALID_PARAMETER);
      expect(await code(carol, COMPUTER_REPAIR, at(day, "12:00")), "not a slot").toBe(INVALID_PARAMETER);
      expect(await code(carol, NETWORK_SETUP, at(day, "16:00")), "ends after 17:00").toBe(INVALID_PARAMETER);
      expect(await code(carol, COMPUTER_REPAIR, null), "no time").toBe(INVALID_PARAMETER);
      expect(await code(carol, COMPUTER_REPAIR, at(weekdayFrom(BOOKING_LIMITS.horizonDays + 1), "10:00")), "beyond the horizon").toBe(
        DB_ERROR_CODES.bookingBeyondHorizon,
      );
    });
  });

  it(`refuses a ${BOOKING_LIMITS.maxUpcoming + 1}th upcoming appointment of one customer (${DB_ERROR_CODES.bookingUpcomingLimit})`, async () => {
    const dan = await createUser(db, { fullName: "Dan Busy" });
    await as(db, staff(sam), async (q) => {
      for (let i = 0; i < BOOKING_LIMITS.maxUpcoming; i++) await mustBookFor(q, dan, at(nextWeekday(20, i), "13:00"));
      const over = await bookFor(q, dan, COMPUTER_REPAIR, at(nextWeekday(20, BOOKING_LIMITS.maxUpcoming), "13:00"));
      expect(over.error?.code).toBe(DB_ERROR_CODES.bookingUpcomingLimit);
    });
  });

  it(`refuses a time the shop is closed (${BOOKING_ERROR_CODES.shopClosed}) and, with two technicians, the customer's own overlap (${BOOKING_ERROR_CODES.ownOverlap})`, async () => {
    const closed = nextWeekday(30, 0);
    const busy = nextWeekday(30, 1);
    await as(db, staff(sam), async (q) => {
      const closure = await attempt(q, "select * from public.add_closure(p_starts_on => $1, p_ends_on => $1, p_reason_en => 'Inventory', p_reason_es => 'Inventario')", [
        closed.iso,
      ]);
      expect(closure.error).toBeNull();
      expect((await bookFor(q, carol, COMPUTER_REPAIR, at(closed, "10:00"))).error?.code).toBe(BOOKING_ERROR_CODES.shopClosed);

      await q.query("update public.technicians_on_duty set technicians = 2 where isodow = $1", [isoWeekday(busy.iso)]);
      await mustBookFor(q, alice, at(busy, "10:00"));
      expect((await bookFor(q, alice, COMPUTER_REPAIR, at(busy, "10:00"))).error?.code).toBe(BOOKING_ERROR_CODES.ownOverlap);
      expect((await bookFor(q, carol, COMPUTER_REPAIR, at(busy, "10:00"))).error).toBeNull();
    });
  });
});
