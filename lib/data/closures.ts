import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Closure } from "@/lib/rules/booking-closures";
import { businessToday, lastBookableDate } from "@/lib/rules/booking-time";
import type { Database } from "@/lib/supabase/database.types";

/** Closures that touch the bookable range (today up to the horizon), soonest first; empty when they cannot be read. */
export async function loadUpcomingClosures(supabase: SupabaseClient<Database>, now = new Date()): Promise<Closure[]> {
  const { data, error } = await supabase
    .from("closures")
    .select("starts_on, ends_on, closed_from, closed_until, reason_en, reason_es")
    .gte("ends_on", businessToday(now))
    .lte("starts_on", lastBookableDate(now))
    .order("starts_on")
    .limit(200);
  if (error) {
    console.error("closures could not be loaded:", error.message);
    return [];
  }
  return data.map((row) => ({
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    closedFrom: row.closed_from?.slice(0, 5) ?? null,
    closedUntil: row.closed_until?.slice(0, 5) ?? null,
    reason: { en: row.reason_en, es: row.reason_es },
  }));
}
