import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentActions, statusChangeDue } from "@/lib/rules/admin-appointment-actions";
import { APPOINTMENT_ACTION_RULES, APPOINTMENT_STATUSES } from "@/lib/rules/business-rules";
import type { Db, Queryable } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// The staff console for a working day (migration 20261128010900): start and
// complete only when due, however asked; every status change logged with who
// and when; the console's search over requests and appointments.

let db: Db;
let alice: string;
let sam: string;
beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice Moreno", email: "alice.moreno@example.test" });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  await db.query("update public.profiles set phone = '(512) 555-0147' where id = $1", [alice]);
});
afterAll(() => db?.close());

/** A 15-minute appointment of `userId` starting `minutes` from now, inserted as the owner (bypasses the slot rules); no two tests share a time. */
async function appointmentIn(userId: string, minutes: number, extra: { requestId?: string; needsCall?: boolean } = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration, service_request_id, needs_call)
     values ($1, 1, 'Computer Repair', date_trunc('minute', now()) + make_interval(mins => $2), 15, $3, $4) returning id`,
    [userId, minutes, extra.requestId ?? null, extra.needsCall ?? false],
  );
  return rows[0]!.id;
}

async function requestOf(userId: string, title = "Laptop will not boot") {
  const { rows } = await db.query<{ id: string; reference: number }>(
    `insert into public.service_requests (user_id, title, description, service_type) values ($1, $2, 'It shows a black screen after the logo appears.', 'computerRepair') returning id, reference`,
    [userId, title],
  );
  return rows[0]!;
}

const setStatus = (q: Queryable, id: string, status: string) => attempt<{ status: string }>(q, "select status from public.update_appointment_status($1, $2)", [id, status]);

describe("appointment actions that fit the time", () => {
  it("the rule values agree", async () => {
    const { rows } = await db.query<{ v: unknown }>("select public.appointment_action_rules() as v");
    expect(rows[0]!.v).toEqual(APPOINTMENT_ACTION_RULES);
  });

  it("appointment_status_change_due answers as lib/rules/admin-appointment-actions.ts does", async () => {
    const now = new Date("2026-03-10T15:00:00Z"); // 10:00 in Austin (CDT)
    const starts = [-26 * 60, -60, -1, 0, 29, 30, 31, 6 * 60, 14 * 60, 24 * 60, 72 * 60].map((m) => new Date(now.getTime() + m * 60_000).toISOString());
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        for (const start of starts) {
          const { rows } = await db.query<{ v: boolean }>("select public.appointment_status_change_due($1, $2, $3, $4) as v", [from, to, start, now.toISOString()]);
          expect(rows[0]!.v, `${from} -> ${to} at ${start}`).toBe(statusChangeDue(from, to, start, now));
        }
      }
    }
  });

  it("a future appointment can be cancelled but neither started nor completed, through the function or a direct update", async () => {
    const later = await appointmentIn(alice, 3 * 24 * 60);
    await as(db, staff(sam), async (q) => {
      for (const status of ["in_progress", "completed"]) {
        expect((await setStatus(q, later, status)).error?.code, status).toBe("CN001");
        const direct = await attempt(q, "update public.appointments set status = $2 where id = $1", [later, status]);
        expect(direct.error?.code, status).toBe("CN001");
      }
      expect((await setStatus(q, later, "cancelled")).rows).toEqual([{ status: "cancelled" }]);
    });
    expect(appointmentActions({ status: "pending", appointment_date: new Date(Date.now() + 3 * 86_400_000).toISOString() }, new Date())).toEqual(["reschedule", "cancel"]);
  });

  it("starts from shortly before its time, completes once started; a past one completes from pending", async () => {
    const soon = await appointmentIn(alice, APPOINTMENT_ACTION_RULES.startLeadMinutes - 5);
    const tooSoon = await appointmentIn(alice, APPOINTMENT_ACTION_RULES.startLeadMinutes + 15);
    const past = await appointmentIn(alice, -26 * 60);
    await as(db, staff(sam), async (q) => {
      expect((await setStatus(q, tooSoon, "in_progress")).error?.code).toBe("CN001");
      expect((await setStatus(q, soon, "in_progress")).rows).toEqual([{ status: "in_progress" }]);
      expect((await setStatus(q, soon, "completed")).rows).toEqual([{ status: "completed" }]);
      expect((await setStatus(q, past, "completed")).rows).toEqual([{ status: "completed" }]);
    });
  });

  it("a move the workflow forbids is reported as such, not as too early", async () => {
    const later = await appointmentIn(alice, 3 * 24 * 60 + 120);
    await db.query("update public.appointments set status = 'cancelled' where id = $1", [later]);
    const res = await as(db, staff(sam), (q) => setStatus(q, later, "completed"));
    expect(res.error?.code).toBe("23514");
  });
});

describe("the status log", () => {
  it("records each request and appointment status change with who and when; only staff read it, nobody writes it", async () => {
    const request = await requestOf(alice);
    const appointment = await appointmentIn(alice, 5 * 24 * 60, { requestId: request.id });
    await as(db, staff(sam), (q) => q.query("select public.set_request_status($1, 'approved')", [request.id]), { commit: true });
    await as(db, customer(alice), (q) => q.query("select public.cancel_appointment($1)", [appointment]), { commit: true });
    const read = (q: Queryable) =>
      q.query("select request_id, appointment_id, from_status, to_status, changed_by, changed_by_name, changed_by_staff from public.status_changes where request_id = $1 or appointment_id = $2 order by changed_at, id", [request.id, appointment]);
    const { rows } = await as(db, staff(sam), read);
    expect(rows).toEqual([
      { request_id: request.id, appointment_id: null, from_status: "pending", to_status: "approved", changed_by: sam, changed_by_name: "Sam Staff", changed_by_staff: true },
      { request_id: null, appointment_id: appointment, from_status: "pending", to_status: "cancelled", changed_by: alice, changed_by_name: "Alice Moreno", changed_by_staff: false },
    ]);
    const when = await as(db, staff(sam), (q) => q.query<{ changed_at: Date }>("select changed_at from public.status_changes where request_id = $1", [request.id]));
    expect(Date.now() - when.rows[0]!.changed_at.getTime()).toBeLessThan(60_000);
    expect((await as(db, customer(alice), read)).rows).toEqual([]);
    expect((await as(db, anon(), (q) => attempt(q, "select * from public.status_changes"))).error?.code).toBe("42501");
    for (const actor of [customer(alice), staff(sam)]) {
      const insert = await as(db, actor, (q) =>
        attempt(q, "insert into public.status_changes (request_id, from_status, to_status) values ($1, 'pending', 'completed')", [request.id]));
      expect(insert.error?.code).toBe("42501");
      const update = await as(db, actor, (q) => attempt(q, "update public.status_changes set to_status = 'completed'"));
      expect(update.error?.code).toBe("42501");
    }
  });
});

describe("the console's search", () => {
  it("finds requests by name, email, phone digits, reference or title; filters unread and needs a call; refuses customers", async () => {
    const bob = await createUser(db, { fullName: "Bob Quintero", email: "bob.q@example.test" });
    const printer = await requestOf(alice, "Office printer offline");
    const router = await requestOf(bob, "Router keeps dropping");
    await appointmentIn(bob, 4 * 24 * 60, { requestId: router.id, needsCall: true });
    await as(db, customer(alice), (q) => q.query("insert into public.request_messages (request_id, body) values ($1, 'Any news?')", [printer.id]), { commit: true });
    const search = async (args: Record<string, unknown>) => {
      const { rows } = await as(db, staff(sam), (q) =>
        q.query<{ id: string }>("select id from public.admin_search_requests(p_query => $1, p_unread => $2, p_needs_call => $3, p_status => $4)",
          [args.query ?? null, args.unread ?? false, args.needsCall ?? false, args.status ?? null]));
      return rows.map((r) => r.id);
    };
    const mine = [printer.id, router.id];
    const only = async (args: Record<string, unknown>) => (await search(args)).filter((id) => mine.includes(id));
    expect(await only({ query: "moreno" })).toEqual([printer.id]);
    expect(await only({ query: "BOB.Q@EXAMPLE" })).toEqual([router.id]);
    expect(await only({ query: "555-0147" })).toEqual([printer.id]);
    expect(await only({ query: "5550147" })).toEqual([printer.id]);
    expect(await only({ query: `R-${router.reference}` })).toEqual([router.id]);
    expect(await only({ query: `r${router.reference}` })).toEqual([router.id]);
    expect(await only({ query: "printer office" })).toEqual([printer.id]);
    expect(await only({ query: "printer bob" })).toEqual([]);
    expect(await only({ unread: true })).toEqual([printer.id]);
    expect(await only({ needsCall: true })).toEqual([router.id]);
    expect(await only({ status: "approved" })).toEqual([]);
    expect(await only({})).toEqual([router.id, printer.id]);

    const appointments = await as(db, staff(sam), (q) =>
      q.query<{ service_request_id: string; customer_phone: string | null }>("select service_request_id, customer_phone from public.admin_search_appointments(p_query => 'dropping', p_needs_call => true)"));
    expect(appointments.rows).toEqual([{ service_request_id: router.id, customer_phone: null }]);

    for (const fn of ["admin_search_requests()", "admin_search_appointments()"]) {
      expect((await as(db, customer(alice), (q) => attempt(q, `select * from public.${fn}`))).error?.code, fn).toBe("42501");
      expect((await as(db, anon(), (q) => attempt(q, `select * from public.${fn}`))).error?.code, fn).toBe("42501");
    }
  });
});
