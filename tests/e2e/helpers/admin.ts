import { expect, type BrowserContext, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";
import { checkSlot } from "./booking";
import type { Language } from "./public";
import { uniqueIp } from "./public";
import { signInAs, stackSecretKey, stackUrl, uniqueEmail } from "./supabase";

/** The seeded staff account (supabase/seed.sql). */
export const STAFF = { email: "staff@bytewise.test", password: "Staff123!", name: "Sam Rivera" } as const;

export const signInAsStaff = (context: BrowserContext, baseURL: string) => signInAs(context, baseURL, STAFF.email, STAFF.password);

/** A console path in a language. */
export const adminPath = (lang: Language, path = "") => `${lang.prefix}/admin${path}`;

/** Submits a review as the review form's server action does (service role, a visitor's address; stored unapproved) and returns its unique text. */
export async function submitPendingReview(name = "Rosa Delgado") {
  const email = uniqueEmail("review");
  const text = `Fixed my home Wi-Fi in one visit and explained every step (visit ${email.split("@")[0]!.replace(/\W/g, "")}).`;
  const server = createClient(stackUrl(), stackSecretKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { "x-client-ip": uniqueIp() } },
  });
  const { error } = await server.from("reviews").insert({ name, email, service: "network-setup", rating: 4, review_text: text, approved: false });
  if (error) throw new Error(`submitPendingReview: ${error.message}`);
  return { name, email, text };
}

/** The requests table's row of a request (rows carry their id). */
export const requestRow = (page: Page, id: string) => page.locator(`[data-request-id="${id}"]`);

/**
 * Clicks a step that asks first (approve, complete: the customer is emailed
 * and there is no way back) and confirms it in the dialog.
 */
export async function confirmStep(page: Page, trigger: ReturnType<Page["getByRole"]>, confirmLabel: string) {
  await trigger.click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The 404 page, whatever the language, with nothing that names the console. */
export async function expectNotFoundPage(page: Page, lang: Language) {
  await expect(page.getByRole("heading", { level: 1, name: lang.messages.NotFound.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: lang.messages.Admin.nav.label })).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(lang.messages.Admin.console);
}

/** Fills an ICU message's plain {placeholders} (no plurals), as the page shows it. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/**
 * A bookable weekday at the shop (YYYY-MM-DD; never a federal holiday, which a
 * new install closes) 20 to 51 days ahead, random so
 * parallel runs rarely meet; the booking specs' own days come later (helpers/booking).
 */
export function farBookableDay() {
  const now = new Date(new Date().toLocaleString("en-US", { timeZone: "America/Chicago" }));
  now.setDate(now.getDate() + 20 + Math.floor(Math.random() * 30));
  const iso = () => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  while (now.getDay() === 0 || now.getDay() === 6 || isObservedFederalHoliday(iso())) now.setDate(now.getDate() + 1);
  return iso();
}

/** Picks a day in the booking calendar, moving month by month until it shows. */
export async function pickBookingDay(page: Page, lang: Language, day: string) {
  const button = page.locator(`[data-day="${day}"]:not([data-outside])`).getByRole("button");
  for (let i = 0; i < 3 && (await button.count()) === 0; i++) {
    await page.getByRole("button", { name: lang.messages.Booking.nextMonth }).click();
  }
  await button.click();
}

/** Chooses the first free time slot once the day's slots have loaded. */
export async function pickFirstFreeSlot(page: Page, lang: Language) {
  const free = page.getByRole("radiogroup", { name: lang.messages.Booking.time }).getByRole("radio", { disabled: false }).first();
  await checkSlot(page, lang, free);
}

/** Reloads a page until `text` shows (public pages regenerate at most a minute after a change). */
export async function reloadUntilShown(page: Page, url: string, text: string, deadline: number) {
  while (Date.now() < deadline) {
    await page.goto(url);
    if ((await page.getByText(text).count()) > 0) return true;
    await page.waitForTimeout(3_000);
  }
  return false;
}
