import { createClient as createSupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { supabasePublishableKey, supabaseUrl } from "./env";

/**
 * Supabase Auth from the browser, so its per-IP limits count the visitor
 * rather than our server: sign-up, sign-in, resending the confirmation and
 * requesting a reset link. It keeps no session: the session cookies are
 * HttpOnly and written only by the server (sign-in hands its session to the
 * startSession action).
 */
export function createClient() {
  return createSupabaseClient<Database>(supabaseUrl, supabasePublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
