import { createServerClient } from "@supabase/ssr";
import { createClient } from "@supabase/supabase-js";
import type { BrowserContext } from "@playwright/test";
import ws from "ws";
import { signJwt } from "@/supabase/local/auth/jwt";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";

/** The Supabase the site under test talks to (set by playwright.config.ts; docs/testing.md, "Against another Supabase"). */
export const stackUrl = () => process.env.E2E_SUPABASE_URL ?? "http://127.0.0.1:24331";
/** Its public key: E2E_SUPABASE_PUBLISHABLE_KEY, or the local stack's legacy anon key. */
export const stackPublicKey = () => process.env.E2E_SUPABASE_PUBLISHABLE_KEY || LOCAL_ANON_KEY;
/** Its secret key: E2E_SUPABASE_SECRET_KEY, or the local stack's legacy service-role key. */
export const stackSecretKey = () => process.env.E2E_SUPABASE_SECRET_KEY || LOCAL_SERVICE_ROLE_KEY;

const nodeOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
};

/** Service-role client for arranging test data (bypasses RLS). */
export const serviceClient = () => createClient(stackUrl(), stackSecretKey(), nodeOptions);

let counter = 0;
/** A unique address per call, so parallel tests never share an account. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/**
 * Creates a customer whose email is already confirmed. `localeChosen`: they chose the
 * language of their emails in the profile, so it no longer follows the pages they open.
 */
export async function createConfirmedUser(opts: { email?: string; password?: string; fullName?: string; locale?: "en" | "es"; localeChosen?: boolean } = {}) {
  const email = opts.email ?? uniqueEmail("customer");
  const password = opts.password ?? "Passw0rd!";
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: opts.fullName ?? "Test Customer", locale: opts.locale ?? "en", ...(opts.localeChosen ? { locale_chosen: true } : {}) },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

/** Creates a customer who signed up but never opened the confirmation link. */
export async function createUnconfirmedUser(password = "Passw0rd!") {
  const email = uniqueEmail("unconfirmed");
  const { data, error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: false });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

/** Signs in through the API and hands the session cookies to the browser context, as the site would set them. */
export async function signInAs(context: BrowserContext, baseURL: string, email: string, password: string) {
  const jar = new Map<string, string>();
  const supabase = createServerClient(stackUrl(), stackPublicKey(), {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
    realtime: nodeOptions.realtime,
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  const { hostname } = new URL(baseURL);
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, domain: hostname, path: "/", sameSite: "Lax" as const })));
}

/**
 * A browser session for a user whose email is NOT confirmed. Supabase Auth
 * never signs such a user in, so the test mints the access token itself with
 * the local stack's development key (a token without session_id, which Auth
 * accepts) — the situation the proxy's verified-email guard exists for.
 */
export async function signInUnverified(context: BrowserContext, baseURL: string) {
  const email = uniqueEmail("unverified");
  const { data, error } = await serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: false });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signJwt({
    sub: data.user.id,
    aud: "authenticated",
    role: "authenticated",
    email,
    iss: `${stackUrl()}/auth/v1`,
    iat: now,
    exp: now + 3600,
  });
  const jar = new Map<string, string>();
  const supabase = createServerClient(stackUrl(), stackPublicKey(), {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
    realtime: nodeOptions.realtime,
  });
  const { error: sessionError } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: "unused-refresh-token" });
  if (sessionError) throw new Error(`setSession failed: ${sessionError.message}`);
  const { hostname } = new URL(baseURL);
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, domain: hostname, path: "/", sameSite: "Lax" as const })));
  return email;
}
