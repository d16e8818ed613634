import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "@/supabase/local/db";
import { book, mustBook, type AppointmentRow } from "./helpers/booking";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";
import { at, nextSaturday, nextWeekday, type LocalDay } from "./helpers/time";
import { BOOKING_ERROR_CODES, DB_ERROR_CODES } from "@/lib/rules/db-errors";

// Moving appointments, closures and capacity (migrations 20261127000100 and
// 20261127000200), each rule tried through the API roles as PostgREST runs them.

let db: Db;
let sam: string;
beforeAll(async () => {
  db = await migratedDb({ seed: true });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
});
afterAll(() => db?.close());

const reschedule = (q: Queryable, id: string, when: string | null) =>
  attempt<AppointmentRow>(q, "select * from public.reschedule_appointment($1, $2)", [id, when]);
const busy = async (q: Queryable, day: LocalDay, ignore: string | null = null) =>
  (await q.query<{ starts_at: Date; ends_at: Date }>("select * from public.get_booked_slots($1, $2)", [day.iso, ignore])).rows
    .map((r) => [r.starts_at.toISOString(), r.ends_at.toISOString()]);
const addClosure = (q: Queryable, from: LocalDay, to: LocalDay, opts: { part?: [string, string]; confirmed?: boolean } = {}) =>
  attempt<{ id: string }>(
    q,
    `select * from public.add_closure(p_starts_on => $1, p_ends_on => $2, p_reason_en => 'Staff training', p_reason_es => 'Formación del personal',
       p_closed_from => $3, p_closed_until => $4, p_confirmed => $5)`,
    [from.iso, to.iso, opts.part?.[0] ?? null, opts.part?.[1] ?? null, opts.confirmed ?? false],
  );
