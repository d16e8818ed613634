import { createBrowserClient } from "@supabase/ssr";
import { parse, serialize } from "cookie";
import type { Database } from "@/lib/database.types";
import { sessionCookieOptions, withSessionLifetime } from "./cookie-options";
import { supabasePublishableKey, supabaseUrl } from "./env";

/** Supabase in the browser: the session lives in cookies shared with the server. */
export function createClient() {
  return createBrowserClient<Database>(supabaseUrl, supabasePublishableKey, {
    cookieOptions: sessionCookieOptions(),
    cookies: {
      getAll: () => Object.entries(parse(document.cookie)).map(([name, value]) => ({ name, value: value ?? "" })),
      setAll(cookiesToSet) {
        for (const { name, value, options } of cookiesToSet) document.cookie = serialize(name, value, withSessionLifetime(options));
      },
    },
  });
}
