import { BOOKING_DAY_END, BOOKING_SLOTS, BOOKING_WEEKDAYS } from "@/lib/rules/business-rules";
import type { Closure } from "@/lib/rules/booking-closures";
import { addDays, businessClockOf, businessDateOf, isoWeekday, slotInstant } from "@/lib/rules/booking-time";

// The console's week calendar (/admin/appointments): which days it shows,
// where an appointment's block sits, what a closure shades and how many
// half-hour starts are left. Days are the shop's ("YYYY-MM-DD"), times its clock.

/** The calendar's first and last row: the first bookable start and the end of the shop's day. */
export const CALENDAR_HOURS = { from: BOOKING_SLOTS[0], until: BOOKING_DAY_END } as const;

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const SPAN = minutes(CALENDAR_HOURS.until) - minutes(CALENDAR_HOURS.from);

/** The shop's working days (BOOKING_WEEKDAYS) of the week that holds `day`, Monday first. */
export function weekDays(day: string): string[] {
  const monday = addDays(day, 1 - isoWeekday(day));
  return BOOKING_WEEKDAYS.map((weekday) => addDays(monday, weekday - 1));
}

/**
 * The Saturday of the week that holds `day`: no appointments are booked then
 * (BOOKING_WEEKDAYS), but the shop takes walk-ins, so the calendar shows it
 * after Friday with the walk-in hours as a lane.
 */
export const walkInDay = (day: string) => addDays(day, 6 - isoWeekday(day));

/** The working day `step` working days from `day` (skipping the days the shop never opens). */
export function stepWorkingDay(day: string, step: 1 | -1): string {
  let next = addDays(day, step);
  while (!(BOOKING_WEEKDAYS as readonly number[]).includes(isoWeekday(next))) next = addDays(next, step);
  return next;
}

/** The calendar's hour lines: "09:00" … up to the end of the day. */
export function hourLines(): string[] {
  const lines: string[] = [];
  for (let m = Math.ceil(minutes(CALENDAR_HOURS.from) / 60) * 60; m <= minutes(CALENDAR_HOURS.until); m += 60) {
    lines.push(`${String(m / 60).padStart(2, "0")}:00`);
  }
  return lines;
}

/** Where a span of the shop's clock sits in the day column, in percent of its height (clipped to the shop's hours). */
export function spanPosition(fromHhmm: string, untilMinutes: number): { top: number; height: number } {
  const start = Math.max(minutes(fromHhmm), minutes(CALENDAR_HOURS.from));
  const end = Math.min(untilMinutes, minutes(CALENDAR_HOURS.until));
  const top = ((start - minutes(CALENDAR_HOURS.from)) / SPAN) * 100;
  return { top: Math.min(Math.max(top, 0), 100), height: Math.max(((end - start) / SPAN) * 100, 0) };
}

/** An appointment's block: its start on the shop's clock and its duration. */
export function blockPosition(startsAt: string, duration: number) {
  const clock = businessClockOf(startsAt);
  return spanPosition(clock, minutes(clock) + duration);
}

/** The closed spans of `day` ("HH:MM" from and until, whole days as the shop's hours), with the closure. */
export function closedSpans(day: string, closures: readonly Closure[]) {
  return closures
    .filter((closure) => closure.startsOn <= day && day <= closure.endsOn)
    .map((closure) => ({
      closure,
      from: closure.closedFrom ?? CALENDAR_HOURS.from,
      until: closure.closedUntil ?? CALENDAR_HOURS.until,
      allDay: closure.closedFrom === null,
    }));
}

export interface Occupying {
  appointment_date: string;
  duration: number;
  status: string;
}

/**
 * Bookable half-hour starts (BOOKING_SLOTS) of `day` still open at `now`:
 * not past, not closed, and fewer active appointments overlapping the half
 * hour than technicians on duty. A longer service may still not fit in one.
 */
export function slotsLeft(day: string, appointments: readonly Occupying[], technicians: number, closures: readonly Closure[], now: Date): number {
  const spans = closedSpans(day, closures).map(({ from, until }) => [slotInstant(day, from).getTime(), slotInstant(day, until).getTime()] as const);
  const active = appointments
    .filter((a) => a.status === "pending" || a.status === "in_progress")
    .map((a) => {
      const start = new Date(a.appointment_date).getTime();
      return [start, start + a.duration * 60_000] as const;
    });
  return BOOKING_SLOTS.filter((slot) => {
    const start = slotInstant(day, slot).getTime();
    const end = start + 30 * 60_000;
    if (start <= now.getTime()) return false;
    if (spans.some(([from, until]) => from < end && start < until)) return false;
    return active.filter(([from, until]) => from < end && start < until).length < technicians;
  }).length;
}

/** Appointments by shop day ("YYYY-MM-DD"), each day's in their given order. */
export function byShopDay<T extends { appointment_date: string }>(appointments: readonly T[]) {
  const days = new Map<string, T[]>();
  for (const appointment of appointments) {
    const day = businessDateOf(appointment.appointment_date);
    const list = days.get(day);
    if (list) list.push(appointment);
    else days.set(day, [appointment]);
  }
  return days;
}

/**
 * Side-by-side lanes for one day's blocks: each appointment takes the first
 * lane free at its start; `lanes` is how many its overlapping group uses, so
 * its width is 1/lanes of the column. Input in start order.
 */
export function assignLanes<T extends { appointment_date: string; duration: number }>(appointments: readonly T[]) {
  const placed: { item: T; lane: number; start: number; end: number; group: number }[] = [];
  const laneEnds: number[] = [];
  let group = 0;
  let groupEnd = -Infinity;
  const groupLanes: number[] = [];
  for (const item of appointments) {
    const start = new Date(item.appointment_date).getTime();
    const end = start + item.duration * 60_000;
    if (start >= groupEnd) {
      group = groupLanes.length;
      groupLanes.push(0);
      laneEnds.length = 0;
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    groupEnd = Math.max(start >= groupEnd ? end : groupEnd, end);
    groupLanes[group] = Math.max(groupLanes[group]!, lane + 1);
    placed.push({ item, lane, start, end, group });
  }
  return placed.map(({ item, lane, group: g }) => ({ item, lane, lanes: groupLanes[g]! }));
}
