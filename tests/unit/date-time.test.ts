import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { businessClockOf } from "@/lib/rules/booking-time";
import { dateFormat, dayFormat, formatClock, formatDate, formatDay, formatTime, formatTimeWith, hourFormat, timeFormat } from "@/lib/rules/date-time";
import type { OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleAppointment } from "@/lib/server/notification-sample-rows";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// One appointment, Tuesday 1 December 2026 at 2:00 PM at the shop (CST, UTC-6), rendered through every path
// that writes a date or a time: the screens and toasts (next-intl's formatter with the site's formats), the slot
// labels (a slot's "HH:MM"), the email subject and body, and the calendar file. Each must say the same thing.
const START = new Date("2026-12-01T20:00:00Z");
const NOW = new Date("2026-11-20T15:00:00Z");
const catalogs = { en, es } as const;

const expected = {
  // A time is one word: no-break spaces (U+00A0) inside it, so it never breaks across lines.
  en: { date: "Tuesday, December 1, 2026", day: "Tuesday, December 1", time: "2:00\u00a0PM" },
  es: { date: "martes, 1 de diciembre de 2026", day: "martes, 1 de diciembre", time: "2:00\u00a0p.\u00a0m." },
} as const;

const row = (locale: "en" | "es"): OutboxRow => ({
  id: 7,
  kind: "appointment_confirmed",
  user_id: "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: "ana@example.com",
  locale,
  payload: sampleAppointment(START),
  attempts: 1,
});

/** The DESCRIPTION of an iCalendar text, unfolded and unescaped. */
function icsDescription(ics: string) {
  const line = ics.replace(/\r\n /g, "").split("\r\n").find((l) => l.startsWith("DESCRIPTION:")) ?? "";
  return line.slice("DESCRIPTION:".length).replace(/\\([,;\\])/g, "$1").replace(/\\n/g, "\n");
}

describe.each(["en", "es"] as const)("one clock, in %s", (locale) => {
  const want = expected[locale];

  it("the formatter module writes the convention", () => {
    expect(formatDate(START, locale)).toBe(want.date);
    expect(formatDay(START, locale)).toBe(want.day);
    expect(formatTime(START, locale)).toBe(want.time);
  });

  it("screens and toasts (next-intl with the site's formats) write the same", () => {
    const format = createFormatter({ locale, timeZone: site.timeZone });
    expect(format.dateTime(START, dateFormat)).toBe(want.date);
    expect(format.dateTime(START, dayFormat)).toBe(want.day);
    expect(format.dateTime(START, timeFormat)).toBe(want.time.replaceAll("\u00a0", " "));
    expect(formatTimeWith(format, START)).toBe(want.time);
    const toast = createTranslator({ locale, messages: catalogs[locale], namespace: "Booking" });
    const description = toast("success.description", { date: format.dateTime(START, dateFormat), time: formatTimeWith(format, START) });
    expect(description).toContain(want.date);
    expect(description).toContain(want.time);
  });

  it("the slot label of the appointment's start is its time", () => {
    expect(formatClock(businessClockOf(START), locale)).toBe(want.time);
  });

  it("the email's subject, body and calendar file write the same", async () => {
    const email = await renderNotification(row(locale), { now: NOW });
    expect(email.subject).toContain(want.day);
    // A subject is one line: its spaces are plain ones.
    expect(email.subject).toContain(want.time.replaceAll("\u00a0", " "));
    expect(email.text).toContain(want.date);
    expect(email.text).toContain(want.time);
    expect(email.html).toContain(want.date);
    const [ics] = email.attachments;
    expect(ics).toBeDefined();
    const description = icsDescription(ics?.content ?? "");
    expect(description).toContain(want.date);
    expect(description).toContain(want.time);
  });

  it("the hour after noon and after midnight is 12, never 0, on every path", () => {
    const noon = locale === "es" ? "12:20\u00a0p.\u00a0m." : "12:20\u00a0PM";
    const midnight = locale === "es" ? "12:05\u00a0a.\u00a0m." : "12:05\u00a0AM";
    const format = createFormatter({ locale, timeZone: site.timeZone });
    expect(formatTime("2026-11-28T18:20:00Z", locale)).toBe(noon);
    expect(formatTimeWith(format, "2026-11-28T18:20:00Z")).toBe(noon);
    expect(formatClock("12:20", locale)).toBe(noon);
    expect(formatTime("2026-11-28T06:05:00Z", locale)).toBe(midnight);
    expect(formatClock("00:05", locale)).toBe(midnight);
  });

  it("an hour line of the week calendar is on the same 12-hour clock", () => {
    const format = createFormatter({ locale });
    const onePm = format.dateTime(new Date("1970-01-01T13:00:00Z"), { ...hourFormat, timeZone: "UTC" });
    expect(onePm.replace(/[\u00a0\u202f]/g, " ")).toBe(locale === "es" ? "1 p. m." : "1 PM");
  });

  it("no path falls back to a 24-hour clock or abbreviated months", async () => {
    const email = await renderNotification(row(locale), { now: NOW });
    for (const text of [email.subject, email.text, icsDescription(email.attachments[0]?.content ?? "")]) {
      expect(text).not.toMatch(/\b14:00\b/);
      expect(text).not.toMatch(locale === "es" ? /\bdic\b/ : /\bDec\b/);
    }
  });
});
