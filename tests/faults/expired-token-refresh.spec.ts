import type { BrowserContext } from "@playwright/test";
import { combineChunks, createChunks, stringFromBase64URL, stringToBase64URL } from "@supabase/ssr";
import { decodeJwt } from "jose";
import { signJwt } from "@/supabase/local/auth/jwt";
import { languages } from "../e2e/helpers/public";
import { createConfirmedUser, signInAs } from "../e2e/helpers/supabase";
import { expect, test } from "./helpers/servers";

// The access token in the session cookie has expired (a customer back after
// an hour): the first page they open, even a static one, has the proxy
// refresh the session.

const [en] = languages;
/** @supabase/ssr's cookie for the stack at 127.0.0.1 (maybe chunked: .0, .1, ...). */
const COOKIE = "sb-127-auth-token";

interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

async function readSession(context: BrowserContext): Promise<Session> {
  const cookies = await context.cookies();
  const value = await combineChunks(COOKIE, (name) => cookies.find((cookie) => cookie.name === name)?.value);
  expect(value, "a session cookie").toMatch(/^base64-/);
  return JSON.parse(stringFromBase64URL(value!.slice("base64-".length))) as Session;
}

async function writeSession(context: BrowserContext, session: Session) {
  const value = `base64-${stringToBase64URL(JSON.stringify(session))}`;
  await context.clearCookies();
  await context.addCookies(createChunks(COOKIE, value).map((chunk) => ({ ...chunk, domain: "localhost", path: "/", sameSite: "Lax" as const })));
}

test("an expired access token is refreshed by the proxy on a static page; the dashboard then opens without signing in", async ({ page, context, baseURL }) => {
  const user = await createConfirmedUser({ fullName: "Eli Expired" });
  await signInAs(context, baseURL!, user.email, user.password);
  const signedIn = await readSession(context);
  const claims = decodeJwt(signedIn.access_token);

  // The same session, its access token re-signed with the stack's key as expired an hour ago.
  const now = Math.floor(Date.now() / 1000);
  const expiredToken = await signJwt({ ...claims, iat: now - 7200, exp: now - 3600 });
  await writeSession(context, { ...signedIn, access_token: expiredToken, expires_at: now - 3600 });

  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The proxy answered with fresh session cookies, never to be cached.
  const setCookies = (await response!.headersArray()).filter((header) => header.name.toLowerCase() === "set-cookie").map((header) => header.value);
  expect(setCookies.some((cookie) => cookie.startsWith(`${COOKIE}=`) || cookie.startsWith(`${COOKIE}.0=`))).toBe(true);
  expect(response!.headers()["cache-control"]).toContain("no-store");

  const refreshed = await readSession(context);
  const fresh = decodeJwt(refreshed.access_token);
  expect(fresh.exp! - now).toBeGreaterThan(3000);
  // The same session, refreshed (its refresh token rotated), not a new sign-in.
  expect(fresh.session_id).toBe(claims.session_id);
  expect(fresh.sub).toBe(user.id);
  expect(refreshed.refresh_token).not.toBe(signedIn.refresh_token);

  const dashboard = await page.goto("/dashboard");
  expect(dashboard?.status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: en.messages.Dashboard.greeting.replace("{name}", "Eli Expired") })).toBeVisible();
});
