import "server-only";
import type { ServerSupabase } from "@/lib/supabase/server";

export interface Profile {
  full_name: string | null;
  phone: string | null;
  /** The language of the customer's emails. */
  locale: string;
  avatar_url: string | null;
  /** Optional emails (see lib/rules/notification-kinds.ts OPTIONAL_KINDS): true while they are sent. */
  email_reminders: boolean;
  email_review_invitations: boolean;
}

/** The user's profile row; null when it is missing or fails (logged). */
export async function getProfile(supabase: ServerSupabase, userId: string): Promise<Profile | null> {
  const { data, error } = await supabase
    .from("profiles")
    .select("full_name, phone, locale, avatar_url, email_reminders, email_review_invitations")
    .eq("id", userId)
    .maybeSingle();
  if (error) console.error("Error fetching profile:", error.message);
  return data ?? null;
}
