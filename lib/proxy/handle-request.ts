import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { localizePath, splitLocale } from "@/i18n/locale-from-path";
import { isLocale, routing } from "@/i18n/routing";
import { isDynamicPath, isProtectedPath, isStaffPath } from "@/lib/proxy/protected-routes";
import { bodyTooLarge } from "@/lib/proxy/body-limit";
import { contentSecurityPolicy } from "@/lib/proxy/security-headers";
import { supabaseUrl } from "@/lib/supabase/env";
import { updateSession } from "@/lib/supabase/proxy";

const intl = createIntlMiddleware(routing);
const supabaseOrigin = new URL(supabaseUrl).origin;

/**
 * Every page request: the body size limit, `?lng=` language choice, next-intl
 * locale routing, the Supabase session refresh, the protected-route and
 * console sign-in redirects and the CSP.
 */
export async function handleRequest(request: NextRequest) {
  if (bodyTooLarge(request)) return new NextResponse("Request body too large.", { status: 413 });
  const lngRedirect = redirectForLngParam(request);
  if (lngRedirect) return lngRedirect;

  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const nonce = isDynamicPath(path) ? btoa(crypto.randomUUID()) : null;
  const csp = contentSecurityPolicy(nonce, supabaseOrigin);
  const headers = new Headers(request.headers);
  if (nonce) headers.set("content-security-policy", csp);

  const response = intl(new NextRequest(request, { headers }));
  response.headers.set("Content-Security-Policy", csp);
  if (response.headers.has("location")) return response;

  // The console's layout asks Auth who is calling (requireStaff); here the
  // token's claims are enough to send a signed-out visitor to sign in.
  const check = isProtectedPath(path) ? "user" : isStaffPath(path) ? "claims" : "refresh";
  const caller = await updateSession(request, response, check);
  // Auth unreachable: no redirect from here. The page (requireCustomer,
  // requireStaff) and each server action ask again and decide: a page sends
  // the customer to sign in with the page remembered, an action answers "try
  // again" rather than being redirected away from the form it was posted from.
  if (check === "refresh" || caller === "unavailable") return response;
  if (!caller) {
    const target = `${request.nextUrl.pathname}${request.nextUrl.search}`;
    return redirectKeepingCookies(request, response, `${localizePath(locale, "/auth")}?redirect=${encodeURIComponent(target)}`);
  }
  // Signed in on the console: its layout decides, and shows anyone but staff
  // the 404 page, verified or not, so a customer learns nothing of it
  // (the claims say nothing of the email, so emailConfirmed is null there).
  if (caller.emailConfirmed === false) {
    return redirectKeepingCookies(request, response, localizePath(locale, "/verification-pending"));
  }
  return response;
}

/** `?lng=es` on any page: go to that page in that language and remember the choice. */
function redirectForLngParam(request: NextRequest) {
  const lng = request.nextUrl.searchParams.get("lng");
  if (!isLocale(lng)) return null;
  const url = request.nextUrl.clone();
  url.searchParams.delete("lng");
  url.pathname = localizePath(lng, splitLocale(url.pathname).path);
  const response = NextResponse.redirect(url);
  response.cookies.set("NEXT_LOCALE", lng, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
  return response;
}

function redirectKeepingCookies(request: NextRequest, from: NextResponse, location: string) {
  const response = NextResponse.redirect(new URL(location, request.url));
  for (const cookie of from.cookies.getAll()) response.cookies.set(cookie);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
