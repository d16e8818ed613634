import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_RULES } from "@/lib/rules/business-rules";
import { CUSTOMER_KINDS, SHOP_KINDS } from "@/lib/rules/notification-kinds";
import type { Db } from "@/supabase/local/db";
import { book, mustBook } from "./helpers/booking";
import { anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";
import { at, nextWeekday } from "./helpers/time";

// The outbox: every event queues its emails in the same transaction as the
// change, nothing else can read or write it, and delivery claims each row once.

interface OutboxRow {
  id: string;
  kind: string;
  user_id: string | null;
  recipient: string | null;
  locale: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  send_after: Date;
  last_error: string | null;
}

let db: Db;
let alice: string;
let bruno: string;
let sam: string;

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice", email: "alice@example.test" });
  bruno = await createUser(db, { fullName: "Bruno", email: "bruno@example.test", locale: "es" });
  sam = await createUser(db, { fullName: "Sam", staff: true });
});
afterAll(() => db?.close());

/** The outbox rows whose payload names `key` = `value`, read as the table owner. */
async function outboxFor(key: string, value: string) {
  const { rows } = await db.query<OutboxRow>(
    "select * from private.notification_outbox where payload ->> $1 = $2 order by id",
    [key, value],
  );
  return rows;
}

const kinds = (rows: OutboxRow[]) => rows.map((r) => `${r.kind}:${r.status}`).sort();

describe("events queue their emails in the same transaction", () => {
  it("a booking queues the confirmation, the shop's alert and the reminder 26 h before", async () => {
    const day = nextWeekday(3);
    const appointment = await as(db, customer(bruno), (q) => mustBook(q, { serviceId: 1, at: at(day, "09:00") }), { commit: true });
    const rows = await outboxFor("appointment_id", appointment.id);
    expect(kinds(rows)).toEqual(["appointment_confirmed:pending", "appointment_reminder:pending", "shop_new_booking:pending"]);
    const confirmation = rows.find((r) => r.kind === "appointment_confirmed")!;
    expect(confirmation).toMatchObject({ user_id: bruno, recipient: "bruno@example.test", locale: "es" });
    expect(confirmation.payload).toMatchObject({ service_name: "Computer Repair", price: "$75", duration: 60, customer_name: "Bruno" });
    const shop = rows.find((r) => r.kind === "shop_new_booking")!;
    expect(shop).toMatchObject({ user_id: null, recipient: null });
    const reminder = rows.find((r) => r.kind === "appointment_reminder")!;
    expect(reminder.send_after.getTime()).toBe(new Date(at(day, "09:00")).getTime() - NOTIFICATION_RULES.reminderLeadHours * 3_600_000);
  });

  it("a booking that rolls back queues nothing", async () => {
    const before = (await db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox")).rows[0]!.n;
    const appointment = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(4), "10:00") }));
    expect(await outboxFor("appointment_id", appointment.id)).toEqual([]);
    const after = (await db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox")).rows[0]!.n;
    expect(after).toBe(before);
  });

  it("cancelling voids the reminder and queues the cancellation for the customer and the shop", async () => {
    const appointment = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(5), "10:00") }), { commit: true });
    await as(db, customer(alice), (q) => q.query("select public.cancel_appointment($1)", [appointment.id]), { commit: true });
    const rows = await outboxFor("appointment_id", appointment.id);
    expect(kinds(rows)).toEqual([
      "appointment_cancelled:pending",
      "appointment_confirmed:pending",
      "appointment_reminder:void",
      "shop_cancellation:pending",
      "shop_new_booking:pending",
    ]);
    expect(rows.find((r) => r.kind === "appointment_cancelled")!.payload).toMatchObject({ cancelled_by: "customer", late_cancellation: false });
    // The cancellation's calendar file outranks the confirmation's: the revision counts the cancellation.
    expect(rows.find((r) => r.kind === "appointment_confirmed")!.payload).toMatchObject({ revision: 0 });
    expect(rows.find((r) => r.kind === "appointment_cancelled")!.payload).toMatchObject({ revision: 1 });
  });

  it("the revision is the database's: a client cannot set it, and a change the calendar does not show leaves it", async () => {
    const appointment = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(14), "09:00") }), { commit: true });
    const revision = async () => (await db.query<{ revision: number }>("select revision from public.appointments where id = $1", [appointment.id])).rows[0]!.revision;
    const denied = await as(db, customer(alice), (q) => attempt(q, "update public.appointments set revision = 99 where id = $1", [appointment.id]));
    expect(denied.error?.code).toBe("42501");
    await db.query("update public.appointments set revision = 99, issue_description = 'Screen flickers' where id = $1", [appointment.id]);
    expect(await revision()).toBe(0);
    await db.query("update public.appointments set duration = 90 where id = $1", [appointment.id]);
    expect(await revision()).toBe(1);
  });

  it("completing voids the reminder and queues the review invitation", async () => {
    const appointment = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(6), "13:00") }), { commit: true });
    // Days ahead it is too early to complete (tests/db/console.test.ts); the emails are this test's subject.
    await db.query("alter table public.appointments disable trigger appointments_status_change_due");
    await as(db, staff(sam), (q) => q.query("select public.update_appointment_status($1, 'completed')", [appointment.id]), { commit: true });
    await db.query("alter table public.appointments enable trigger appointments_status_change_due");
    const rows = await outboxFor("appointment_id", appointment.id);
    expect(kinds(rows)).toContain("appointment_completed:pending");
    expect(kinds(rows)).toContain("appointment_reminder:void");
  });

  it("a request is acknowledged and alerts the shop; each status move tells the customer, in their language", async () => {
    const id = await as(db, customer(bruno), async (q) => {
      const { rows } = await q.query<{ id: string }>(
        "insert into public.service_requests (title, description, service_type) values ('Portátil lento', 'El portátil tarda diez minutos en arrancar.', 'computerRepair') returning id",
      );
      return rows[0]!.id;
    }, { commit: true });
    for (const status of ["approved", "in_progress", "completed"]) {
      await as(db, staff(sam), (q) => q.query("select public.set_request_status($1, $2)", [id, status]), { commit: true });
    }
    const rows = await outboxFor("request_id", id);
    expect(kinds(rows)).toEqual([
      "request_approved:pending",
      "request_completed:pending",
      "request_in_progress:pending",
      "request_received:pending",
      "shop_new_request:pending",
    ]);
    expect(rows.filter((r) => r.kind.startsWith("request_")).every((r) => r.locale === "es" && r.recipient === "bruno@example.test")).toBe(true);
  });

  it("a review alerts the shop", async () => {
    const id = await as(db, serviceRole(), async (q) => {
      const { rows } = await q.query<{ id: string }>(
        "insert into public.reviews (name, email, service, rating, review_text) values ('Dana', 'dana@example.test', 'other', 4, 'Quick and friendly.') returning id",
      );
      return rows[0]!.id;
    }, { commit: true });
    expect(kinds(await outboxFor("review_id", id))).toEqual(["shop_new_review:pending"]);
  });

  it("an event replayed with the same dedupe key is queued once", async () => {
    const [row] = await outboxFor("review_id", (await db.query<{ id: string }>("select id from public.reviews limit 1")).rows[0]!.id);
    await db.query("select private.queue_notification('shop_new_review', null, $1, $2)", [row!.payload, `shop_new_review:${row!.payload.review_id}`]);
    expect(await outboxFor("review_id", String(row!.payload.review_id))).toHaveLength(1);
  });
});

