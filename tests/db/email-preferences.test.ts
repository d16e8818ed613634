import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAppAt } from "../helpers/app-env";
import { NOTIFICATION_RULES } from "@/lib/rules/business-rules";
import { startTestStack, type TestStack } from "../helpers/stack";
import { nextFreeSlot, signedInCustomer, type SignedIn } from "./helpers/admin";

// The customer's email preferences (profiles.email_reminders and
// email_review_invitations), tried through the REST API as the dashboard and
// the unsubscribe link use them: each customer changes only their own, the
// deliverer voids an optional email its recipient turned off, and only the
// service role may unsubscribe from an outbox row.

let stack: TestStack;
let service: SupabaseClient;
let alice: SignedIn;
let bruno: SignedIn;

beforeAll(async () => {
  stack = await startTestStack();
  service = stack.serviceClient();
  [alice, bruno] = await Promise.all([signedInCustomer(stack, "alice"), signedInCustomer(stack, "bruno")]);
});
afterAll(() => stack?.stop());

interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  last_error: string | null;
}

/** Both preferences of an account, read as the service role. */
async function preferences(userId: string) {
  const { data, error } = await service.from("profiles").select("email_reminders, email_review_invitations").eq("id", userId).single();
  if (error) throw new Error(error.message);
  return data;
}

/** Sets an account's preferences back to both on. */
async function resetPreferences(userId: string) {
  const { error } = await service.from("profiles").update({ email_reminders: true, email_review_invitations: true }).eq("id", userId);
  if (error) throw new Error(error.message);
}

/** Books the next free slot as `who`; returns the appointment's id and start. */
async function book(who: SignedIn) {
  const when = nextFreeSlot();
  const { data, error } = await who.client.rpc("schedule_appointment", { p_service_id: 1, p_service_name: "Computer Repair", p_appointment_date: when });
  if (error) throw new Error(error.message);
  return { id: (data as { id: string }).id, startsAt: new Date(when) };
}

/** The outbox row of `kind` for an appointment (private schema: read as the table owner). */
async function outboxRow(appointmentId: string, kind: string) {
  const { rows } = await stack.db.query<OutboxRow>(
    "select id::text, kind, status, last_error from private.notification_outbox where payload ->> 'appointment_id' = $1 and kind = $2",
    [appointmentId, kind],
  );
  expect(rows, `${kind} of ${appointmentId}`).toHaveLength(1);
  return rows[0]!;
}

/** Queues a review invitation for `userId`, as the appointments trigger does on completion. */
async function queueReviewInvitation(userId: string) {
  const appointmentId = randomUUID();
  await stack.db.query("select private.queue_notification('appointment_completed', $1, $2, $3)", [
    userId,
    JSON.stringify({ appointment_id: appointmentId }),
    `appointment_completed:${appointmentId}`,
  ]);
  return outboxRow(appointmentId, "appointment_completed");
}

const claim = async (now: Date) => {
  const { data, error } = await service.rpc("claim_notifications", { p_limit: 500, p_now: now.toISOString() });
  if (error) throw new Error(error.message);
  return (data as { id: number }[]).map((row) => String(row.id));
};

describe("a customer's own preferences", () => {
  it("are both on for a new account, and the customer turns each off and on again", async () => {
    expect(await preferences(alice.id)).toEqual({ email_reminders: true, email_review_invitations: true });

    const off = await alice.client
      .from("profiles")
      .update({ email_reminders: false, email_review_invitations: false })
      .eq("id", alice.id)
      .select("email_reminders, email_review_invitations");
    expect([off.error, off.data]).toEqual([null, [{ email_reminders: false, email_review_invitations: false }]]);

    const on = await alice.client.from("profiles").update({ email_reminders: true }).eq("id", alice.id).select("id");
    expect([on.error, on.data]).toEqual([null, [{ id: alice.id }]]);
    expect(await preferences(alice.id)).toEqual({ email_reminders: true, email_review_invitations: false });
    await resetPreferences(alice.id);
  });

  it("cannot be changed for another account, by a customer or a visitor", async () => {
    const other = await alice.client
      .from("profiles")
      .update({ email_reminders: false, email_review_invitations: false })
      .eq("id", bruno.id)
      .select("id");
    expect([other.error, other.data]).toEqual([null, []]);

    const everyone = await alice.client.from("profiles").update({ email_reminders: false }).neq("id", alice.id).select("id");
    expect([everyone.error, everyone.data]).toEqual([null, []]);

    const visitor = await stack.anonClient().from("profiles").update({ email_reminders: false }).eq("id", bruno.id).select("id");
    expect(visitor.error?.code).toBe("42501");

    expect(await preferences(bruno.id)).toEqual({ email_reminders: true, email_review_invitations: true });
  });
});

