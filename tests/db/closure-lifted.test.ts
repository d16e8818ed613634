import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "@/supabase/local/db";
import { mustBook } from "./helpers/booking";
import { as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";
import { at, nextWeekday, type LocalDay } from "./helpers/time";

// Removing a closure reaches the customers it had reached (20261128011100_closure_lifted.sql): each
// appointment it flagged "needs a call" is unflagged, gets its reminder back, and its customer is emailed
// that the appointment stands. An appointment another closure still covers keeps the flag.

let db: Db;
let sam: string;
beforeAll(async () => {
  db = await migratedDb();
  sam = await createUser(db, { fullName: "Sam", staff: true });
});
afterAll(() => db?.close());

const addClosure = (q: Queryable, day: LocalDay, part: [string, string] | null = null) =>
  attempt<{ id: string }>(
    q,
    `select id from public.add_closure(p_starts_on => $1, p_ends_on => $1, p_reason_en => 'Staff training', p_reason_es => 'Formación del personal',
       p_closed_from => $2, p_closed_until => $3, p_confirmed => true)`,
    [day.iso, part?.[0] ?? null, part?.[1] ?? null],
  );

async function state(appointmentId: string) {
  const flag = await db.query<{ needs_call: boolean }>("select needs_call from public.appointments where id = $1", [appointmentId]);
  const { rows } = await db.query<{ kind: string; status: string; user_id: string; payload: Record<string, unknown> }>(
    "select kind, status, user_id, payload from private.notification_outbox where payload ->> 'appointment_id' = $1 order by id",
    [appointmentId],
  );
  return { needsCall: flag.rows[0]!.needs_call, emails: rows };
}

describe("a closure removed", () => {
  it("unflags the appointments it covered, gives back their reminders and tells their customers", async () => {
    const ana = await createUser(db, { fullName: "Ana", locale: "es" });
    const day = nextWeekday(5);
    const appointment = await as(db, customer(ana), (q) => mustBook(q, { serviceId: 1, at: at(day, "10:00") }), { commit: true });
    const closure = await as(db, staff(sam), (q) => addClosure(q, day), { commit: true });
    expect(closure.error).toBeNull();
    const closed = await state(appointment.id);
    expect(closed.needsCall).toBe(true);
    expect(closed.emails.find((e) => e.kind === "appointment_reminder")!.status).toBe("void");

    await as(db, staff(sam), (q) => q.query("delete from public.closures where id = $1", [closure.rows[0]!.id]), { commit: true });
    const open = await state(appointment.id);
    expect(open.needsCall).toBe(false);
    expect(open.emails.find((e) => e.kind === "appointment_reminder")!.status).toBe("pending");
    const lifted = open.emails.filter((e) => e.kind === "appointment_closure_lifted");
    expect(lifted).toHaveLength(1);
    expect(lifted[0]).toMatchObject({ status: "pending", user_id: ana });
    expect(lifted[0]!.payload).toMatchObject({ service_name: "Computer Repair", closure_reason_es: "Formación del personal" });
  });

  it("keeps the flag while another closure still covers the appointment", async () => {
    const ben = await createUser(db, { fullName: "Ben" });
    const day = nextWeekday(6);
    const covered = await as(db, customer(ben), (q) => mustBook(q, { serviceId: 1, at: at(day, "14:00") }), { commit: true });
    const other = await createUser(db, { fullName: "Cleo" });
    const outside = await as(db, customer(other), (q) => mustBook(q, { serviceId: 1, at: at(day, "09:00") }), { commit: true });
    const afternoon = await as(db, staff(sam), (q) => addClosure(q, day, ["13:00", "17:00"]), { commit: true });
    const wholeDay = await as(db, staff(sam), (q) => addClosure(q, day), { commit: true });
    expect((await state(outside.id)).needsCall).toBe(true);

    // The afternoon closure goes, but the whole-day one still covers 14:00.
    await as(db, staff(sam), (q) => q.query("delete from public.closures where id = $1", [afternoon.rows[0]!.id]), { commit: true });
    expect((await state(covered.id)).needsCall).toBe(true);
    expect((await state(covered.id)).emails.filter((e) => e.kind === "appointment_closure_lifted")).toHaveLength(0);

    await as(db, staff(sam), (q) => q.query("delete from public.closures where id = $1", [wholeDay.rows[0]!.id]), { commit: true });
    for (const id of [covered.id, outside.id]) {
      const after = await state(id);
      expect(after.needsCall).toBe(false);
      expect(after.emails.filter((e) => e.kind === "appointment_closure_lifted")).toHaveLength(1);
    }
  });

  it("a customer cannot remove a closure, so nobody is told anything", async () => {
    const dee = await createUser(db, { fullName: "Dee" });
    const day = nextWeekday(7);
    const appointment = await as(db, customer(dee), (q) => mustBook(q, { serviceId: 1, at: at(day, "11:00") }), { commit: true });
    const closure = await as(db, staff(sam), (q) => addClosure(q, day), { commit: true });
    await as(db, customer(dee), (q) => q.query("delete from public.closures where id = $1", [closure.rows[0]!.id]), { commit: true });
    expect((await state(appointment.id)).needsCall).toBe(true);
  });
});
