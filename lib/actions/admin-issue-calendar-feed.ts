"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { calendarFeedUrl } from "@/lib/rules/calendar-feed";
import { site } from "@/lib/site/business-profile";

export type IssueCalendarFeedResult = { ok: true; url: string } | { ok: false; error: AdminActionError };

/**
 * A staff member makes a new address for their own calendar feed: a new
 * random token, whose hash replaces the old one's (the old address stops at
 * once). The address is shown this once; the database keeps only the hash.
 * A staff member without a technician profile is refused (CN004).
 */
export const issueCalendarFeed: ServerAction<[], IssueCalendarFeedResult> = defineAction({
  access: "staff",
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (_input, { supabase }) => {
    const { data, error } = await supabase.rpc("issue_calendar_feed");
    if (error || !data) return { ok: false, error: adminErrorFromDb(error, "issue_calendar_feed") };
    return { ok: true, url: calendarFeedUrl(site.url, data) };
  },
});
