import { TZDate } from "@date-fns/tz";
import { BOOKING_LIMITS, BOOKING_WEEKDAYS, BUSINESS_TIME_ZONE } from "@/lib/rules/business-rules";
import { wallClock } from "@/lib/rules/zone-clock";

/**
 * Dates and instants on the shop's clock (lib/rules/business-rules BUSINESS_TIME_ZONE),
 * never the browser's. A "date key" is a business-local calendar day, "YYYY-MM-DD";
 * a slot is a business-local "HH:MM".
 */

/** A date key's shape, "YYYY-MM-DD", capturing year, month and day; the one pattern every date input is checked with. */
export const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar fields of `day` as it reads them (a TZDate reads its own zone), as "YYYY-MM-DD". */
export function dateKey(day: Date) {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** "2026-11-24" -> [2026, 11, 24]; throws on anything else. */
function parseDateKey(date: string) {
  const match = DATE_KEY_PATTERN.exec(date);
  if (!match) throw new Error(`Not a date key: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])] as const;
}

/** Midnight of a business-local day, as a TZDate in the shop's zone (what the calendar selects). */
export function businessDay(date: string) {
  const [y, m, d] = parseDateKey(date);
  return new TZDate(y, m - 1, d, BUSINESS_TIME_ZONE);
}

/** The shop's calendar day at an instant (read by Intl, not a TZDate: a calendar page reads hundreds). */
export function businessDateOf(instant: Date | number | string) {
  const { year, month, day } = wallClock(instant, BUSINESS_TIME_ZONE);
  return `${year}-${month}-${day}`;
}

/** The shop's clock at an instant, "HH:MM" (a slot's form). */
export function businessClockOf(instant: Date | number | string) {
  const { hour, minute } = wallClock(instant, BUSINESS_TIME_ZONE);
  return `${hour}:${minute}`;
}

/** Today's date at the shop, "YYYY-MM-DD". */
export function businessToday(now = new Date()) {
  return businessDateOf(now);
}

/** Instants of date-and-slot pairs already read (see slotInstant); dropped whenever they reach 5,000. */
const slotInstants = new Map<string, number>();

/**
 * The UTC instant a business-local date ("2026-11-24") and slot ("09:00")
 * stand for. A TZDate formats and parses several times to find the zone's
 * offset, and the week calendar asks for each half hour of each day, so the
 * answers are kept (an answer never changes).
 */
export function slotInstant(date: string, slot: string) {
  const key = `${date}T${slot}`;
  let ms = slotInstants.get(key);
  if (ms === undefined) {
    const [y, mo, d] = parseDateKey(date);
    const [h = 0, m = 0] = slot.split(":").map(Number);
    ms = new TZDate(y, mo - 1, d, h, m, BUSINESS_TIME_ZONE).getTime();
    if (slotInstants.size >= 5_000) slotInstants.clear();
    slotInstants.set(key, ms);
  }
  return new Date(ms);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a date key; a calendar date has no zone. */
export function isoWeekday(date: string) {
  const [y, m, d] = parseDateKey(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** The last day that can be booked: the booking horizon, counted in the shop's calendar days. */
export function lastBookableDate(now = new Date()) {
  return addDays(businessToday(now), BOOKING_LIMITS.horizonDays);
}

/** Whether a date key lies after the booking horizon (the database refuses it too). */
export function isBeyondHorizon(date: string, now = new Date()) {
  return date > lastBookableDate(now);
}

/** A weekday from today up to the horizon, in the shop's calendar. Malformed keys are not bookable. */
export function isBookableDate(date: string, now = new Date()) {
  if (!DATE_KEY_PATTERN.test(date) || date < businessToday(now) || isBeyondHorizon(date, now)) return false;
  return (BOOKING_WEEKDAYS as readonly number[]).includes(isoWeekday(date));
}

/** `date` plus `days` calendar days (no zone involved, so no daylight-saving surprises). */
export function addDays(date: string, days: number) {
  const [y, m, d] = parseDateKey(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
