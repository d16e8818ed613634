import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_RULES } from "@/lib/business-rules";
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
  });

  it("completing voids the reminder and queues the review invitation", async () => {
    const appointment = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 1, at: at(nextWeekday(6), "13:00") }), { commit: true });
    await as(db, staff(sam), (q) => q.query("select public.update_appointment_status($1, 'completed')", [appointment.id]), { commit: true });
    const rows = await outboxFor("appointment_id", appointment.id);
    expect(kinds(rows)).toContain("appointment_completed:pending");
    expect(kinds(rows)).toContain("appointment_reminder:void");
  });

  it("a request alerts the shop; each status move tells the customer, in their language", async () => {
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
    expect(kinds(rows)).toEqual(["request_approved:pending", "request_completed:pending", "request_in_progress:pending", "shop_new_request:pending"]);
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
        expect((await attempt(q, "select public.finish_notification(1)")).error?.code).toBe("42501");
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
  /** Claims as the service role at `now` (committed), returning the claimed ids. */
  const claim = (now: Date, limit = 500) =>
    as(db, serviceRole(), async (q) => (await q.query<{ id: string; kind: string }>("select * from public.claim_notifications($1, $2)", [limit, now])).rows, { commit: true });
  const finish = (id: string, error: string | null, now: Date) =>
    as(db, serviceRole(), (q) => q.query("select public.finish_notification($1, $2, $3)", [id, error, now]), { commit: true });

  it("claims due rows once, leaves reminders until they are due, and retries a failure with backoff until it fails for good", async () => {
    const now = new Date();
    const claimed = await claim(now);
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.some((r) => r.kind === "appointment_reminder")).toBe(false);
    expect(await claim(now)).toEqual([]);

    const [first, ...rest] = claimed;
    for (const row of rest) await finish(row.id, null, now);
    let clock = now;
    for (let attemptNo = 1; attemptNo <= NOTIFICATION_RULES.maxAttempts; attemptNo++) {
      await finish(first!.id, `SMTP refused (${attemptNo})`, clock);
      const { rows } = await db.query<OutboxRow>("select * from private.notification_outbox where id = $1", [first!.id]);
      if (attemptNo === NOTIFICATION_RULES.maxAttempts) {
        expect(rows[0]).toMatchObject({ status: "failed", attempts: attemptNo, last_error: `SMTP refused (${attemptNo})` });
        break;
      }
      const wait = Math.min(NOTIFICATION_RULES.retryMaxSeconds, NOTIFICATION_RULES.retryBaseSeconds * 2 ** (attemptNo - 1));
      expect(rows[0]!.send_after.getTime()).toBe(clock.getTime() + wait * 1000);
      expect(await claim(new Date(clock.getTime() + wait * 1000 - 1000))).toEqual([]);
      clock = new Date(clock.getTime() + wait * 1000);
      expect((await claim(clock)).map((r) => r.id)).toEqual([first!.id]);
    }

    await as(db, staff(sam), (q) => q.query("select public.admin_retry_notification($1)", [first!.id]), { commit: true });
    expect((await claim(new Date())).map((r) => r.id)).toEqual([first!.id]);
    await finish(first!.id, null, new Date());
    const { rows } = await db.query<OutboxRow>("select status, attempts from private.notification_outbox where id = $1", [first!.id]);
    expect(rows[0]).toMatchObject({ status: "sent", attempts: 1 });
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
    expect(refused.error?.code).toBe("P0002");
  });

  it("a booking refused by a rule queues nothing", async () => {
    const before = (await db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox")).rows[0]!.n;
    const refused = await as(db, customer(alice), (q) => book(q, { serviceId: 1, at: at(nextWeekday(3), "09:00") }), { commit: true });
    expect(refused.error).not.toBeNull();
    expect((await db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox")).rows[0]!.n).toBe(before);
  });
});
