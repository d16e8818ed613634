import "server-only";
import type { ServerSupabase } from "./require-customer";

export interface Profile {
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
}

/** The user's profile row; null when it is missing or fails (logged). */
export async function getProfile(supabase: ServerSupabase, userId: string): Promise<Profile | null> {
  const { data, error } = await supabase
    .from("profiles")
    .select("full_name, username, avatar_url")
    .eq("id", userId)
    .maybeSingle();
  if (error) console.error("Error fetching profile:", error.message);
  return data ?? null;
}
