import { createClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { supabasePublishableKey, supabaseUrl } from "./env";
import { fetchWithTimeout, SUPABASE_TIMEOUT_MS } from "./fetch-timeout";

/**
 * Anonymous Supabase that reads and writes no cookies: for statically rendered
 * pages (only what RLS grants the `anon` role: approved reviews, active
 * services), and for auth checks whose session must never become the
 * visitor's (it lives in this object only; see lib/actions/verify-email.ts).
 * `headers` go with every request (e.g. the visitor's address).
 */
export function createPublicClient(headers: Record<string, string> = {}) {
  return createClient<Database>(supabaseUrl, supabasePublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers, fetch: fetchWithTimeout(SUPABASE_TIMEOUT_MS) },
  });
}
