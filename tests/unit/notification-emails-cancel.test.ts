import { describe, expect, it } from "vitest";
import type { NotificationKind, OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleAppointment } from "@/lib/server/notification-sample-rows";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const START = new Date("2026-12-04T16:00:00Z");
const BOOKED = "2026-11-20T15:00:00Z";
const CANCELLED = "2026-11-22T09:30:00Z";
const catalogs = { en, es } as const;

/** The confirmation is queued at revision 0; the cancellation counts one more. */
const revisions: Record<string, number> = { [BOOKED]: 0, [CANCELLED]: 1 };

const row = (kind: NotificationKind, queuedAt: string, locale: "en" | "es"): OutboxRow => ({
  id: 9,
  kind,
  user_id: "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: "ana@example.com",
  locale,
  payload: sampleAppointment(START, { revision: revisions[queuedAt], cancelled_by: "customer" }),
  attempts: 1,
});

/** The .ics's properties, unfolded. */
function fields(ics: string) {
  const lines = ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const));
}

describe.each(["en", "es"] as const)("a cancellation in %s", (locale) => {
  it("carries a METHOD:CANCEL calendar file for the same event, with a higher SEQUENCE", async () => {
    const now = new Date(CANCELLED);
    const confirmed = await renderNotification(row("appointment_confirmed", BOOKED, locale), { now: new Date(BOOKED) });
    const cancelled = await renderNotification(row("appointment_cancelled", CANCELLED, locale), { now });
    const [added] = confirmed.attachments;
    const [removed] = cancelled.attachments;
    expect(removed, "the cancellation has a calendar file").toBeDefined();
    expect(removed?.contentType).toContain("method=CANCEL");
    const before = fields(added?.content ?? "");
    const after = fields(removed?.content ?? "");
    expect(after.get("METHOD")).toBe("CANCEL");
    expect(after.get("STATUS")).toBe("CANCELLED");
    expect(after.get("UID")).toBe(before.get("UID"));
    expect(Number(after.get("SEQUENCE"))).toBeGreaterThan(Number(before.get("SEQUENCE")));
    expect(cancelled.text).toContain(catalogs[locale].Emails.cancelled.calendarRemoved);
  });

  it("names the status in the dashboard's words", async () => {
    const status = catalogs[locale].AppointmentStatus;
    const label = catalogs[locale].Emails.labels.status;
    const confirmed = await renderNotification(row("appointment_confirmed", BOOKED, locale), { now: new Date(BOOKED) });
    const cancelled = await renderNotification(row("appointment_cancelled", CANCELLED, locale), { now: new Date(CANCELLED) });
    expect(confirmed.text).toContain(`${label}: ${status.pending}`);
    expect(cancelled.text).toContain(`${label}: ${status.cancelled}`);
    // The confirmation's subject opens with the same word the dashboard shows for a booked appointment.
    expect(confirmed.subject.startsWith(status.pending)).toBe(true);
    expect(cancelled.subject.startsWith(status.cancelled)).toBe(true);
  });
});

describe.each(["en", "es"] as const)("appointment emails link to the dashboard page that acts, in %s", (locale) => {
  const prefix = locale === "es" ? "/es" : "";
  const id = sampleAppointment(START).appointment_id;
  const action = (which: string) => `${prefix}/dashboard?tab=appointments&appointment=${id}&action=${which}`;

  it("a confirmation offers Reschedule and Cancel, each opening its dialog", async () => {
    const email = await renderNotification(row("appointment_confirmed", BOOKED, locale), { now: new Date(BOOKED) });
    expect(email.html).toContain(action("reschedule").replace(/&/g, "&amp;"));
    expect(email.html).toContain(action("cancel").replace(/&/g, "&amp;"));
    expect(email.text).toContain(catalogs[locale].Emails.actions.rescheduleAppointment);
  });

  it("inside the 24-hour window only Cancel is offered (moving is by phone then)", async () => {
    const email = await renderNotification(row("appointment_reminder", BOOKED, locale), { now: new Date(START.getTime() - 3_600_000) });
    expect(email.html).not.toContain(action("reschedule").replace(/&/g, "&amp;"));
    expect(email.html).toContain(action("cancel").replace(/&/g, "&amp;"));
  });
});
