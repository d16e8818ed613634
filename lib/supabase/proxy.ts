import { createServerClient } from "@supabase/ssr";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";
import type { NextRequest, NextResponse } from "next/server";
import type { Database } from "@/lib/supabase/database.types";
import { isSessionCookie, sessionCookieOptions, sessionCookieWrites, signedInMarker } from "./cookie-options";
import { SIGNED_IN_COOKIE } from "./signed-in-cookie";
import { supabasePublishableKey, supabaseUrl } from "./env";
import { fetchWithTimeout, SUPABASE_TIMEOUT_MS } from "./fetch-timeout";

/** Who is calling, as far as the proxy asked (see updateSession). */
export type Caller = null | "unavailable" | { emailConfirmed: boolean | null };

/**
 * Refreshes the Supabase session for this request and writes the rotated
 * cookies onto `response`, then answers as much as `check` asks:
 * - "refresh": nothing (null); only an expiring token is refreshed, which
 *   needs no round trip.
 * - "claims": whether someone is signed in, from the access token's verified
 *   claims (checked locally against the project's public keys; an expired
 *   token is refreshed first); `emailConfirmed` is null, not asked. Enough
 *   to send a signed-out visitor to sign in; the page then asks Auth itself
 *   (the console's layout does, in requireStaff), so asking here as well
 *   would cost every page a second round trip.
 * - "user": the account as Auth holds it now, in one round trip
 *   (authoritative: sees email confirmation and bans).
 * "unavailable" when Auth could not be asked (network failure, timeout, a
 * 5xx), which says nothing about who is calling.
 */
export async function updateSession(request: NextRequest, response: NextResponse, check: "refresh" | "claims" | "user"): Promise<Caller> {
  const supabase = createServerClient<Database>(supabaseUrl, supabasePublishableKey, {
    cookieOptions: sessionCookieOptions(),
    global: { fetch: fetchWithTimeout(SUPABASE_TIMEOUT_MS) },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value, options } of sessionCookieWrites(cookiesToSet)) response.cookies.set(name, value, options);
        // Cache-Control: private, no-store — no CDN may keep a response that sets a session.
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });
  if (check !== "user") {
    const { data, error } = await supabase.auth.getClaims();
    keepMarkerInStep(request, response);
    if (check === "refresh") return null;
    if (!data && isAuthRetryableFetchError(error)) return "unavailable";
    return data ? { emailConfirmed: null } : null;
  }
  const { data, error } = await supabase.auth.getUser();
  keepMarkerInStep(request, response);
  if (!data.user && isAuthRetryableFetchError(error)) return "unavailable";
  return data.user ? { emailConfirmed: Boolean(data.user.email_confirmed_at) } : null;
}

/**
 * When this request changed no session cookie, sets or removes the
 * signed-in marker to match the session cookies the browser sent (a session
 * that arrived without its marker, or a marker left without a session).
 */
function keepMarkerInStep(request: NextRequest, response: NextResponse) {
  if (response.cookies.getAll().some((cookie) => isSessionCookie(cookie.name))) return;
  const signedIn = request.cookies.getAll().some((cookie) => isSessionCookie(cookie.name) && cookie.value !== "");
  if (signedIn === (request.cookies.get(SIGNED_IN_COOKIE)?.value === "1")) return;
  const { name, value, options } = signedInMarker(signedIn);
  response.cookies.set(name, value, options);
}
