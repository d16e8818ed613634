import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { isOptionalKind, type NotificationKind, type OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleAppointment, sampleRequest, sampleReview, sampleRows, sampleStart } from "@/lib/server/notification-sample-rows";
import { LATE_CANCELLATION_FEE_PERCENT } from "@/lib/rules/business-rules";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// Winter (CST, UTC-6): the samples start three shop days later, Fri Dec 4 2026 at 10:00, i.e. 16:00Z.
const NOW = new Date("2026-12-01T15:00:00Z");
const START = sampleStart(NOW);
const HOUR = 3_600_000;
const UNSUBSCRIBE = `${site.url}/unsubscribe?token=test-token`;
const locales = ["en", "es"] as const;
const prefix = { en: "", es: "/es" } as const;
const emails = (locale: "en" | "es") => createTranslator({ locale, messages: locale === "en" ? en : es, namespace: "Emails" });
const policy = { hours: 24, percent: LATE_CANCELLATION_FEE_PERCENT };

const row = (kind: NotificationKind, payload: unknown, locale: "en" | "es" = "en"): OutboxRow => ({
  id: 42,
  kind,
  user_id: kind.startsWith("shop_") ? null : "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: kind.startsWith("shop_") ? null : "ana@example.com",
  locale,
  payload: payload as OutboxRow["payload"],
  attempts: 1,
});

const render = (r: OutboxRow, now = NOW) => renderNotification(r, { now, unsubscribeUrl: UNSUBSCRIBE });

/** The links each kind's text part must write out (the site's real routes). */
function keyLinks(sample: OutboxRow): string[] {
  const base = `${site.url}${prefix[sample.locale]}`;
  const p = sample.payload as unknown as Record<string, string>;
  const day = "2026-12-04";
  const links: Record<NotificationKind, string[]> = {
    appointment_confirmed: [`${base}/dashboard?tab=appointments`, "https://calendar.google.com/calendar/render?action=TEMPLATE"],
    appointment_reminder: [`${base}/dashboard?tab=appointments`, "https://calendar.google.com/calendar/render?action=TEMPLATE", UNSUBSCRIBE],
    appointment_cancelled: [`${base}/book-appointment`, `${base}/dashboard?tab=appointments`],
    appointment_completed: [`${base}/contact#review`, UNSUBSCRIBE],
    appointment_rescheduled: [`${base}/dashboard?tab=appointments`, "https://calendar.google.com/calendar/render?action=TEMPLATE"],
    appointment_closure: [`${base}/dashboard?tab=appointments`],
    appointment_closure_lifted: [`${base}/dashboard?tab=appointments`, "https://calendar.google.com/calendar/render?action=TEMPLATE"],
    appointment_no_show: [`${base}/book-appointment`, `${base}/dashboard?tab=appointments`],
    request_received: [`${base}/service-request/${p.request_id}`],
    request_approved: [`${base}/book-appointment?request=${p.request_id}`, `${base}/service-request/${p.request_id}`],
    request_in_progress: [`${base}/service-request/${p.request_id}`],
    request_waiting_for_parts: [`${base}/service-request/${p.request_id}`],
    request_ready_for_pickup: [`${base}/service-request/${p.request_id}`],
    request_completed: [`${base}/contact#review`, `${base}/service-request/${p.request_id}`],
    request_cancelled: [`${base}/service-request`, `${base}/service-request/${p.request_id}`],
    request_reply: [`${base}/service-request/${p.request_id}`],
    estimate_sent: [`${base}/service-request/${p.request_id}#estimate`],
    shop_new_request: [`${base}/admin/requests?status=pending`],
    shop_new_booking: [`${base}/admin/appointments?date=${day}`],
    shop_cancellation: [`${base}/admin/appointments?date=${day}`],
    shop_new_review: [`${base}/admin/reviews`],
    shop_rescheduled: [`${base}/admin/appointments?date=${day}`],
    shop_request_reply: [`${base}/admin/requests/${p.request_id}`],
    shop_estimate_answered: [`${base}/admin/requests/${p.request_id}`],
    shop_request_withdrawn: [`${base}/admin/requests/${p.request_id}`],
  };
  return links[sample.kind];
}

/** Unfolds an iCalendar text into [name, value] pairs; throws unless it is one VCALENDAR with one VEVENT. */
function parseIcs(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  const lines = ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
  const pairs = lines.map((line) => {
    const colon = line.indexOf(":");
    expect(colon, line).toBeGreaterThan(0);
    return [line.slice(0, colon), line.slice(colon + 1)] as const;
  });
  expect(pairs[0]).toEqual(["BEGIN", "VCALENDAR"]);
  expect(pairs.at(-1)).toEqual(["END", "VCALENDAR"]);
  expect(pairs.filter(([k, v]) => k === "BEGIN" && v === "VEVENT")).toHaveLength(1);
  return new Map(pairs);
}

