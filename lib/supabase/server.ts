import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies } from "next/headers";
import type { Database } from "@/lib/supabase/database.types";
import { sessionCookieOptions, sessionCookieWrites } from "./cookie-options";
import { supabasePublishableKey, supabaseUrl } from "./env";
import { fetchWithTimeout, SUPABASE_TIMEOUT_MS } from "./fetch-timeout";

/**
 * Supabase for server components and server actions, acting as the signed-in
 * user (RLS applies). Reading cookies makes the calling route dynamic, so public
 * pages must not call this: use `createPublicClient` there.
 */
export async function createClient() {
  const cookieStore = await cookies();
  return createServerClient<Database>(supabaseUrl, supabasePublishableKey, {
    cookieOptions: sessionCookieOptions(),
    global: { fetch: fetchWithTimeout(SUPABASE_TIMEOUT_MS) },
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of sessionCookieWrites(cookiesToSet)) cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies; the proxy refreshes the session instead.
        }
      },
    },
  });
}

/** The client `createClient` returns, as data loaders take it. */
export type ServerSupabase = Awaited<ReturnType<typeof createClient>>;
