import "server-only";
import type { Closure } from "@/lib/rules/booking-closures";
import { isoWeekday } from "@/lib/rules/booking-time";
import { SHOP_WEEKDAYS } from "@/lib/rules/business-rules";
import type { StaffClient } from "./require-staff";
import { getTechniciansOnDuty } from "./admin-schedule";

/** Closures touching the shop days [first, last], soonest first; null when they cannot be read. */
export async function getClosuresBetween(supabase: StaffClient, first: string, last: string): Promise<Closure[] | null> {
  const { data, error } = await supabase
    .from("closures")
    .select("starts_on, ends_on, closed_from, closed_until, reason_en, reason_es")
    .lte("starts_on", last)
    .gte("ends_on", first)
    .order("starts_on")
    .order("closed_from", { nullsFirst: true });
  if (error) {
    console.error("Error fetching the week's closures:", error.message);
    return null;
  }
  return data.map((row) => ({
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    closedFrom: row.closed_from?.slice(0, 5) ?? null,
    closedUntil: row.closed_until?.slice(0, 5) ?? null,
    reason: { en: row.reason_en, es: row.reason_es },
  }));
}

/** Technicians on duty on each of `days` (shop days), null for all when they cannot be read. */
export async function getTechniciansFor(supabase: StaffClient, days: string[]): Promise<(number | null)[]> {
  const duty = await getTechniciansOnDuty(supabase);
  return days.map((day) => {
    if (!duty.ok) return null;
    const weekday = SHOP_WEEKDAYS.find(({ isodow }) => isodow === isoWeekday(day));
    return weekday ? duty.days[weekday.day] : null;
  });
}