const fromStamp = (stamp: string) => new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

describe.each(locales)("every email in %s", (locale) => {
  it.each(sampleRows(locale, NOW).map((s) => [s.id, s] as const))("%s renders complete", async (_, sample) => {
    const email = await renderNotification(sample.row, { now: sample.now, unsubscribeUrl: UNSUBSCRIBE });
    expect(email.subject.trim()).not.toBe("");
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(email.html)).toBeLessThan(100 * 1024);
    expect(email.html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
    expect(email.html).toContain('name="color-scheme" content="light dark"');
    expect(email.text).not.toMatch(/<[a-z][^>]*>/i);
    for (const link of keyLinks(sample.row)) {
      expect(email.text, link).toContain(link);
      expect(email.html, link).toContain(link.replace(/&/g, "&amp;"));
    }
    // Dark-mode safety: every text block sets both its colour and its background.
    for (const [, tag, style] of email.html.matchAll(/<(p|td|h1|a)\b[^>]*style="([^"]*)"/g)) {
      expect(style, tag).toMatch(/(^|;)color:/);
      if (tag !== "a") expect(style, tag).toMatch(/background-color:/);
    }
    expect(email.html).not.toMatch(/<img\b/);
    if (locale === "es") expect(email.text).not.toMatch(`${site.url}/(dashboard|book-appointment|contact|admin|service-request)`);
  });
});

describe("Spanish emails", () => {
  it.each(sampleRows("es", NOW).map((s) => [s.id, s] as const))("%s is in Spanish", async (id, sample) => {
    const english = sampleRows("en", NOW).find((s) => s.id === id)!;
    const [esEmail, enEmail] = await Promise.all([render(sample.row, sample.now), render(english.row, english.now)]);
    expect(esEmail.subject).not.toBe(enEmail.subject);
    expect(esEmail.text).not.toContain(enEmail.subject);
    expect(esEmail.text).toMatch(/\b(su|de|la|el|para|desde)\b/);
    expect(esEmail.text).not.toMatch(/\b(Your|the|you|with)\b/);
  });
});