describe("nobody but the deliverer reaches the outbox", () => {
  it("anon and customers cannot read it, claim from it, or finish a row", async () => {
    for (const actor of [anon(), customer(alice)]) {
      await as(db, actor, async (q) => {
        expect((await attempt(q, "select * from private.notification_outbox")).error?.code).toBe("42501");
        expect((await attempt(q, "select * from public.claim_notifications(10)")).error?.code).toBe("42501");
        expect((await attempt(q, "select public.finish_notification(1, 1)")).error?.code).toBe("42501");
        expect((await attempt(q, "select * from public.notification_staff_emails()")).error?.code).toBe("42501");
      });
    }
  });

  it("only staff list and retry failed deliveries", async () => {
    await as(db, customer(alice), async (q) => {
      expect((await attempt(q, "select * from public.admin_failed_notifications()")).error?.code).toBe("42501");
      expect((await attempt(q, "select public.admin_retry_notification(1)")).error?.code).toBe("42501");
    });
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select * from public.admin_failed_notifications()")).error).toBeNull();
    });
  });
});

describe("delivery", () => {
  type Claimed = { id: string; kind: string; user_id: string | null; attempts: number; recipient: string | null; locale: string };
  /** Claims as the service role at `now` (committed), returning the claimed rows. */
  const claim = (now: Date, limit = 500) =>
    as(db, serviceRole(), async (q) => (await q.query<Claimed>("select * from public.claim_notifications($1, $2)", [limit, now])).rows, { commit: true });
  const finish = (row: Claimed, error: string | null, now: Date, permanent = false) =>
    as(db, serviceRole(), (q) => q.query("select public.finish_notification($1, $2, $3, $4, $5)", [row.id, row.attempts, error, permanent, now]), {
      commit: true,
    });
  const stored = async (id: string) => (await db.query<OutboxRow>("select * from private.notification_outbox where id = $1", [id])).rows[0]!;

  it("claims due rows once, leaves reminders until they are due, and retries a failure with backoff until it fails for good", async () => {
    const now = new Date();
    const claimed = await claim(now);
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.some((r) => r.kind === "appointment_reminder")).toBe(false);
    expect(await claim(now)).toEqual([]);

    const [first, ...rest] = claimed;
    for (const row of rest) await finish(row, null, now);
    let current = first;
    let clock = now;
    for (let attemptNo = 1; attemptNo <= NOTIFICATION_RULES.maxAttempts; attemptNo++) {
      await finish(current!, `SMTP refused (${attemptNo})`, clock);
      const row = await stored(current!.id);
      if (attemptNo === NOTIFICATION_RULES.maxAttempts) {
        expect(row).toMatchObject({ status: "failed", attempts: attemptNo, last_error: `SMTP refused (${attemptNo})` });
        break;
      }
      const wait = Math.min(NOTIFICATION_RULES.retryMaxSeconds, NOTIFICATION_RULES.retryBaseSeconds * 2 ** (attemptNo - 1));
      expect(row.send_after.getTime()).toBe(clock.getTime() + wait * 1000);
      expect(await claim(new Date(clock.getTime() + wait * 1000 - 1000))).toEqual([]);
      clock = new Date(clock.getTime() + wait * 1000);
      const again = await claim(clock);
      expect(again.map((r) => r.id)).toEqual([current!.id]);
      current = again[0];
    }

    await as(db, staff(sam), (q) => q.query("select public.admin_retry_notification($1)", [current!.id]), { commit: true });
    const retried = await claim(new Date());
    expect(retried.map((r) => r.id)).toEqual([current!.id]);
    await finish(retried[0]!, null, new Date());
    expect(await stored(current!.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a refused address fails at once; a deliverer whose lease ran out records nothing", async () => {
    const request = await as(db, customer(alice), async (q) =>
      (await q.query<{ id: string }>("insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Dead mouse', 'It stopped working after a drop.', 'computerRepair') returning id", [alice])).rows[0]!,
    { commit: true });
    const now = new Date();
    const [alert] = (await claim(now)).filter((r) => r.kind === "shop_new_request");
    expect(alert).toBeDefined();
    await finish(alert!, "550 No such mailbox", now, true);
    expect(await stored(alert!.id)).toMatchObject({ status: "failed", attempts: 1 });

    await as(db, staff(sam), (q) => q.query("update public.service_requests set status = 'approved' where id = $1", [request.id]), { commit: true });
    const approvedAt = new Date();
    const slow = (await claim(approvedAt)).find((r) => r.kind === "request_approved" && r.user_id === alice);
    const lease = NOTIFICATION_RULES.leaseSeconds * 1000;
    const fast = (await claim(new Date(approvedAt.getTime() + lease + 1000))).find((r) => r.id === slow!.id);
    expect(fast).toBeDefined();
    await finish(fast!, null, new Date(approvedAt.getTime() + lease + 2000));
    await finish(slow!, "timed out", new Date(approvedAt.getTime() + lease + 3000));
    expect(await stored(slow!.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("a customer row goes to the account's address and language as they are when it is sent", async () => {
    const dora = await createUser(db, { fullName: "Dora", email: "dora@example.test" });
    const request = await as(db, customer(dora), async (q) =>
      (await q.query<{ id: string }>("insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Slow laptop', 'Takes ages to boot in the morning.', 'computerRepair') returning id", [dora])).rows[0]!,
    { commit: true });
    await as(db, staff(sam), (q) => q.query("update public.service_requests set status = 'approved' where id = $1", [request.id]), { commit: true });
    await db.query("update auth.users set email = 'dora.new@example.test' where id = $1", [dora]);
    await db.query("update public.profiles set locale = 'es' where id = $1", [dora]);
    const row = (await claim(new Date())).find((r) => r.kind === "request_approved" && r.user_id === dora);
    expect(row).toMatchObject({ recipient: "dora.new@example.test", locale: "es" });
  });

  it("a moved appointment's reminder moves with it; one whose appointment has begun is voided, not sent", async () => {
    const appointment = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(9), "10:00") }), { commit: true });
    const moved = new Date(at(nextWeekday(9), "15:00"));
    await db.query("update public.appointments set appointment_date = $2 where id = $1", [appointment.id, moved]);
    const reminders = (await outboxFor("appointment_id", appointment.id)).filter((r) => r.kind === "appointment_reminder");
    expect(reminders.map((r) => r.status)).toEqual(["void", "pending"]);
    expect(reminders[1]!.send_after.getTime()).toBe(moved.getTime() - NOTIFICATION_RULES.reminderLeadHours * 3_600_000);

    const late = await claim(new Date(moved.getTime() + 60_000));
    expect(late.map((r) => r.id)).not.toContain(reminders[1]!.id);
    expect(await stored(reminders[1]!.id)).toMatchObject({ status: "void", last_error: expect.stringMatching(/begun/) });
  });

  it("a reminder falls due 26 h before; one the customer turned off is voided, not sent", async () => {
    const appointment = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(8), "11:00") }), { commit: true });
    const other = await as(db, customer(bruno), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(8), "14:00") }), { commit: true });
    await as(db, customer(bruno), (q) => q.query("update public.profiles set email_reminders = false where id = $1", [bruno]), { commit: true });
    const due = new Date(new Date(at(nextWeekday(8), "14:00")).getTime() - NOTIFICATION_RULES.reminderLeadHours * 3_600_000);
    const claimed = await claim(due);
    const reminderOf = async (id: string) => (await outboxFor("appointment_id", id)).find((r) => r.kind === "appointment_reminder")!;
    expect(claimed.map((r) => r.id)).toContain((await reminderOf(appointment.id)).id);
    expect(await reminderOf(other.id)).toMatchObject({ status: "void" });
  });

  it("an unsubscribe turns the kind off for that account only", async () => {
    const reminder = (await db.query<OutboxRow>("select * from private.notification_outbox where kind = 'appointment_reminder' and user_id = $1 limit 1", [alice])).rows[0]!;
    const result = await as(db, serviceRole(), (q) => q.query("select * from public.unsubscribe_notification($1)", [reminder.id]), { commit: true });
    expect(result.rows).toEqual([{ kind: "appointment_reminder", locale: "en" }]);
    const { rows } = await db.query("select id, email_reminders, email_review_invitations from public.profiles where id = any($1) order by id", [[alice, sam]]);
    expect(rows).toEqual(expect.arrayContaining([
      { id: alice, email_reminders: false, email_review_invitations: true },
      { id: sam, email_reminders: true, email_review_invitations: true },
    ]));
    const confirmation = (await db.query<OutboxRow>("select id from private.notification_outbox where kind = 'appointment_confirmed' limit 1")).rows[0]!;
    const refused = await as(db, serviceRole(), (q) => attempt(q, "select * from public.unsubscribe_notification($1)", [confirmation.id]));
    expect(refused.error?.code).toBe("PT404");
  });

  it("a booking refused by a rule queues nothing", async () => {
    const before = (await db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox")).rows[0]!.n;
    const refused = await as(db, customer(alice), (q) => book(q, { serviceId: 1, at: at(nextWeekday(3), "09:00") }), { commit: true });
    expect(refused.error).not.toBeNull();
    expect((await db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox")).rows[0]!.n).toBe(before);
  });
});

describe("retention", () => {
  it("rows done with are forgotten after the retention; waiting ones stay", async () => {
    const count = async (statuses: string[]) =>
      (await db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox where status = any($1)", [statuses])).rows[0]!.n;
    const done = await count(["sent", "void", "failed"]);
    const waiting = await count(["pending"]);
    expect(done).toBeGreaterThan(0);
    const purge = (now: Date) =>
      as(db, serviceRole(), async (q) => (await q.query<{ n: number }>("select public.purge_notifications($1) as n", [now])).rows[0]!.n, { commit: true });
    const day = 86_400_000;
    expect(await purge(new Date(Date.now() + (NOTIFICATION_RULES.retentionDays - 1) * day))).toBe(0);
    expect(await purge(new Date(Date.now() + (NOTIFICATION_RULES.retentionDays + 1) * day))).toBe(done);
    expect(await count(["sent", "void", "failed"])).toBe(0);
    expect(await count(["pending"])).toBe(waiting);
    await as(db, customer(alice), async (q) => expect((await attempt(q, "select public.purge_notifications()")).error?.code).toBe("42501"));
  });
});

describe("the outbox's kinds", () => {
  it("are the kinds lib/rules/notification-kinds.ts renders, no more and no fewer", async () => {
    const { rows } = await db.query<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'notification_outbox_kind_check'",
    );
    const inSql = [...rows[0]!.definition.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).toSorted();
    expect(inSql).toEqual([...CUSTOMER_KINDS, ...SHOP_KINDS].toSorted());
  });
});