describe("delivery honours the preferences", () => {
  it("with reminders off, a due reminder is voided instead of claimed; the other customer's is sent", async () => {
    const kept = await book(alice);
    const dropped = await book(bruno);
    const off = await bruno.client.from("profiles").update({ email_reminders: false }).eq("id", bruno.id).select("id");
    expect(off.error).toBeNull();

    const lead = NOTIFICATION_RULES.reminderLeadHours * 3_600_000;
    const due = new Date(Math.max(kept.startsAt.getTime(), dropped.startsAt.getTime()) - lead);
    const claimed = await claim(due);

    expect(claimed).toContain((await outboxRow(kept.id, "appointment_reminder")).id);
    const voided = await outboxRow(dropped.id, "appointment_reminder");
    expect(claimed).not.toContain(voided.id);
    expect(voided).toMatchObject({ status: "void", last_error: "The customer turned this kind of email off." });
    // Confirmations are not optional: Bruno's went out with the batch.
    expect(claimed).toContain((await outboxRow(dropped.id, "appointment_confirmed")).id);
    await resetPreferences(bruno.id);
  });

  it("with review invitations off, a due invitation is voided", async () => {
    await alice.client.from("profiles").update({ email_review_invitations: false }).eq("id", alice.id);
    const invitation = await queueReviewInvitation(alice.id);
    expect(await claim(new Date(Date.now() + 60_000))).not.toContain(invitation.id);
    expect((await stack.db.query<OutboxRow>("select status from private.notification_outbox where id = $1", [invitation.id])).rows).toEqual([
      { status: "void" },
    ]);
    await resetPreferences(alice.id);
  });
});

describe("unsubscribe_notification (the emailed unsubscribe link)", () => {
  it("on a reminder turns reminders off for that account only, and answers the kind and the email's language", async () => {
    const { id } = await book(alice);
    const reminder = await outboxRow(id, "appointment_reminder");
    const { data, error } = await service.rpc("unsubscribe_notification", { p_id: Number(reminder.id) });
    expect([error, data]).toEqual([null, [{ kind: "appointment_reminder", locale: "en" }]]);
    expect(await preferences(alice.id)).toEqual({ email_reminders: false, email_review_invitations: true });
    expect(await preferences(bruno.id)).toEqual({ email_reminders: true, email_review_invitations: true });

    const again = await service.rpc("unsubscribe_notification", { p_id: Number(reminder.id) });
    expect([again.error, again.data]).toEqual([null, [{ kind: "appointment_reminder", locale: "en" }]]);
    expect(await preferences(alice.id)).toEqual({ email_reminders: false, email_review_invitations: true });
    await resetPreferences(alice.id);
  });

  it("on a review invitation turns review invitations off", async () => {
    const invitation = await queueReviewInvitation(bruno.id);
    const { data, error } = await service.rpc("unsubscribe_notification", { p_id: Number(invitation.id) });
    expect([error, data]).toEqual([null, [{ kind: "appointment_completed", locale: "en" }]]);
    expect(await preferences(bruno.id)).toEqual({ email_reminders: true, email_review_invitations: false });
    await resetPreferences(bruno.id);
  });

  it("answers not found (PT404, HTTP 404) for a confirmation or a row that does not exist, and changes nothing", async () => {
    const { id } = await book(bruno);
    const confirmation = await outboxRow(id, "appointment_confirmed");
    for (const pId of [Number(confirmation.id), 999_999_999]) {
      const { data, error } = await service.rpc("unsubscribe_notification", { p_id: pId });
      expect(data, String(pId)).toBeNull();
      expect(error?.code, String(pId)).toBe("PT404");
    }
    expect(await preferences(bruno.id)).toEqual({ email_reminders: true, email_review_invitations: true });
  });

  it("cannot be called by a visitor or a signed-in customer, even for their own email", async () => {
    const { id } = await book(alice);
    const reminder = await outboxRow(id, "appointment_reminder");
    for (const [who, client] of [["anon", stack.anonClient()], ["authenticated", alice.client]] as const) {
      const { data, error } = await client.rpc("unsubscribe_notification", { p_id: Number(reminder.id) });
      expect(data, who).toBeNull();
      expect(error?.code, who).toBe("42501");
    }
    expect(await preferences(alice.id)).toEqual({ email_reminders: true, email_review_invitations: true });
  });
});

