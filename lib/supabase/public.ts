import { createClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database.types";
import { supabasePublishableKey, supabaseUrl } from "./env";

/**
 * Anonymous Supabase for statically rendered pages: no cookies, no session,
 * only what RLS grants the `anon` role (approved reviews, active services).
 */
export function createPublicClient() {
  return createClient<Database>(supabaseUrl, supabasePublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
