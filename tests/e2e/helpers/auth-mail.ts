import { expect, type BrowserContext, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { stackPublicKey, stackUrl } from "./supabase";

export interface Mail {
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

/** Every auth email the local stack delivered to `email`, newest first. */
export async function mailsFor(email: string): Promise<Mail[]> {
  const response = await fetch(`${stackUrl()}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as Mail[];
}

/** Waits until `email` has received `count` emails and returns the newest. */
export async function waitForMail(email: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => (mails = await mailsFor(email)).length, { message: `emails to ${email}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return mails[0]!;
}

/** The link of `mail` whose query has `type=<type>`. */
export function mailLink(mail: Mail, type: "email_confirmation" | "recovery" | "email_change") {
  const link = mail.links.find((href) => new URL(href).searchParams.get("type") === type);
  expect(link, `a ${type} link in "${mail.subject}"`).toBeTruthy();
  return link!;
}

const anonClient = () =>
  createClient(stackUrl(), stackPublicKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

/** Supabase Auth's answer to this email and password. */
export const anonSignIn = (email: string, password: string) => anonClient().auth.signInWithPassword({ email, password });

/** True when Supabase Auth accepts this email and password. */
export async function canSignIn(email: string, password: string) {
  return !(await anonSignIn(email, password)).error;
}

/** Signs up through the API the way the site does, so the confirmation email links to `baseURL`. */
export async function signUpByApi(baseURL: string, email: string, password: string, locale: "en" | "es" = "en") {
  const before = (await mailsFor(email)).length;
  const prefix = locale === "es" ? "/es" : "";
  const { error } = await anonClient().auth.signUp({
    email,
    password,
    options: { data: { full_name: "Axe Tester", locale }, emailRedirectTo: `${baseURL}${prefix}/verify-email` },
  });
  expect(error).toBeNull();
  return mailLink(await waitForMail(email, before + 1), "email_confirmation");
}

/** Requests a recovery email through the API the way the site does and returns its link. */
export async function recoveryLinkByApi(baseURL: string, email: string, locale: "en" | "es" = "en") {
  const before = (await mailsFor(email)).length;
  const prefix = locale === "es" ? "/es" : "";
  const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: `${baseURL}${prefix}/reset-password` });
  expect(error).toBeNull();
  return mailLink(await waitForMail(email, before + 1), "recovery");
}

/** True when the browser holds a Supabase session cookie (sb-<ref>-auth-token, maybe chunked). */
export async function hasSessionCookie(context: BrowserContext) {
  return (await context.cookies()).some((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name) && cookie.value !== "");
}

/** A sonner toast holding `text` (title or description). */
export const toastWith = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