/** An appointment `hours` from now, written as the owner (outside the API, so no slot rule applies). */
async function appointmentIn(userId: string, hours: number, status = "pending") {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration, status)
     values ($1, 1, 'Diagnostic', date_trunc('hour', now()) + make_interval(hours => $2), 60, $3) returning id`,
    [userId, hours, status],
  );
  return rows[0]!.id;
}

describe("reschedule_appointment", () => {
  it("moves the owner's pending appointment, frees the old time, logs the move and re-sends the emails", async () => {
    const alice = await createUser(db, { fullName: "Alice" });
    const day = nextWeekday(3, 0);
    const booked = await as(db, customer(alice), async (q) => {
      const booked = await mustBook(q, { serviceId: 1, at: at(day, "09:00") });
      const moved = await reschedule(q, booked.id, at(day, "14:00"));
      expect(moved.error).toBeNull();
      expect(moved.rows[0]!.appointment_date.toISOString()).toBe(at(day, "14:00"));
      expect(await busy(q, day)).toEqual([[at(day, "14:00"), at(day, "15:00")]]);
      const log = await q.query("select previous_date, new_date, by_staff, inside_window from public.appointment_reschedules where appointment_id = $1", [booked.id]);
      expect(log.rows).toEqual([{ previous_date: new Date(at(day, "09:00")), new_date: new Date(at(day, "14:00")), by_staff: false, inside_window: false }]);
      return booked;
    }, { commit: true });
    {
      const mail = await db.query<{ kind: string; status: string; starts: string }>(
        `select kind, status, payload ->> 'starts_at' as starts from private.notification_outbox
         where payload ->> 'appointment_id' = $1 order by id`, [booked.id]);
      const kinds = mail.rows.map((r) => `${r.kind}:${r.status}`);
      expect(kinds).toEqual(expect.arrayContaining(["appointment_reminder:void", "appointment_rescheduled:pending", "shop_rescheduled:pending", "appointment_reminder:pending"]));
      expect(new Date(mail.rows.find((r) => r.kind === "appointment_reminder" && r.status === "pending")!.starts).toISOString()).toBe(at(day, "14:00"));
    }
    {
      // Each email carries the appointment's revision, its calendar file's SEQUENCE: 0 when booked, 1 after the move.
      const revised = await db.query<{ kind: string; revision: number }>(
        `select kind, (payload ->> 'revision')::int as revision from private.notification_outbox
         where payload ->> 'appointment_id' = $1 and kind in ('appointment_confirmed', 'appointment_rescheduled') order by id`, [booked.id]);
      expect(revised.rows).toEqual([{ kind: "appointment_confirmed", revision: 0 }, { kind: "appointment_rescheduled", revision: 1 }]);
      const stored = await db.query<{ revision: number }>("select revision from public.appointments where id = $1", [booked.id]);
      expect(stored.rows[0]!.revision).toBe(1);
    }
  });

  it("refuses what the rules refuse, each with its code", async () => {
    const bob = await createUser(db, { fullName: "Bob" });
    const eve = await createUser(db, { fullName: "Eve" });
    const day = nextWeekday(3, 1);
    await as(db, customer(eve), (q) => mustBook(q, { serviceId: 1, at: at(day, "10:00") }), { commit: true });
    const soon = await appointmentIn(bob, 5);
    const cancelled = await appointmentIn(bob, 200, "cancelled");
    await as(db, customer(bob), async (q) => {
      const mine = await mustBook(q, { serviceId: 1, at: at(day, "09:00") });
      const code = async (id: string, when: string | null) => (await reschedule(q, id, when)).error?.code;
      expect(await code(mine.id, at(day, "10:00"))).toBe(BOOKING_ERROR_CODES.slotTaken);
      expect(await code(mine.id, at(nextSaturday(3), "10:00"))).toBe("22023");
      expect(await code(mine.id, at(day, "12:00"))).toBe("22023");
      expect(await code(mine.id, at(day, "09:00"))).toBe("22023");
      expect(await code(mine.id, null)).toBe("22023");
      expect(await code(mine.id, at(nextWeekday(120), "09:00"))).toBe(DB_ERROR_CODES.bookingBeyondHorizon);
      expect(await code(soon, at(day, "13:00"))).toBe("BK006");
      expect(await code(cancelled, at(day, "13:00"))).toBe("BK005");
    });
    const theirs = (await db.query<{ id: string }>("select id from public.appointments where user_id = $1", [eve])).rows[0]!.id;
    expect((await as(db, customer(bob), (q) => reschedule(q, theirs, at(day, "15:00")))).error?.code).toBe("PT404");
    expect((await as(db, anon(), (q) => reschedule(q, theirs, at(day, "15:00")))).error?.code).toBe("42501");
  });

  it("staff may move an appointment inside the 24 hours; the log says so", async () => {
    const carol = await createUser(db, { fullName: "Carol" });
    const soon = await appointmentIn(carol, 7);
    const day = nextWeekday(3, 2);
    await as(db, staff(sam), async (q) => {
      expect((await reschedule(q, soon, at(day, "11:00"))).error).toBeNull();
      const log = await q.query("select moved_by, by_staff, inside_window from public.appointment_reschedules where appointment_id = $1", [soon]);
      expect(log.rows).toEqual([{ moved_by: sam, by_staff: true, inside_window: true }]);
    });
  });

  it("get_booked_slots leaves out the caller's own appointment when asked, and nobody else's", async () => {
    const dan = await createUser(db, { fullName: "Dan" });
    const day = nextWeekday(3, 3);
    const mine = await as(db, customer(dan), (q) => mustBook(q, { serviceId: 1, at: at(day, "09:00") }), { commit: true });
    expect(await as(db, customer(dan), (q) => busy(q, day, mine.id))).toEqual([]);
    expect(await as(db, anon(), (q) => busy(q, day, mine.id))).toEqual([[at(day, "09:00"), at(day, "10:00")]]);
  });
});

describe("closures", () => {
  it("only staff add or remove them; anyone reads them", async () => {
    const frank = await createUser(db, { fullName: "Frank" });
    const day = nextWeekday(10, 0);
    await as(db, customer(frank), async (q) => {
      expect((await addClosure(q, day, day)).error?.code).toBe("42501");
      expect((await attempt(q, "insert into public.closures (starts_on, ends_on, reason_en, reason_es) values ($1, $1, 'x', 'x')", [day.iso])).error?.code).toBe("42501");
      expect((await q.query("update public.technicians_on_duty set technicians = 5 returning isodow")).rows).toEqual([]);
    });
    const added = await as(db, staff(sam), (q) => addClosure(q, day, day), { commit: true });
    expect(added.error).toBeNull();
    expect((await as(db, anon(), (q) => q.query("select reason_es from public.closures where id = $1", [added.rows[0]!.id]))).rows)
      .toEqual([{ reason_es: "Formación del personal" }]);
    expect((await as(db, customer(frank), (q) => q.query("delete from public.closures returning id"))).rows).toEqual([]);
    expect((await as(db, staff(sam), (q) => q.query("delete from public.closures where id = $1 returning id", [added.rows[0]!.id]))).rows).toHaveLength(1);
  });

  it("a closed day refuses bookings and moves, and get_booked_slots shows it busy; part of a day closes only those hours", async () => {
    const gina = await createUser(db, { fullName: "Gina" });
    const closed = nextWeekday(10, 1);
    const partly = nextWeekday(10, 2);
    await as(db, staff(sam), async (q) => {
      expect((await addClosure(q, closed, closed)).error).toBeNull();
      expect((await addClosure(q, partly, partly, { part: ["13:00", "15:00"] })).error).toBeNull();
    }, { commit: true });
    await as(db, customer(gina), async (q) => {
      expect((await book(q, { serviceId: 1, at: at(closed, "10:00") })).error?.code).toBe("BK004");
      expect((await book(q, { serviceId: 1, at: at(partly, "14:00") })).error?.code).toBe("BK004");
      expect((await book(q, { serviceId: 1, at: at(partly, "12:30") })).error).not.toBeNull();
      const morning = await mustBook(q, { serviceId: 1, at: at(partly, "09:00") });
      expect((await reschedule(q, morning.id, at(closed, "09:00"))).error?.code).toBe("BK004");
      expect(await busy(q, closed)).toEqual([[at(closed, "00:00"), new Date(Date.parse(at(closed, "00:00")) + 86_400_000).toISOString()]]);
      expect(await busy(q, partly)).toEqual([[at(partly, "09:00"), at(partly, "10:00")], [at(partly, "13:00"), at(partly, "15:00")]]);
    });
  });

  it("over booked appointments: refused until confirmed, then they are flagged for a call and their customers emailed", async () => {
    const hugo = await createUser(db, { fullName: "Hugo" });
    const day = nextWeekday(10, 3);
    const booked = await as(db, customer(hugo), (q) => mustBook(q, { serviceId: 1, at: at(day, "11:00") }), { commit: true });
    await as(db, staff(sam), async (q) => {
      const first = await addClosure(q, day, day);
      expect(first.error?.code).toBe("BK008");
      const list = await q.query("select id, customer_name from public.closure_conflicts($1, $1)", [day.iso]);
      expect(list.rows).toEqual([{ id: booked.id, customer_name: "Hugo" }]);
      expect((await addClosure(q, day, day, { confirmed: true })).error).toBeNull();
      const flagged = await q.query("select needs_call, status from public.appointments where id = $1", [booked.id]);
      expect(flagged.rows).toEqual([{ needs_call: true, status: "pending" }]);
    }, { commit: true });
    {
      const mail = await db.query<{ kind: string; status: string; reason: string | null; hours: unknown }>(
        `select kind, status, payload ->> 'closure_reason_es' as reason, jsonb_build_array(payload -> 'closed_from', payload -> 'closed_until') as hours
         from private.notification_outbox
         where payload ->> 'appointment_id' = $1 and kind in ('appointment_closure', 'appointment_reminder')`, [booked.id]);
      expect(mail.rows).toEqual(expect.arrayContaining([
        { kind: "appointment_closure", status: "pending", reason: "Formación del personal", hours: [null, null] },
        { kind: "appointment_reminder", status: "void", reason: null, hours: [null, null] },
      ]));
    }
  });

  it("a part-day closure's email carries its hours", async () => {
    const iris = await createUser(db, { fullName: "Iris" });
    const day = nextWeekday(10, 4);
    const booked = await as(db, customer(iris), (q) => mustBook(q, { serviceId: 1, at: at(day, "14:00") }), { commit: true });
    await as(db, staff(sam), async (q) => expect((await addClosure(q, day, day, { part: ["13:00", "17:30"], confirmed: true })).error).toBeNull(), { commit: true });
    const mail = await db.query<{ hours: unknown }>(
      `select jsonb_build_array(payload -> 'closed_from', payload -> 'closed_until') as hours from private.notification_outbox
       where payload ->> 'appointment_id' = $1 and kind = 'appointment_closure'`, [booked.id]);
    expect(mail.rows).toEqual([{ hours: ["13:00", "17:30"] }]);
  });

  it("add_closures adds several closures in one transaction: all of them, or none", async () => {
    const jo = await createUser(db, { fullName: "Jo" });
    const [first, second] = [nextWeekday(40, 0), nextWeekday(40, 1)];
    const booked = await as(db, customer(jo), (q) => mustBook(q, { serviceId: 1, at: at(second, "10:00") }), { commit: true });
    const days = JSON.stringify([first, second].map((d) => ({ starts_on: d.iso, ends_on: d.iso, reason_en: "Holiday", reason_es: "Festivo" })));
    const addAll = (q: Queryable, confirmed: boolean) => attempt<{ id: string }>(q, "select id from public.add_closures($1::jsonb, $2)", [days, confirmed]);
    const closuresOn = async () =>
      (await db.query("select starts_on::text from public.closures where starts_on in ($1, $2) order by starts_on", [first.iso, second.iso])).rows;

    // The second day has an appointment: unconfirmed, the first day is not added either.
    expect((await as(db, staff(sam), (q) => addAll(q, false), { commit: true })).error?.code).toBe("BK008");
    expect(await closuresOn()).toEqual([]);
    expect((await as(db, customer(jo), (q) => addAll(q, true), { commit: true })).error?.code).toBe("42501");
    expect(await closuresOn()).toEqual([]);

    expect((await as(db, staff(sam), (q) => addAll(q, true), { commit: true })).rows).toHaveLength(2);
    expect(await closuresOn()).toEqual([{ starts_on: first.iso }, { starts_on: second.iso }]);
    expect((await db.query("select needs_call from public.appointments where id = $1", [booked.id])).rows).toEqual([{ needs_call: true }]);
  });

  it("refuses a closure that starts in the past or has no reason", async () => {
    const yesterday = { ...nextWeekday(0), iso: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) };
    await as(db, staff(sam), async (q) => {
      expect((await addClosure(q, yesterday, yesterday)).error?.code).toBe("22023");
      const day = nextWeekday(20);
      const blank = await attempt(q, "select * from public.add_closure($1, $1, ' ', 'x')", [day.iso]);
      expect(blank.error?.code).toBe("23514");
    });
  });
});

describe("technicians on duty", () => {
  it("two technicians: two overlapping bookings by different customers, not a third nor one customer twice", async () => {
    const day = nextWeekday(30, 0);
    const isodow = new Date(`${day.iso}T12:00:00Z`).getUTCDay() || 7;
    const [a, b, c] = await Promise.all(["Ann", "Ben", "Cat"].map((fullName) => createUser(db, { fullName })));
    await as(db, staff(sam), (q) => q.query("update public.technicians_on_duty set technicians = 2 where isodow = $1", [isodow]), { commit: true });
    try {
      await as(db, customer(a!), (q) => mustBook(q, { serviceId: 1, at: at(day, "09:00") }), { commit: true });
      expect(await as(db, anon(), (q) => busy(q, day))).toEqual([]);
      expect((await as(db, customer(a!), (q) => book(q, { serviceId: 1, at: at(day, "09:00") }))).error?.code).toBe("BK007");
      await as(db, customer(b!), (q) => mustBook(q, { serviceId: 1, at: at(day, "09:30") }), { commit: true });
      expect(await as(db, anon(), (q) => busy(q, day))).toEqual([[at(day, "09:30"), at(day, "10:00")]]);
      expect((await as(db, customer(c!), (q) => book(q, { serviceId: 1, at: at(day, "09:00") }))).error?.code).toBe(BOOKING_ERROR_CODES.slotTaken);
      expect((await as(db, customer(c!), (q) => book(q, { serviceId: 1, at: at(day, "10:00") }))).error).toBeNull();
    } finally {
      await db.query("update public.technicians_on_duty set technicians = 1");
    }
  });
  it("staff set all five days in one statement: every day changes, or none; anyone else changes nothing", async () => {
    const counts = (values: number[]) => JSON.stringify(values.map((technicians, i) => ({ isodow: i + 1, technicians })));
    const set = (q: Queryable, values: number[]) => attempt<{ changed: number }>(q, "select public.set_technicians_on_duty($1::jsonb) as changed", [counts(values)]);
    const stored = async () => (await db.query<{ technicians: number }>("select technicians from public.technicians_on_duty order by isodow")).rows.map((r) => r.technicians);
    const ida = await createUser(db, { fullName: "Ida" });
    try {
      expect((await as(db, staff(sam), (q) => set(q, [2, 3, 1, 4, 2]), { commit: true })).rows).toEqual([{ changed: 5 }]);
      expect(await stored()).toEqual([2, 3, 1, 4, 2]);
      // Friday out of range: the whole statement fails, Monday to Thursday included.
      expect((await as(db, staff(sam), (q) => set(q, [5, 5, 5, 5, 99]), { commit: true })).error?.code).toBe("23514");
      expect(await stored()).toEqual([2, 3, 1, 4, 2]);
      expect((await as(db, customer(ida), (q) => set(q, [9, 9, 9, 9, 9]), { commit: true })).rows).toEqual([{ changed: 0 }]);
      expect((await as(db, anon(), (q) => set(q, [9, 9, 9, 9, 9]))).error?.code).toBe("42501");
      expect(await stored()).toEqual([2, 3, 1, 4, 2]);
    } finally {
      await db.query("update public.technicians_on_duty set technicians = 1");
    }
  });
});
