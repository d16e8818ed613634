import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { BUSINESS_TIME_ZONE } from "@/lib/rules/business-rules";
import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";

/** A calendar day in the business time zone. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
  /** "YYYY-MM-DD", the form get_booked_slots takes. */
  iso: string;
}

function toLocalDay(date: TZDate): LocalDay {
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return { year, month, day, iso };
}

/**
 * The first Monday-Friday at least `minDaysAhead` days after today in the
 * business time zone, skipping federal holidays (a migration closes them).
 */
export function nextWeekday(minDaysAhead = 2, skip = 0): LocalDay {
  let date = addDays(TZDate.tz(BUSINESS_TIME_ZONE), minDaysAhead);
  let found = 0;
  for (;;) {
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6 && !isObservedFederalHoliday(toLocalDay(date).iso) && found++ === skip) return toLocalDay(date);
    date = addDays(date, 1);
  }
}

/** The next Saturday at least `minDaysAhead` days ahead. */
export function nextSaturday(minDaysAhead = 2): LocalDay {
  let date = addDays(TZDate.tz(BUSINESS_TIME_ZONE), minDaysAhead);
  while (date.getDay() !== 6) date = addDays(date, 1);
  return toLocalDay(date);
}

/** The instant of local wall-clock time `hhmm` on `day` in the business time zone, as ISO (what the app sends). */
export function at(day: LocalDay, hhmm: string): string {
  const [hours, minutes] = hhmm.split(":").map(Number) as [number, number];
  return new Date(new TZDate(day.year, day.month - 1, day.day, hours, minutes, BUSINESS_TIME_ZONE).getTime()).toISOString();
}
