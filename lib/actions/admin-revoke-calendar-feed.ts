"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";

export type RevokeCalendarFeedResult = { ok: true } | { ok: false; error: AdminActionError };

/** A staff member turns off their calendar feed: its address answers 404 from now on. */
export const revokeCalendarFeed: ServerAction<[], RevokeCalendarFeedResult> = defineAction({
  access: "staff",
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (_input, { supabase }) => {
    const { error } = await supabase.rpc("revoke_calendar_feed");
    if (error) return { ok: false, error: adminErrorFromDb(error, "revoke_calendar_feed") };
    return { ok: true };
  },
});
