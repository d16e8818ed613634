/**
 * The wall clock of an IANA time zone at an instant, from the zone rules the
 * runtime's Intl knows. One formatter per zone is kept for the module's life:
 * building one costs far more than using it, and a calendar page or feed
 * reads the clock of hundreds of instants. Readings are kept too (a reading
 * never changes): the week calendar reads each visit's instant several times
 * (its day, its row, which actions fit), and formatting to parts costs a few
 * microseconds each time. The kept readings are dropped whenever they reach
 * READINGS_KEPT, which bounds the memory a long-running server holds.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const readings = new Map<string, Readonly<WallClock>>();
const READINGS_KEPT = 10_000;

/** A wall-clock reading as written: "2026", "01", "09", "00"…; hours 00–23. */
export type WallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** Year to second of `instant` on the clock of `timeZone` (throws a RangeError for a zone the runtime does not know). */
export function wallClock(instant: Date | number | string, timeZone: string): Readonly<WallClock> {
  const at = new Date(instant);
  const key = `${timeZone} ${at.getTime()}`;
  const kept = readings.get(key);
  if (kept) return kept;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const clock: WallClock = { year: "", month: "", day: "", hour: "", minute: "", second: "" };
  for (const { type, value } of format.formatToParts(at)) if (type in clock) clock[type as keyof WallClock] = value;
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(key, clock);
  return clock;
}
