/**
 * The 11 US federal holidays (5 U.S.C. 6103) of a year, as calendar days
 * ("YYYY-MM-DD"; a calendar day has no time zone). Pure: no clock, no I/O.
 *
 * Each holiday has its `date` and its `observed` day: a holiday on a
 * Saturday is observed on the Friday before, one on a Sunday on the Monday
 * after, any other day on the day itself. So New Year's Day of a year may be
 * observed on December 31 of the year before (2022: Saturday, January 1 ->
 * Friday, December 31, 2021).
 */

/** The holidays in calendar order; each is also a message key (Admin.schedule.holidays.names). */
export const US_FEDERAL_HOLIDAYS = [
  "newYearsDay",
  "martinLutherKingDay",
  "presidentsDay",
  "memorialDay",
  "juneteenth",
  "independenceDay",
  "laborDay",
  "columbusDay",
  "veteransDay",
  "thanksgivingDay",
  "christmasDay",
] as const;

export type UsFederalHoliday = (typeof US_FEDERAL_HOLIDAYS)[number];

export interface HolidayDate {
  holiday: UsFederalHoliday;
  /** The holiday itself. */
  date: string;
  /** The day it is observed (the day off); equals `date` on a weekday. */
  observed: string;
}

/** First year with all 11 (Juneteenth became a federal holiday in 2021). */
export const FIRST_HOLIDAY_YEAR = 2021;

const pad = (n: number) => String(n).padStart(2, "0");
const key = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** `month` is 1-based; `day` may run past the month's end or below 1 (Date.UTC normalizes it). */
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The `n`th (1-based) `weekday` (0 = Sunday … 6 = Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number) {
  const first = utc(year, month, 1).getUTCDay();
  return utc(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** The last `weekday` of a month. */
function lastWeekday(year: number, month: number, weekday: number) {
  const last = utc(year, month + 1, 0);
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

/** The day a holiday on `date` ("YYYY-MM-DD") is observed: Saturday -> Friday before, Sunday -> Monday after. */
export function observedDay(date: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = utc(y, m, d).getUTCDay();
  return key(utc(y, m, d + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0)));
}

const MONDAY = 1;
const THURSDAY = 4;

/** The 11 holidays of `year` in calendar order; throws a RangeError for a year before 2021 or past 9999. */
export function usFederalHolidays(year: number): HolidayDate[] {
  if (!Number.isInteger(year) || year < FIRST_HOLIDAY_YEAR || year > 9999) throw new RangeError(`No federal holiday list for ${year}`);
  const dates: Record<UsFederalHoliday, Date> = {
    newYearsDay: utc(year, 1, 1),
    martinLutherKingDay: nthWeekday(year, 1, MONDAY, 3),
    presidentsDay: nthWeekday(year, 2, MONDAY, 3),
    memorialDay: lastWeekday(year, 5, MONDAY),
    juneteenth: utc(year, 6, 19),
    independenceDay: utc(year, 7, 4),
    laborDay: nthWeekday(year, 9, MONDAY, 1),
    columbusDay: nthWeekday(year, 10, MONDAY, 2),
    veteransDay: utc(year, 11, 11),
    thanksgivingDay: nthWeekday(year, 11, THURSDAY, 4),
    christmasDay: utc(year, 12, 25),
  };
  return US_FEDERAL_HOLIDAYS.map((holiday) => {
    const date = key(dates[holiday]);
    return { holiday, date, observed: observedDay(date) };
  });
}

/**
 * Whether `day` ("YYYY-MM-DD") is the observed day of a federal holiday: of
 * its own year, or the next year's New Year's Day observed on December 31.
 */
export function isObservedFederalHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return [year, year + 1].some((y) => y >= FIRST_HOLIDAY_YEAR && y <= 9999 && usFederalHolidays(y).some((h) => h.observed === day));
}
