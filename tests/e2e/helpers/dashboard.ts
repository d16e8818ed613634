import { expect, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { formatDate as formatDateIn, formatTime as formatTimeIn } from "@/lib/rules/date-time";
import { businessDateOf } from "@/lib/rules/booking-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";
import { wallClock } from "@/lib/rules/zone-clock";
import { site } from "@/lib/site/business-profile";
import type { Language } from "./public";
import { serviceClient } from "./supabase";

/** How the dashboard writes dates and times, in the shop's zone, for a language (the site's one convention). */
export const formatDate = (locale: string, iso: string) => formatDateIn(iso, locale);

export const formatTime = (locale: string, iso: string) => formatTimeIn(iso, locale);

/** Hour and minute of an instant on the shop's clock. */
export function localClock(date: Date) {
  const { hour, minute } = wallClock(date, site.timeZone);
  return { hour: Number(hour), minute: Number(minute) };
}

/** A request owned by `userId`, arranged with the service role (the insert trigger makes it pending). */
export async function createRequest(userId: string, fields: Partial<{ title: string; description: string; service_type: string }> = {}) {
  const { data, error } = await serviceClient()
    .from("service_requests")
    .insert({
      user_id: userId,
      title: fields.title ?? `Laptop fan noise ${Math.random().toString(36).slice(2, 7)}`,
      description: fields.description ?? "The fan gets very loud after a few minutes of use.",
      service_type: fields.service_type ?? "hardwareUpgrades",
    })
    .select("id, title, created_at, updated_at")
    .single();
  if (error) throw new Error(`createRequest: ${error.message}`);
  return data as { id: string; title: string; created_at: string; updated_at: string };
}

const path = ["pending", "approved", "in_progress", "completed"] as const;

/** Moves a request along the allowed transitions up to `status`; returns the row as stored. */
export async function advanceRequest(id: string, status: (typeof path)[number], technician?: string) {
  const db = serviceClient();
  let row: { status: string; updated_at: string; technician: string | null } | null = null;
  for (const next of path.slice(1, path.indexOf(status) + 1)) {
    const change = next === status && technician ? { status: next, technician } : { status: next };
    const { data, error } = await db.from("service_requests").update(change).eq("id", id).select("status, updated_at, technician").single();
    if (error) throw new Error(`advanceRequest to ${next}: ${error.message}`);
    row = data;
  }
  return row!;
}

const QUARTER = 15 * 60_000;

/**
 * Inserts an appointment with the service role at a free quarter hour between
 * `fromMs` and `toMs` from now, outside business hours (7 PM - 6 AM at the
 * shop) so it never takes a slot another test books. Retries on overlap.
 */
export async function insertAppointment(userId: string, fromMs: number, toMs: number, duration = 15) {
  const db = serviceClient();
  const first = Math.ceil((Date.now() + fromMs) / QUARTER) * QUARTER;
  const candidates: number[] = [];
  for (let t = first; t < Date.now() + toMs; t += QUARTER) {
    const { hour } = localClock(new Date(t));
    // Never on a federal holiday: a new install has those days closed.
    if ((hour >= 19 || hour < 6) && !isObservedFederalHoliday(businessDateOf(t))) candidates.push(t);
  }
  for (let attempt = 0; attempt < 40; attempt++) {
    const start = new Date(candidates[Math.floor(Math.random() * candidates.length)]!);
    const { data, error } = await db
      .from("appointments")
      .insert({ user_id: userId, service_id: 3, service_name: "Data Recovery", appointment_date: start.toISOString(), duration, status: "pending" })
      .select("id, appointment_date, duration")
      .single();
    if (!error) return data as { id: string; appointment_date: string; duration: number };
    if (!/overlap|exclu|23P01/i.test(`${error.code} ${error.message}`)) throw new Error(`insertAppointment: ${error.message}`);
  }
  throw new Error("insertAppointment: no free time found");
}

/** The toast region's text for a title (sonner renders toasts in a live region). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** The path of a dashboard URL in a language. */
export const at = (lang: Language, route: string) => `${lang.prefix}${route}`;

/** A status badge (its text is the label, `data-status` the stored value, `data-tone` the colour). */
export const BADGE = '[data-slot="badge"][data-status]';

/** The History tab's row of a completed request, with its receipt's total and the link to the receipt PDF. */
export async function historyRow(page: Page, lang: Language, request: { id: string; title: string }, receiptTotalCents: number) {
  const history = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Dashboard.history" });
  await page.goto(at(lang, "/dashboard?tab=history"));
  const row = page.getByRole("tabpanel", { name: lang.messages.Dashboard.tabs.history }).getByRole("row", { name: new RegExp(request.title) });
  await expect(row).toContainText(history("receiptTotal", { total: formatCents(receiptTotalCents, lang.locale) }));
  const pdf = row.getByRole("link", { name: history("receiptPdfFor", { title: request.title }) });
  await expect(pdf).toHaveText(history("receiptPdf"));
  await expect(pdf).toHaveAttribute("href", `/api/requests/${request.id}/document?type=receipt`);
  return { row, pdf };
}
