import { addDays, businessToday, DATE_KEY_PATTERN, slotInstant } from "@/lib/rules/booking-time";

// Calendar days of the shop (business time zone), as "YYYY-MM-DD" strings.

/** `?date=` as the page receives it: a real calendar day, else null. */
export function parseDay(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const match = DATE_KEY_PATTERN.exec(first ?? "");
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? first! : null;
}

/**
 * The instants a shop day starts and the next one starts: [from, to). A day
 * is 23 or 25 hours long when daylight saving time begins or ends.
 */
export function dayRange(day: string) {
  return { from: slotInstant(day, "00:00").toISOString(), to: slotInstant(addDays(day, 1), "00:00").toISOString() };
}

/** Noon of a shop day: an instant that formats as that day in the business time zone. */
export const dayAsDate = (day: string) => slotInstant(day, "12:00");

export { businessToday };
