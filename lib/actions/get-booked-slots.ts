"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import type { BusyInterval } from "@/lib/booking/availability";
import { DATE_KEY_PATTERN } from "@/lib/booking/time";
import { createPublicClient } from "@/lib/supabase/public";

export type BookedSlotsResult = { ok: true; busy: BusyInterval[] } | { ok: false };

/**
 * The busy intervals of one business-local day (get_booked_slots: start and
 * end only, no personal data; callable without signing in). A server action
 * so the booking page ships no Supabase client of its own.
 */
export const getBookedSlots: ServerAction<[date: string], BookedSlotsResult> = defineAction({
  access: "anyone",
  input: z.string().regex(DATE_KEY_PATTERN),
  invalid: () => ({ ok: false }),
  handler: async (date) => {
    const { data, error } = await createPublicClient().rpc("get_booked_slots", { p_date: date });
    if (error) {
      console.error("get_booked_slots failed:", error.message);
      return { ok: false };
    }
    return { ok: true, busy: data ?? [] };
  },
});
