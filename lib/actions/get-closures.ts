"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import type { Closure } from "@/lib/rules/booking-closures";
import { loadUpcomingClosures } from "@/lib/data/closures";
import { createPublicClient } from "@/lib/supabase/public";

/** The closures in the bookable range, for a calendar opened after the page loaded (the reschedule dialog). Anyone may read them. */
export const getClosures: ServerAction<[], Closure[]> = defineAction({
  access: "anyone",
  input: z.undefined(),
  invalid: () => [],
  handler: async () => loadUpcomingClosures(createPublicClient()),
});
