import { addDays } from "./booking-time";

/**
 * A closure as the calendar needs it (public.closures: anyone may read them).
 * Days are the shop's calendar days; `closedFrom`/`closedUntil` ("HH:MM", the
 * shop's clock) are both null when the shop is closed all day.
 */
export interface Closure {
  startsOn: string;
  endsOn: string;
  closedFrom: string | null;
  closedUntil: string | null;
  reason: { en: string; es: string };
}

/** Every whole day some closure covers, with the first closure's reason in `locale`. */
export function closedDays(closures: readonly Closure[], locale: string): Map<string, string> {
  const days = new Map<string, string>();
  for (const closure of closures) {
    if (closure.closedFrom !== null) continue;
    for (let day = closure.startsOn; day <= closure.endsOn; day = addDays(day, 1)) {
      if (!days.has(day)) days.set(day, reasonIn(closure, locale));
    }
  }
  return days;
}

export const reasonIn = (closure: Closure, locale: string) => (locale === "es" ? closure.reason.es : closure.reason.en);
