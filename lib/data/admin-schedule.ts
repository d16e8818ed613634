import "server-only";
import type { Functions } from "@/lib/supabase/database.narrow";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import type { Closure } from "@/lib/rules/booking-closures";
import { SHOP_WEEKDAYS, type ShopWeekday } from "@/lib/rules/business-rules";
import type { ClosureRange, ScheduleErrorKey } from "@/lib/validation/admin-schedule";
import type { StaffClient } from "./require-staff";

// The console's schedule page and its actions: technicians on duty, closures
// and the open appointments a closure would cover. Every function takes the
// client of a signed-in staff member (lib/data/require-staff): RLS shows
// technicians_on_duty to staff only, closure_conflicts refuses anyone else.

export type TechniciansOnDuty = { ok: true; days: Record<ShopWeekday, number> } | { ok: false };

/** How many appointments may overlap on each shop weekday (a weekday without a row counts 1, as in the database). */
export async function getTechniciansOnDuty(supabase: StaffClient): Promise<TechniciansOnDuty> {
  const { data, error } = await supabase.from("technicians_on_duty").select("isodow, technicians");
  if (error) {
    console.error("Error fetching technicians on duty:", error.message);
    return { ok: false };
  }
  const count = (isodow: number) => data.find((row) => row.isodow === isodow)?.technicians ?? 1;
  return { ok: true, days: Object.fromEntries(SHOP_WEEKDAYS.map(({ day, isodow }) => [day, count(isodow)])) as Record<ShopWeekday, number> };
}

/** A closure as the console lists it: the calendar's shape (times "HH:MM" on the shop's clock, null all day) and its id. */
export type AdminClosure = Closure & { id: string };

export type ClosureList = { ok: true; closures: AdminClosure[] } | { ok: false };

/** Closures shown at most. */
export const CLOSURES_LIMIT = 100;

/** Closures not over by `today` (a shop day, YYYY-MM-DD), soonest first (whole days before part days). */
export async function getUpcomingClosures(supabase: StaffClient, today: string): Promise<ClosureList> {
  const { data, error } = await supabase
    .from("closures")
    .select("id, starts_on, ends_on, closed_from, closed_until, reason_en, reason_es")
    .gte("ends_on", today)
    .order("starts_on")
    .order("closed_from", { nullsFirst: true })
    .limit(CLOSURES_LIMIT);
  if (error) {
    console.error("Error fetching closures:", error.message);
    return { ok: false };
  }
  return {
    ok: true,
    closures: data.map((row) => ({
      id: row.id,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      closedFrom: row.closed_from?.slice(0, 5) ?? null,
      closedUntil: row.closed_until?.slice(0, 5) ?? null,
      reason: { en: row.reason_en, es: row.reason_es },
    })),
  };
}

/** Whole-day closures overlapping [from, to] (shop days): the days they cover need no other closure. */
export async function getWholeDayClosures(supabase: StaffClient, from: string, to: string) {
  const { data, error } = await supabase.from("closures").select("starts_on, ends_on").is("closed_from", null).lte("starts_on", to).gte("ends_on", from);
  if (error) console.error("Error fetching whole-day closures:", error.message);
  return error ? null : data;
}

/** An open appointment a closure would cover, with what staff need to call the customer. */
export type ClosureConflict = Omit<Functions<"closure_conflicts">["Returns"][number], "user_id">;

/** The open appointments a closure of `range` would cover, soonest first; null when they could not be read. */
export async function getClosureConflicts(supabase: StaffClient, range: ClosureRange): Promise<ClosureConflict[] | null> {
  const { data, error } = await supabase.rpc("closure_conflicts", range);
  if (error) {
    console.error("closure_conflicts failed:", error.message);
    return null;
  }
  return data.map((row) => ({
    id: row.id,
    appointment_date: row.appointment_date,
    service_name: row.service_name,
    status: row.status,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
  }));
}

/**
 * A database refusal of the schedule's writes as an error key: a closure
 * starting before today (22023), a row the checks refuse (23514: a count out
 * of 1..20, a range or reason the table does not allow); the rest as
 * lib/rules/admin-errors maps them. `checkKey` names the check's message.
 */
export function scheduleErrorFromDb(
  error: { code?: string; message: string } | null,
  operation: string,
  checkKey: ScheduleErrorKey,
): AdminActionError | ScheduleErrorKey {
  if (error?.code === "22023") return "startInPast";
  if (error?.code === "23514") return checkKey;
  return adminErrorFromDb(error, operation);
}
