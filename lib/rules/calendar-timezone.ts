/**
 * A VTIMEZONE component (RFC 5545 §3.6.5) for an IANA zone over a span of
 * time, from the zone rules the runtime's Intl knows: one observance for the
 * offset at the span's start and one for each change of offset inside it
 * (DAYLIGHT for the higher offset of a pair, STANDARD otherwise). Listing the
 * actual changes, rather than recurrence rules, keeps it right for any zone
 * the shop is set to (lib/rules/business-time-zone.ts).
 */
import { wallClock } from "./zone-clock";

const DAY_MS = 86_400_000;

/** Minutes east of UTC in `timeZone` at `instant`. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const wall = Date.UTC(Number(clock.year), Number(clock.month) - 1, Number(clock.day), Number(clock.hour), Number(clock.minute), Number(clock.second));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** `20261204T100000`: the wall-clock time of `instant` at `offset` minutes east of UTC (a DTSTART with TZID). */
export function localStamp(instant: Date, offset: number): string {
  return new Date(instant.getTime() + offset * 60_000).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "");
}

/** `-0500`: an offset as TZOFFSETFROM / TZOFFSETTO write it. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

interface Change {
  at: Date;
  from: number;
  to: number;
}

/** The instants in [from, until] at which the zone's offset changes, found day by day and then to the minute. */
export function offsetChanges(timeZone: string, from: Date, until: Date): Change[] {
  const changes: Change[] = [];
  let previous = zoneOffsetMinutes(from, timeZone);
  for (let day = from.getTime() + DAY_MS; day < until.getTime() + DAY_MS; day += DAY_MS) {
    const offset = zoneOffsetMinutes(new Date(day), timeZone);
    if (offset === previous) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (zoneOffsetMinutes(new Date(mid), timeZone) === previous) low = mid;
      else high = mid;
    }
    changes.push({ at: new Date(high), from: previous, to: offset });
    previous = offset;
  }
  return changes;
}

/** The VTIMEZONE lines for `timeZone`, good for every instant in [from, until]. */
export function vtimezone(timeZone: string, from: Date, until: Date): string[] {
  const start = new Date(from.getTime() - DAY_MS);
  const first = zoneOffsetMinutes(start, timeZone);
  const changes = offsetChanges(timeZone, start, until);
  const observance = (kind: "STANDARD" | "DAYLIGHT", at: Date, offsetFrom: number, offsetTo: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at, offsetFrom)}`,
    `TZOFFSETFROM:${offsetText(offsetFrom)}`,
    `TZOFFSETTO:${offsetText(offsetTo)}`,
    `END:${kind}`,
  ];
  const firstIsDaylight = changes.length > 0 && first > changes[0]!.to;
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance(firstIsDaylight ? "DAYLIGHT" : "STANDARD", start, first, first),
    ...changes.flatMap((c) => observance(c.to > c.from ? "DAYLIGHT" : "STANDARD", c.at, c.from, c.to)),
    "END:VTIMEZONE",
  ];
}