describe("appointment emails", () => {
  it("say what, when (on the shop's clock, with the zone), how long and how much in the subject and body", async () => {
    const confirmed = await render(row("appointment_confirmed", sampleAppointment(START)));
    expect(confirmed.subject).toBe("Confirmed: Computer Repair on Friday, December 4 at 10:00 AM");
    expect(confirmed.text).toContain("Friday, December 4, 2026 at 10:00\u00a0AM, Central Time (Austin)");
    expect(confirmed.text).toContain("60 min");
    expect(confirmed.text).toContain("$75");
    expect(confirmed.text).toContain(site.address.street);
    expect(confirmed.text).toContain(site.phone.display);
    expect(confirmed.text).toContain(emails("en")("common.policy", policy));

    const spanish = await render(row("appointment_confirmed", sampleAppointment(START), "es"));
    expect(spanish.subject).toBe("Confirmada: Reparación de computadoras el viernes, 4 de diciembre a las 10:00 a. m.");
    expect(spanish.text).toContain("hora del centro (Austin)");
  });

  it("name the service stored with the booking when it has no translation, and leave out a missing price", async () => {
    const email = await render(row("appointment_confirmed", sampleAppointment(START, { translation_key: null, service_name: "Tablet Repair", price: null }), "es"));
    expect(email.subject).toContain("Tablet Repair");
    expect(email.text).not.toContain(`${es.Emails.labels.price}:`);
  });

  it.each(["appointment_confirmed", "appointment_reminder"] as const)("%s attaches an .ics starting at the appointment's UTC start", async (kind) => {
    const email = await render(row(kind, sampleAppointment(START)));
    expect(email.attachments).toHaveLength(1);
    const [ics] = email.attachments;
    expect(ics!.filename).toMatch(/appointment-2026-12-04\.ics$/);
    expect(ics!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const fields = parseIcs(ics!.content);
    expect(fields.get("DTSTART")).toBe("20261204T160000Z");
    expect(fromStamp(fields.get("DTSTART")!).toISOString()).toBe(START.toISOString());
    expect(fields.get("DTEND")).toBe("20261204T170000Z");
    expect(fields.get("METHOD")).toBe("REQUEST");
  });

  it("the reminder warns about the late fee only inside the 24-hour window", async () => {
    const late = emails("en")("common.lateNow", policy);
    const reminder = row("appointment_reminder", sampleAppointment(START));
    expect((await render(reminder, new Date(START.getTime() - 26 * HOUR))).text).not.toContain(late);
    expect((await render(reminder, new Date(START.getTime() - 24 * HOUR - 60_000))).text).not.toContain(late);
    expect((await render(reminder, new Date(START.getTime() - 23 * HOUR))).text).toContain(late);
    expect((await render(reminder, new Date(START.getTime() - 23 * HOUR))).html).toContain(late);
  });

  it("the cancellation says who cancelled, and mentions the late fee only when the row is flagged", async () => {
    const t = emails("en");
    const byCustomer = await render(row("appointment_cancelled", sampleAppointment(START, { cancelled_by: "customer" })));
    expect(byCustomer.text).toContain(t("cancelled.byCustomer"));
    expect(byCustomer.text).not.toContain(t("cancelled.late", policy));
    const byShop = await render(row("appointment_cancelled", sampleAppointment(START, { cancelled_by: "shop", late_cancellation: true })));
    expect(byShop.text).toContain(t("cancelled.byShop"));
    expect(byShop.text).toContain(t("cancelled.late", policy));
  });

  it("the shop's cancellation alert flags a late one in the subject and the body", async () => {
    const onTime = await render(row("shop_cancellation", sampleAppointment(START, { cancelled_by: "customer" })));
    const late = await render(row("shop_cancellation", sampleAppointment(START, { cancelled_by: "customer", late_cancellation: true })));
    expect(onTime.subject).toMatch(/^Cancelled:/);
    expect(late.subject).toMatch(/^LATE cancellation/);
    expect(late.text).toContain(emails("en")("shop.cancellation.late", policy));
    expect(onTime.text).not.toContain(emails("en")("shop.cancellation.late", policy));
  });
});

describe("request and review emails", () => {
  it("request_approved links to booking it, with the locale's prefix", async () => {
    const payload = sampleRequest();
    const english = await render(row("request_approved", payload));
    const spanish = await render(row("request_approved", payload, "es"));
    expect(english.text).toContain(`/book-appointment?request=${payload.request_id}`);
    expect(english.text).not.toContain("/es/");
    expect(spanish.text).toContain(`${site.url}/es/book-appointment?request=${payload.request_id}`);
  });

  it("shows the request's title and the technician when there is one", async () => {
    const email = await render(row("request_in_progress", sampleRequest({ status: "in_progress", technician: "Marcus Lee" })));
    expect(email.subject).toContain(sampleRequest().title);
    expect(email.text).toContain("Marcus Lee");
    const unassigned = await render(row("request_in_progress", sampleRequest({ status: "in_progress" })));
    expect(unassigned.text).toContain(emails("en")("request.inProgress.body"));
  });

  it("the review alert gives the rating, name, service and an excerpt", async () => {
    const email = await render(row("shop_new_review", sampleReview({ rating: 4, review_text: "Great.\n".repeat(100) })));
    expect(email.subject).toBe("New 4-star review from Ana García");
    expect(email.text).toContain("★★★★☆");
    expect(email.text).toContain("Computer Repair");
    expect(email.text).toContain("…");
    expect(email.text.length).toBeLessThan(2000);
  });
});

describe("opt-out links", () => {
  it.each(sampleRows("en", NOW).map((s) => [s.id, s] as const))("%s has the unsubscribe link exactly when its kind is optional", async (_, sample) => {
    const email = await render(sample.row, sample.now);
    const optional = isOptionalKind(sample.row.kind);
    expect(email.text.includes(UNSUBSCRIBE)).toBe(optional);
    expect(email.html.includes(UNSUBSCRIBE)).toBe(optional);
  });

  it("are left out when the deliverer gives none", async () => {
    const email = await renderNotification(row("appointment_reminder", sampleAppointment(START)), { now: NOW });
    expect(email.text).not.toContain(en.Emails.reminder.optOutLink);
  });
});

describe("bad rows", () => {
  const appointment = sampleAppointment(START);
  const withoutStart: Partial<typeof appointment> = { ...appointment };
  delete withoutStart.starts_at;
  it.each([
    ["an unknown kind", row("appointment_moved" as NotificationKind, appointment)],
    ["an unknown locale", { ...row("appointment_confirmed", appointment), locale: "fr" as "en" }],
    ["a null payload", row("appointment_confirmed", null)],
    ["a payload without starts_at", row("appointment_confirmed", withoutStart)],
    ["an unreadable starts_at", row("appointment_reminder", { ...appointment, starts_at: "next Tuesday" })],
    ["a string duration", row("appointment_confirmed", { ...appointment, duration: "60" })],
    ["a cancellation without who cancelled", row("appointment_cancelled", appointment)],
    ["a request id that is not a UUID", row("request_approved", sampleRequest({ request_id: "1&admin=1" }))],
    ["a request without a title", row("request_cancelled", { ...sampleRequest(), title: "" })],
    ["a rating out of range", row("shop_new_review", sampleReview({ rating: 7 }))],
  ])("throw on %s", async (_, bad) => {
    await expect(render(bad)).rejects.toThrow();
  });
});
