import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { CUSTOMER_KINDS, isOptionalKind, SHOP_KINDS, type NotificationKind, type OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleAppointment, sampleClosureReasons, samplePreviousStart, sampleRows, sampleStart } from "@/lib/server/notification-sample-rows";
import { LATE_CANCELLATION_FEE_PERCENT } from "@/lib/rules/business-rules";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// The emails of a moved appointment (customer and shop) and of a closure over
// a booked one (supabase/migrations/…_reschedule_and_phone_bookings.sql).

// Winter (CST, UTC-6): the samples start on Fri Dec 4 2026 at 10:00 at the shop, i.e. 16:00Z.
const NOW = new Date("2026-12-01T15:00:00Z");
const START = sampleStart(NOW);
// Moved from a summer-time start (CDT, UTC-5): Fri Oct 30 2026 at 10:00 at the shop, i.e. 15:00Z.
const PREVIOUS = "2026-10-30T15:00:00Z";
const HOUR = 3_600_000;
const locales = ["en", "es"] as const;
const prefix = { en: "", es: "/es" } as const;
const emails = (locale: "en" | "es") => createTranslator({ locale, messages: locale === "en" ? en : es, namespace: "Emails" });
const policy = { hours: 24, percent: LATE_CANCELLATION_FEE_PERCENT };

const row = (kind: NotificationKind, payload: unknown, locale: "en" | "es" = "en"): OutboxRow => ({
  id: 7,
  kind,
  user_id: kind.startsWith("shop_") ? null : "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: kind.startsWith("shop_") ? null : "ana@example.com",
  locale,
  payload: payload as OutboxRow["payload"],
  attempts: 1,
});

const render = (r: OutboxRow, now = NOW) => renderNotification(r, { now });
const moved = (moved_by: "customer" | "shop", overrides = {}) =>
  sampleAppointment(START, { previous_starts_at: PREVIOUS, moved_by, ...overrides });
const closed = (overrides = {}) => sampleAppointment(START, { ...sampleClosureReasons, ...overrides });

/** The times as each language writes them, on the shop's clock with the zone's name. */
const times = {
  en: {
    now: "Friday, December 4, 2026 at 10:00\u00a0AM, Central Time (Austin)",
    before: "Friday, October 30, 2026 at 10:00\u00a0AM, Central Time (Austin)",
  },
  es: {
    now: "viernes, 4 de diciembre de 2026 a las 10:00\u00a0a.\u00a0m., hora del centro (Austin)",
    before: "viernes, 30 de octubre de 2026 a las 10:00\u00a0a.\u00a0m., hora del centro (Austin)",
  },
} as const;

/** Unfolds an iCalendar text into its fields. */
const icsFields = (ics: string) =>
  new Map(
    ics
      .replace(/\r\n /g, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const),
  );

/** English a Spanish email must not contain: the English texts of these emails, and common words. */
function expectNoEnglish(text: string, ...englishTexts: string[]) {
  for (const english of englishTexts) expect(text).not.toContain(english);
  expect(text).not.toMatch(/\b(Your|the|you|with|Previously|moved|closed|New time)\b/);
}

describe("the new kinds", () => {
  it("are customer or shop kinds that always go (no opt-out)", () => {
    expect(CUSTOMER_KINDS).toContain("appointment_rescheduled");
    expect(CUSTOMER_KINDS).toContain("appointment_closure");
    expect(SHOP_KINDS).toContain("shop_rescheduled");
    for (const kind of ["appointment_rescheduled", "appointment_closure", "shop_rescheduled"]) expect(isOptionalKind(kind)).toBe(false);
  });

  it("each have a sample for the staff preview, and a move by the shop too", () => {
    const samples = sampleRows("en", NOW);
    expect(samples.map((s) => s.id)).toEqual(
      expect.arrayContaining(["appointment_rescheduled", "appointment_rescheduled-shop", "appointment_closure", "shop_rescheduled"]),
    );
    const byShop = samples.find((s) => s.id === "appointment_rescheduled-shop")!;
    expect(byShop.row.payload).toMatchObject({ moved_by: "shop", previous_starts_at: samplePreviousStart(NOW).toISOString() });
  });
});

