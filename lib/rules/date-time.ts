import type { DateTimeFormatOptions } from "next-intl";
import { BUSINESS_TIME_ZONE } from "@/lib/rules/business-time-zone";

/**
 * The site's one way of writing a date and a time, per language, on the shop's
 * clock (docs/product.md "Dates and times"). Every screen, toast, email and
 * calendar file writes dates and times through these: components hand the
 * option objects to next-intl's formatter (whose zone is the shop's), and code
 * outside React calls the functions below, which give the same text.
 *
 * - English: "Tuesday, December 1, 2026" and "2:00 PM".
 * - Spanish: "martes, 1 de diciembre de 2026" and "2:00 p. m.": full month
 *   names, and the 12-hour clock Spanish speakers in the United States use.
 * - A time never breaks across lines: its spaces are no-break ones (`unbroken`).
 */

/** A calendar day with its year: "Tuesday, December 1, 2026" / "martes, 1 de diciembre de 2026". */
export const dateFormat = { weekday: "long", month: "long", day: "numeric", year: "numeric" } satisfies DateTimeFormatOptions;

/** The same day without the year, where space is short (subjects, closure lists): "Tuesday, December 1". */
export const dayFormat = { weekday: "long", month: "long", day: "numeric" } satisfies DateTimeFormatOptions;

type Instant = Date | string | number;

/**
 * A time of day on the 12-hour clock: "2:00 PM" / "2:00 p. m.", and noon is
 * "12:20 p. m.". The cycle is named (h12, 1–12) rather than asked for with
 * `hour12: true`: with that, Node's ICU picks Spanish's h11 cycle (0–11) and
 * writes "0:20 p. m." while browsers write "12:20 p. m.".
 */
export const timeFormat = { hour: "numeric", minute: "2-digit", hourCycle: "h12" } satisfies DateTimeFormatOptions;

/** A whole hour without its minutes, on the same clock (the week calendar's hour lines): "2 PM" / "2 p. m.". */
export const hourFormat = { hour: "numeric", hourCycle: "h12" } satisfies DateTimeFormatOptions;

/**
 * A time written as one word: its spaces made no-break (U+00A0), so that a
 * line never ends in "2:00" or "p." and starts again with "PM" or "m.".
 * Intl writes plain spaces there (V8 replaces ICU's U+202F).
 */
export const unbroken = (time: string) => time.replace(/[ \u202f]/g, "\u00a0");

/** The formatter next-intl's `useFormatter` / `getFormatter` give (its zone is the shop's). */
interface DateTimeFormatter {
  dateTime(value: Date, options: DateTimeFormatOptions): string;
}

/** A time of day through next-intl's formatter, in the site's style and unbroken: what components write. */
export const formatTimeWith = (format: DateTimeFormatter, instant: Instant) => unbroken(format.dateTime(new Date(instant), timeFormat));

/** A calendar date in the documents' long form (estimates, receipts): "December 8, 2026" / "8 de diciembre de 2026". */
const documentDateFormat = { dateStyle: "long" } satisfies DateTimeFormatOptions;

const cache = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per locale, style and zone, made on first use. */
function formatter(locale: string, style: "date" | "day" | "time" | "document", timeZone: string) {
  const key = `${locale}|${style}|${timeZone}`;
  let found = cache.get(key);
  if (!found) {
    const options = { date: dateFormat, day: dayFormat, time: timeFormat, document: documentDateFormat }[style];
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, found);
  }
  return found;
}

/** The shop's calendar day at an instant, with its year. */
export const formatDate = (instant: Instant, locale: string) => formatter(locale, "date", BUSINESS_TIME_ZONE).format(new Date(instant));

/** The shop's calendar day at an instant, without the year. */
export const formatDay = (instant: Instant, locale: string) => formatter(locale, "day", BUSINESS_TIME_ZONE).format(new Date(instant));

/** The shop's clock at an instant, unbroken. */
export const formatTime = (instant: Instant, locale: string) => unbroken(formatter(locale, "time", BUSINESS_TIME_ZONE).format(new Date(instant)));

/**
 * A calendar date of the shop ("2026-12-08", as Postgres sends a `date`) in
 * the documents' long form, in US English or US Spanish. Formatted at noon
 * UTC in UTC, so no time zone can move it to another day.
 */
export const formatShopDate = (day: string, locale: string) =>
  formatter(locale === "es" ? "es-US" : "en-US", "document", "UTC").format(new Date(`${day}T12:00:00Z`));

/** A time on the shop's clock given as "HH:MM" (a slot, opening hours): "09:00" -> "9:00 AM" / "9:00 a. m.". */
export function formatClock(time: string, locale: string) {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return unbroken(formatter(locale, "time", "UTC").format(new Date(Date.UTC(2000, 0, 1, hours, minutes))));
}

/** A moment as the site writes one (a stamp: sent, approved, paid): "Tuesday, December 1, 2026, 2:00 PM". */
export const formatMoment = (instant: Instant, locale: string) => `${formatDate(instant, locale)}, ${formatTime(instant, locale)}`;
