import type { CookieOptions, CookieOptionsWithName } from "@supabase/ssr";
import { site } from "@/lib/site";

/** Days a session cookie lives without use; every token refresh (hourly while in use) renews it. */
export const SESSION_COOKIE_DAYS = 30;
const SESSION_COOKIE_SECONDS = SESSION_COOKIE_DAYS * 24 * 60 * 60;

/**
 * The session cookies' attributes, the same in the browser, the proxy and
 * server actions. `Secure` whenever the site is served over https; `SameSite=Lax`
 * so a link from another site still arrives signed in while cross-site posts
 * carry no session. Not `HttpOnly`: the browser client signs in and out and the
 * navigation bar reads the signed-in state from the cookie (docs/architecture.md,
 * "Session cookies").
 */
export function sessionCookieOptions(siteUrl: string = site.url): CookieOptionsWithName {
  return { path: "/", sameSite: "lax", secure: new URL(siteUrl).protocol === "https:", httpOnly: false };
}

/**
 * @supabase/ssr writes every session cookie with its own 400-day `maxAge`,
 * whatever `cookieOptions` says; each cookie adapter passes the options
 * through here to set the shop's lifetime instead. Removals (`maxAge: 0`)
 * stay removals.
 */
export function withSessionLifetime(options: CookieOptions = {}): CookieOptions {
  return options.maxAge === 0 ? options : { ...options, maxAge: SESSION_COOKIE_SECONDS };
}