describe("appointment_rescheduled", () => {
  it("English: the subject, the new time leading and the previous one, both on the shop's clock", async () => {
    const email = await render(row("appointment_rescheduled", moved("customer")));
    expect(email.subject).toBe("Your appointment has been moved to Friday, December 4 at 10:00 AM");
    expect(email.text).toContain(`New time: ${times.en.now}`);
    expect(email.text).toContain(`Previously: ${times.en.before}`);
    expect(email.text.indexOf("New time:")).toBeLessThan(email.text.indexOf("Previously:"));
    expect(email.html).toContain(`New time: ${times.en.now}`);
    expect(email.html).toContain(`Previously: ${times.en.before}`);
    expect(email.text).toContain(emails("en")("rescheduled.byCustomer"));
    expect(email.text).toContain(`${site.url}/dashboard?tab=appointments`);
    expect(email.text).toContain(emails("en")("common.policy", policy));
    expect(email.text).toContain("Computer Repair");
    expect(email.text).toContain("60 min");
    expect(email.text).toContain(site.address.street);
  });

  it("Spanish: the same facts, with nothing left in English", async () => {
    const email = await render(row("appointment_rescheduled", moved("shop"), "es"));
    expect(email.subject).toBe("Su cita se cambió al viernes, 4 de diciembre a las 10:00 a. m.");
    expect(email.html).toMatch(/<html[^>]*lang="es"/);
    expect(email.text).toContain(`Nuevo horario: ${times.es.now}`);
    expect(email.text).toContain(`Horario anterior: ${times.es.before}`);
    expect(email.text).toContain(emails("es")("rescheduled.byShop", { phone: site.phone.display }));
    expect(email.text).toContain(`${site.url}/es/dashboard?tab=appointments`);
    expect(email.text).toContain(emails("es")("common.policy", policy));
    expect(email.text).toContain("Reparación de computadoras");
    const t = emails("en");
    expectNoEnglish(email.text, t("rescheduled.heading"), t("rescheduled.byShop", { phone: site.phone.display }), t("common.policy", policy));
    expectNoEnglish(email.subject);
  });

  it.each(locales)("says the shop moved it, and to call if the time does not suit, only when the shop did (%s)", async (locale) => {
    const t = emails(locale);
    const byShop = await render(row("appointment_rescheduled", moved("shop"), locale));
    const byCustomer = await render(row("appointment_rescheduled", moved("customer"), locale));
    const shopSentence = t("rescheduled.byShop", { phone: site.phone.display });
    expect(shopSentence).toContain(site.phone.display);
    expect(byShop.text).toContain(shopSentence);
    expect(byShop.html).toContain(shopSentence.replace(/'/g, "&#x27;"));
    expect(byShop.text).not.toContain(t("rescheduled.byCustomer"));
    expect(byCustomer.text).toContain(t("rescheduled.byCustomer"));
    expect(byCustomer.text).not.toContain(shopSentence);
  });

  it.each(locales)("attaches an .ics and a Google Calendar link for the new time (%s)", async (locale) => {
    const email = await render(row("appointment_rescheduled", moved("customer"), locale));
    expect(email.attachments).toHaveLength(1);
    const [ics] = email.attachments;
    expect(ics!.filename).toMatch(/appointment-2026-12-04\.ics$/);
    expect(ics!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const fields = icsFields(ics!.content);
    expect(fields.get("DTSTART")).toBe("20261204T160000Z");
    expect(fields.get("DTEND")).toBe("20261204T170000Z");
    // The confirmation's UID: a calendar that has the event can move it.
    expect(fields.get("UID")).toContain(sampleAppointment(START).appointment_id);
    expect(email.text).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(email.text).toContain("dates=20261204T160000Z%2F20261204T170000Z");
    expect(email.text).not.toContain("20261030T150000Z");
  });

  it("takes the calendar file's SEQUENCE from the appointment's revision when queued, not from when the email goes out", async () => {
    const sequenceOf = async (revision: number, now: Date) => {
      const email = await render(row("appointment_rescheduled", { ...moved("customer"), revision }), now);
      return Number(icsFields(email.attachments[0]!.content).get("SEQUENCE"));
    };
    expect(await sequenceOf(1, NOW)).toBe(1);
    // The first move's email, retried after the second's went out, still loses to it.
    expect(await sequenceOf(1, new Date(NOW.getTime() + HOUR))).toBeLessThan(await sequenceOf(2, NOW));
  });

  it("warns about the late fee when the new time is inside the 24-hour window", async () => {
    const late = emails("en")("common.lateNow", policy);
    const r = row("appointment_rescheduled", moved("shop"));
    expect((await render(r, new Date(START.getTime() - 23 * HOUR))).text).toContain(late);
    expect((await render(r)).text).not.toContain(late);
  });
});

describe("shop_rescheduled", () => {
  it("names the service, the customer, the old and the new time, and who moved it", async () => {
    const t = emails("en");
    const email = await render(row("shop_rescheduled", moved("customer")));
    expect(email.subject).toBe("Appointment moved: Computer Repair (Ana García) from Friday, October 30 at 10:00 AM to Friday, December 4 at 10:00 AM");
    expect(email.text).toContain(t("shop.rescheduled.byCustomer", { customer: "Ana García" }));
    expect(email.text).toContain(`When: ${times.en.now}`);
    expect(email.text).toContain(`Previously: ${times.en.before}`);
    expect(email.text).toContain("ana.garcia@example.com");
    expect(email.text).toContain(`${site.url}/admin/appointments?date=2026-12-04`);
    expect(email.attachments).toEqual([]);

    const byShop = await render(row("shop_rescheduled", moved("shop", { customer_name: null })));
    expect(byShop.subject).toContain("(ana.garcia@example.com)");
    expect(byShop.text).toContain(t("shop.rescheduled.byShop"));
    expect(byShop.text).not.toContain(t("shop.rescheduled.byCustomer", { customer: "ana.garcia@example.com" }));
  });

  it("renders in Spanish too (the staff preview), with nothing left in English", async () => {
    const email = await render(row("shop_rescheduled", moved("customer"), "es"));
    expect(email.subject).toBe("Cita cambiada: Reparación de computadoras (Ana García) del viernes, 30 de octubre a las 10:00 a. m. al viernes, 4 de diciembre a las 10:00 a. m.");
    expect(email.text).toContain(`Horario anterior: ${times.es.before}`);
    expect(email.text).toContain(`${site.url}/es/admin/appointments?date=2026-12-04`);
    expectNoEnglish(email.text, emails("en")("shop.rescheduled.byCustomer", { customer: "Ana García" }));
  });
});

describe("appointment_closure", () => {
  it("English: the closed day with the English reason, the time, the dashboard and the phone; no .ics", async () => {
    const email = await render(row("appointment_closure", closed()));
    expect(email.subject).toBe("We're closed on Friday, December 4: your Computer Repair appointment needs a new time");
    expect(email.text).toContain("closed on Friday, December 4, 2026 (Staff training day)");
    expect(email.text).toContain("your appointment at 10:00\u00a0AM");
    expect(email.text).toContain(`When: ${times.en.now}`);
    expect(email.text).not.toContain(sampleClosureReasons.closure_reason_es);
    expect(email.text).toContain(emails("en")("closure.reschedule", { phone: site.phone.display }));
    expect(email.text).toContain(`${site.url}/dashboard?tab=appointments`);
    expect(email.html).toContain(`${site.url}/dashboard?tab=appointments`);
    expect(email.attachments).toEqual([]);
    expect(email.text).not.toContain("calendar.google.com");
  });

  it("Spanish: the Spanish reason, the Spanish dashboard link, nothing left in English; no .ics", async () => {
    const email = await render(row("appointment_closure", closed(), "es"));
    expect(email.subject).toBe("Estaremos cerrados el viernes, 4 de diciembre: su cita de Reparación de computadoras necesita un nuevo horario");
    expect(email.html).toMatch(/<html[^>]*lang="es"/);
    expect(email.text).toContain("cerrado el viernes, 4 de diciembre de 2026 (Día de capacitación del personal)");
    expect(email.text).toContain("su cita de las 10:00\u00a0a.\u00a0m.");
    expect(email.text).toContain(emails("es")("closure.reschedule", { phone: site.phone.display }));
    expect(email.text).toContain(`${site.url}/es/dashboard?tab=appointments`);
    expect(email.text).not.toContain(`${site.url}/dashboard`);
    expect(email.attachments).toEqual([]);
    const t = emails("en");
    expectNoEnglish(email.text, sampleClosureReasons.closure_reason_en, t("closure.heading"), t("closure.reschedule", { phone: site.phone.display }));
    expectNoEnglish(email.subject);
  });

  it.each(locales)("a part-day closure names its hours, in the subject and the text (%s)", async (locale) => {
    const email = await render(row("appointment_closure", closed({ closed_from: "14:00", closed_until: "17:30" }), locale));
    const expected = {
      en: { subject: "We're closed on Friday, December 4 from 2:00 PM to 5:30 PM: your Computer Repair appointment needs a new time", text: "closed on Friday, December 4, 2026 from 2:00\u00a0PM to 5:30\u00a0PM (Staff training day)" },
      es: { subject: "Estaremos cerrados el viernes, 4 de diciembre de 2:00 p. m. a 5:30 p. m.: su cita de Reparación de computadoras necesita un nuevo horario", text: "cerrado el viernes, 4 de diciembre de 2026 de 2:00\u00a0p.\u00a0m. a 5:30\u00a0p.\u00a0m. (Día de capacitación del personal)" },
    }[locale];
    expect(email.subject).toBe(expected.subject);
    expect(email.text).toContain(expected.text);
    expect(email.text).toContain(emails(locale)("closure.headingHours"));
    const noReason = await render(row("appointment_closure", closed({ closed_from: "14:00", closed_until: "17:30", closure_reason_en: "", closure_reason_es: "" }), locale));
    expect(noReason.text).not.toContain("()");
    // A whole day: the date alone, as before.
    expect((await render(row("appointment_closure", closed(), locale))).text).not.toContain(locale === "en" ? "2:00\u00a0PM" : "2:00\u00a0p.\u00a0m.");
  });

  it("refuses hours that are not a time of day", async () => {
    await expect(render(row("appointment_closure", closed({ closed_from: "2pm", closed_until: "17:00" })))).rejects.toThrow(/closed_from/);
  });

  it.each(locales)("leaves out the reason when staff gave none in the email's language (%s)", async (locale) => {
    const email = await render(row("appointment_closure", closed({ closure_reason_en: "", closure_reason_es: "" }), locale));
    const t = emails(locale);
    const day = { en: { date: "Friday, December 4, 2026", time: "10:00\u00a0AM" }, es: { date: "viernes, 4 de diciembre de 2026", time: "10:00\u00a0a.\u00a0m." } }[locale];
    expect(email.text).toContain(t("closure.bodyNoReason", { business: site.shortName, ...day }));
    expect(email.text).not.toContain("()");
    // Never the other language's reason instead.
    const onlyOther = await render(row("appointment_closure", closed(locale === "en" ? { closure_reason_en: null } : { closure_reason_es: null }), locale));
    expect(onlyOther.text).not.toContain(locale === "en" ? sampleClosureReasons.closure_reason_es : sampleClosureReasons.closure_reason_en);
    expect(onlyOther.text).not.toContain("()");
  });

  it.each(locales)("inside the 24-hour window, when an online move is refused, asks for a call (%s)", async (locale) => {
    const t = emails(locale);
    const email = await render(row("appointment_closure", closed(), locale), new Date(START.getTime() - 20 * HOUR));
    expect(email.text).toContain(t("closure.rescheduleByPhone", { phone: site.phone.display, hours: 24 }));
    expect(email.text).not.toContain(t("closure.reschedule", { phone: site.phone.display }));
    expect(email.text).toContain(`${site.url}${prefix[locale]}/dashboard?tab=appointments`);
  });
});

describe("bad rows of the new kinds", () => {
  it.each([
    ["a move without previous_starts_at", row("appointment_rescheduled", sampleAppointment(START, { moved_by: "customer" }))],
    ["a move with an unreadable previous_starts_at", row("appointment_rescheduled", moved("customer", { previous_starts_at: "last week" }))],
    ["a move without who moved it", row("appointment_rescheduled", sampleAppointment(START, { previous_starts_at: PREVIOUS }))],
    ["a shop move by someone else", row("shop_rescheduled", moved("customer", { moved_by: "robot" }))],
    ["a closure reason that is not text", row("appointment_closure", closed({ closure_reason_es: 42 }))],
    ["a closure without starts_at", row("appointment_closure", { ...closed(), starts_at: undefined })],
  ])("throw on %s", async (_, bad) => {
    await expect(render(bad)).rejects.toThrow();
  });
});
