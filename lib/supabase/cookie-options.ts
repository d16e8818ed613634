import type { CookieOptions, CookieOptionsWithName } from "@supabase/ssr";
import { site } from "@/lib/site/business-profile";
import { SIGNED_IN_COOKIE } from "./signed-in-cookie";

/** Days a session cookie lives without use; every token refresh (hourly while in use) renews it. */
export const SESSION_COOKIE_DAYS = 30;
const SESSION_COOKIE_SECONDS = SESSION_COOKIE_DAYS * 24 * 60 * 60;

/** The session cookies @supabase/ssr writes: sb-<ref>-auth-token, possibly chunked .0, .1, ... */
export const isSessionCookie = (name: string) => /^sb-.+-auth-token(?:\.\d+)?$/.test(name);


/**
 * The session cookies' attributes, the same in the proxy and on the server
 * (the browser never writes them). `HttpOnly`: no page script can read the
 * refresh token; `Secure` whenever the site is served over https;
 * `SameSite=Lax` so a link from another site still arrives signed in while
 * cross-site posts carry no session (docs/architecture.md, "Session cookies").
 */
export function sessionCookieOptions(siteUrl: string = site.url): CookieOptionsWithName {
  return { path: "/", sameSite: "lax", secure: new URL(siteUrl).protocol === "https:", httpOnly: true };
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

export interface CookieWrite {
  name: string;
  value: string;
  options: CookieOptions;
}

/** The signed-in marker's write: set for as long as a session cookie, or removed. */
export function signedInMarker(signedIn: boolean, siteUrl: string = site.url): CookieWrite {
  const { path, sameSite, secure } = sessionCookieOptions(siteUrl);
  return { name: SIGNED_IN_COOKIE, value: signedIn ? "1" : "", options: { path, sameSite, secure, httpOnly: false, maxAge: signedIn ? SESSION_COOKIE_SECONDS : 0 } };
}

/**
 * What a cookie adapter writes for @supabase/ssr's `setAll`: the session
 * cookies with the shop's lifetime, and the signed-in marker to match
 * whenever they change.
 */
export function sessionCookieWrites(cookiesToSet: CookieWrite[]): CookieWrite[] {
  const writes = cookiesToSet.map(({ name, value, options }) => ({ name, value, options: withSessionLifetime(options) }));
  const session = writes.filter((write) => isSessionCookie(write.name));
  if (session.length === 0) return writes;
  return [...writes, signedInMarker(session.some((write) => write.value !== "" && write.options.maxAge !== 0))];
}
