import "server-only";
import { DB_ERROR_CODES } from "@/lib/rules/db-errors";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Functions } from "@/lib/supabase/database.narrow";

export type FeedVisit = Functions<"calendar_feed">["Returns"][number];

/** What a feed's token opens: its technician's visits, `notFound` for a token that is unknown or revoked, `failed` when the database cannot answer. */
export type FeedRead = { ok: true; technician: string | null; visits: FeedVisit[]; serviceKeys: Map<number, string> } | { ok: false; error: "notFound" | "failed" };

/**
 * Reads a technician's feed by its token. Calendar apps send no session, so
 * the token is the only key: the service role calls public.calendar_feed,
 * which only it may call, and which compares the token's hash (PT404 when
 * none matches, as after revocation).
 */
export async function readCalendarFeed(token: string): Promise<FeedRead> {
  const supabase = createAdminClient();
  const [feed, services] = await Promise.all([
    supabase.rpc("calendar_feed", { p_token: token }),
    supabase.from("services").select("id, translation_key"),
  ]);
  if (feed.error) {
    if (feed.error.code === DB_ERROR_CODES.notFound) return { ok: false, error: "notFound" };
    console.error("Error reading a calendar feed:", feed.error.message);
    return { ok: false, error: "failed" };
  }
  const visits = feed.data ?? [];
  return {
    ok: true,
    technician: visits[0]?.technician_name ?? null,
    visits,
    serviceKeys: new Map((services.data ?? []).flatMap((s) => (s.translation_key ? [[s.id, s.translation_key] as const] : []))),
  };
}