describe("the unsubscribe link's endpoints, against this stack", () => {
  const app = async () => {
    pointAppAt(stack);
    const [{ createUnsubscribeToken }, route, { unsubscribe }, { NextRequest }] = await Promise.all([
      import("@/lib/server/notification-unsubscribe-token"),
      import("@/app/api/unsubscribe/route"),
      import("@/lib/actions/unsubscribe"),
      import("next/server"),
    ]);
    const oneClick = (token: string) =>
      route.POST(
        new NextRequest(`http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    return { createUnsubscribeToken, route, unsubscribe, NextRequest, oneClick };
  };

  it("one-click POST: 200 and reminders off; a bad, expired or non-optional link is 400", async () => {
    const { createUnsubscribeToken, oneClick } = await app();
    const { id } = await book(bruno);
    const reminder = await outboxRow(id, "appointment_reminder");
    const confirmation = await outboxRow(id, "appointment_confirmed");

    expect((await oneClick("not-a-token")).status).toBe(400);
    expect((await oneClick(createUnsubscribeToken(Number(reminder.id), new Date(Date.now() - 61 * 86_400_000)))).status).toBe(400);
    expect((await oneClick(createUnsubscribeToken(Number(confirmation.id)))).status).toBe(400);
    expect(await preferences(bruno.id)).toEqual({ email_reminders: true, email_review_invitations: true });

    const ok = await oneClick(createUnsubscribeToken(Number(reminder.id)));
    expect(ok.status).toBe(200);
    expect(await preferences(bruno.id)).toEqual({ email_reminders: false, email_review_invitations: true });
    expect((await oneClick(createUnsubscribeToken(Number(reminder.id)))).status).toBe(200);
    await resetPreferences(bruno.id);
  });

  it("GET changes nothing and sends the visitor to the confirmation page", async () => {
    const { createUnsubscribeToken, route, NextRequest } = await app();
    const invitation = await queueReviewInvitation(alice.id);
    const token = createUnsubscribeToken(Number(invitation.id));
    const response = route.GET(new NextRequest(`http://localhost:3000/api/unsubscribe?token=${token}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`http://localhost:3000/unsubscribe?token=${token}`);
    expect(await preferences(alice.id)).toEqual({ email_reminders: true, email_review_invitations: true });
  });

  it("the page's confirm action turns review invitations off, and says when a link is invalid", async () => {
    const { createUnsubscribeToken, unsubscribe } = await app();
    const invitation = await queueReviewInvitation(alice.id);
    const form = (token: string) => {
      const data = new FormData();
      data.set("token", token);
      return data;
    };
    expect(await unsubscribe(null, form(`${invitation.id}.9999999999.${"A".repeat(43)}`))).toEqual({ ok: false, error: "invalidLink" });
    expect(await unsubscribe(null, new FormData())).toEqual({ ok: false, error: "invalidLink" });
    expect(await unsubscribe(null, form(createUnsubscribeToken(Number(invitation.id))))).toEqual({ ok: true, kind: "appointment_completed" });
    expect(await preferences(alice.id)).toEqual({ email_reminders: true, email_review_invitations: false });
    await resetPreferences(alice.id);
  });
});
