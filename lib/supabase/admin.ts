import "server-only";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { supabaseUrl } from "./env";
import { fetchWithTimeout, SUPABASE_TRANSFER_TIMEOUT_MS } from "./fetch-timeout";
import { LOCAL_SERVICE_ROLE_KEY } from "./local-dev-service-role-key";

/**
 * The secret service-role key, for the server only. Without it the app uses
 * the local stack's development key, as it does for the public key; on Vercel
 * it must be set (next.config.ts refuses the build otherwise).
 */
export function serviceRoleKey() {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY || (process.env.VERCEL ? "" : LOCAL_SERVICE_ROLE_KEY);
  if (!key) throw new Error("SUPABASE_SERVICE_ROLE_KEY is not set (see .env.example).");
  return key;
}

/**
 * Supabase as the service role: bypasses RLS, so only server code that has
 * already checked its input may use it, for writes the API roles may not make
 * (reviews). `headers` go with every request (e.g. the visitor's address).
 */
export function createAdminClient(headers: Record<string, string> = {}) {
  return createClient<Database>(supabaseUrl, serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers, fetch: fetchWithTimeout(SUPABASE_TRANSFER_TIMEOUT_MS) },
  });
}
