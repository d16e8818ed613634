import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "@/supabase/local/db";
import { mustBook } from "./helpers/booking";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";
import { at, nextWeekday } from "./helpers/time";

// After booking: the public busy-slot list, cancelling (late flag), status
// changes by customers and staff, and the staff appointment list.

const COMPUTER_REPAIR = 1; // 60 min
const NETWORK_SETUP = 4; // 120 min

let db: Db;
let alice: string;
let bob: string;
let sam: string;

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice" });
  bob = await createUser(db, { fullName: "Bob" });
  sam = await createUser(db, { fullName: "Sam", staff: true });
});
afterAll(() => db?.close());

describe("get_booked_slots", () => {
  const slotsDay = nextWeekday(2, 2);
  const nextDay = nextWeekday(2, 3);

  it("lists the day's busy intervals (not cancelled) for anyone, with no personal data", async () => {
    await as(db, customer(alice), async (q) => {
      await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(slotsDay, "09:00") });
      const cancelled = await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(slotsDay, "11:00") });
      await q.query("select public.cancel_appointment($1)", [cancelled.id]);
      await mustBook(q, { serviceId: NETWORK_SETUP, at: at(slotsDay, "15:00") });
      await mustBook(q, { serviceId: COMPUTER_REPAIR, at: at(nextDay, "09:00") });
    }, { commit: true });
    for (const actor of [anon(), customer(bob)]) {
      const { rows } = await as(db, actor, (q) => q.query<Record<string, Date>>("select * from public.get_booked_slots($1)", [slotsDay.iso]));
      expect(rows.map((r) => Object.keys(r).sort())).toEqual([["ends_at", "starts_at"], ["ends_at", "starts_at"]]);
      expect(rows.map((r) => [r.starts_at!.toISOString(), r.ends_at!.toISOString()])).toEqual([
        [at(slotsDay, "09:00"), at(slotsDay, "10:00")],
        [at(slotsDay, "15:00"), at(slotsDay, "17:00")],
      ]);
    }
  });

  it("its result type has only the two time columns", async () => {
    const { rows } = await db.query<{ args: string }>(
      "select pg_get_function_result('public.get_booked_slots(date, uuid)'::regprocedure) as args",
    );
    expect(rows[0]!.args).toBe("TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)");
  });
});

describe("cancelling and status changes", () => {
  /**
   * An appointment of `userId` starting `hours` from now, inserted as the owner
   * (bypasses the slot rules). Offsets stay out of the slot days other tests book.
   */
  async function appointmentIn(userId: string, hours: number, q: Queryable = db): Promise<string> {
    const { rows } = await q.query<{ id: string }>(
      `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration)
       values ($1, 1, 'Computer Repair', date_trunc('minute', now()) + make_interval(hours => $2), 60) returning id`,
      [userId, hours],
    );
    return rows[0]!.id;
  }

  it("a customer's cancellation less than 24 h ahead is flagged late; earlier ones are not", async () => {
    const soon = await appointmentIn(alice, 2);
    const later = await appointmentIn(alice, 30);
    await as(db, customer(alice), async (q) => {
      const a = await q.query("select status, late_cancellation from public.cancel_appointment(appointment_id => $1)", [soon]);
      expect(a.rows).toEqual([{ status: "cancelled", late_cancellation: true }]);
      const b = await q.query("select status, late_cancellation from public.update_appointment_status(appointment_id => $1, new_status => 'cancelled')", [later]);
      expect(b.rows).toEqual([{ status: "cancelled", late_cancellation: false }]);
    });
  });

  it("staff cancelling inside 24 h does not charge the customer", async () => {
    const soon = await appointmentIn(alice, 3);
    const { rows } = await as(db, staff(sam), (q) => q.query("select late_cancellation from public.cancel_appointment($1)", [soon]));
    expect(rows).toEqual([{ late_cancellation: false }]);
  });

  it("customers may only cancel; staff move pending -> in_progress -> completed; final states stay", async () => {
    const id = await appointmentIn(alice, -50);
    await as(db, customer(alice), async (q) => {
      for (const status of ["in_progress", "completed", "pending"]) {
        const res = await attempt(q, "select public.update_appointment_status($1, $2)", [id, status]);
        expect(res.error?.message).toBe("Customers can only cancel appointments");
      }
      expect((await attempt(q, "select public.update_appointment_status($1, 'done')", [id])).error?.message).toBe("Unknown appointment status: done");
    });
    await as(db, staff(sam), async (q) => {
      await q.query("select public.update_appointment_status($1, 'in_progress')", [id]);
      const direct = await q.query("update public.appointments set status = 'completed' where id = $1 returning status", [id]);
      expect(direct.rows).toEqual([{ status: "completed" }]);
      const other = await attempt(q, "update public.appointments set duration = 5 where id = $1", [id]);
      expect(other.error?.message).toMatch(/permission denied/);
    }, { commit: true });
    const res = await as(db, customer(alice), (q) => attempt(q, "select public.cancel_appointment($1)", [id]));
    expect(res.error?.message).toBe("Invalid status transition from completed to cancelled");
    expect((await as(db, anon(), (q) => attempt(q, "select public.cancel_appointment($1)", [id]))).error?.message).toMatch(/permission denied/);
  });

  it("admin_list_appointments: staff see names and emails in a time window; customers are refused", async () => {
    const id = await appointmentIn(bob, -70);
    const { rows } = await as(db, staff(sam), (q) =>
      q.query("select id, customer_name, customer_email from public.admin_list_appointments(now() - interval '71 hours', now() - interval '69 hours')"),
    );
    expect(rows).toEqual([{ id, customer_name: "Bob", customer_email: expect.stringMatching(/@example\.test$/) }]);
    expect((await as(db, customer(bob), (q) => attempt(q, "select * from public.admin_list_appointments()"))).error?.message).toBe("Staff only");
  });
});
