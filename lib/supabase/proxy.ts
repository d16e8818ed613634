import { createServerClient } from "@supabase/ssr";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";
import type { NextRequest, NextResponse } from "next/server";
import type { Database } from "@/lib/supabase/database.types";
import { isSessionCookie, sessionCookieOptions, sessionCookieWrites, signedInMarker } from "./cookie-options";
import { SIGNED_IN_COOKIE } from "./signed-in-cookie";
import { supabasePublishableKey, supabaseUrl } from "./env";
import { fetchWithTimeout, SUPABASE_TIMEOUT_MS } from "./fetch-timeout";

/**
 * Refreshes the Supabase session for this request and writes the rotated
 * cookies onto `response`. Returns the signed-in user when `needUser` is set
 * (one round trip to Auth, authoritative: sees email confirmation and bans),
 * or "unavailable" when Auth could not be asked (network failure, timeout, a
 * 5xx), which says nothing about who is calling; otherwise only refreshes an
 * expiring token, which needs no round trip.
 */
export async function updateSession(request: NextRequest, response: NextResponse, needUser: boolean) {
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
  if (!needUser) {
    await supabase.auth.getClaims();
    keepMarkerInStep(request, response);
    return null;
  }
  const { data, error } = await supabase.auth.getUser();
  keepMarkerInStep(request, response);
  if (!data.user && isAuthRetryableFetchError(error)) return "unavailable";
  return data.user;
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
