"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import type { BusyInterval } from "@/lib/rules/booking-availability";
import { DATE_KEY_PATTERN } from "@/lib/rules/booking-time";
import { isUuid } from "@/lib/rules/uuid";
import { createPublicClient } from "@/lib/supabase/public";
import { createClient } from "@/lib/supabase/server";

export type BookedSlotsResult = { ok: true; busy: BusyInterval[] } | { ok: false };

/**
 * The busy intervals of one business-local day (get_booked_slots: where every
 * technician is booked or the shop is closed; no personal data; callable
 * without signing in). A server action so the booking page ships no Supabase
 * client of its own. With `ignoreId` (moving that appointment) it asks as the
 * signed-in user, and the database leaves that appointment out only if it is
 * theirs; without it, it reads no cookies.
 */
export const getBookedSlots: ServerAction<[date: string, ignoreId?: string], BookedSlotsResult> = defineAction({
  access: "anyone",
  args: (date: string, ignoreId?: string) => ({ date, ignoreId }),
  input: z.object({ date: z.string().regex(DATE_KEY_PATTERN), ignoreId: z.string().refine(isUuid).optional() }),
  invalid: () => ({ ok: false }),
  handler: async ({ date, ignoreId }) => {
    const supabase = ignoreId ? await createClient() : createPublicClient();
    const { data, error } = await supabase.rpc("get_booked_slots", { p_date: date, p_ignore: ignoreId ?? undefined });
    if (error) {
      console.error("get_booked_slots failed:", error.message);
      return { ok: false };
    }
    return { ok: true, busy: data ?? [] };
  },
});
