"use server";

import type { BusyInterval } from "@/lib/booking/availability";
import { createPublicClient } from "@/lib/supabase/public";

export type BookedSlotsResult = { ok: true; busy: BusyInterval[] } | { ok: false };

/**
 * The busy intervals of one business-local day (get_booked_slots: start and
 * end only, no personal data; callable without signing in). A server action
 * so the booking page ships no Supabase client of its own.
 */
export async function getBookedSlots(date: string): Promise<BookedSlotsResult> {
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false };
  const { data, error } = await createPublicClient().rpc("get_booked_slots", { p_date: date });
  if (error) {
    console.error("get_booked_slots failed:", error.message);
    return { ok: false };
  }
  return { ok: true, busy: data ?? [] };
}
