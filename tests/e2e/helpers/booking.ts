import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { addDays, businessToday, isoWeekday, lastBookableDate, slotInstant } from "@/lib/rules/booking-time";
import { formatClock } from "@/lib/rules/date-time";
import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";
import type { Language } from "./public";
import { createConfirmedUser, serviceClient, signInAs, stackPublicKey, stackUrl } from "./supabase";

/**
 * Booking days for tests. Every appointment in the shop excludes every other
 * one at the same time, and the test files run in parallel against one
 * database, so each test books on its own day. Week 1: the next weekday at
 * least two days ahead at the shop, a week on. Weeks 10 and later (each file
 * owns its weeks and uses weekday 0 or 1 of them) name distinct weekdays
 * counted back from the last day of the booking horizon, so they stay
 * bookable and beyond the days other features' tests book (helpers/admin).
 * Federal holidays are not weekdays here: a new install has them closed.
 */
export function bookingDay(week: number, weekday = 0) {
  if (week < 10) {
    let day = addDays(businessToday(), 2);
    while (!isShopWeekday(day)) day = addDays(day, 1);
    day = addDays(day, week * 7);
    while (!isShopWeekday(day)) day = addDays(day, 1);
    for (let i = 0; i < weekday; i++) {
      day = addDays(day, 1);
      while (!isShopWeekday(day)) day = addDays(day, 1);
    }
    return day;
  }
  if (weekday > 1) throw new Error("bookingDay: weeks from 10 on have weekdays 0 and 1 only");
  let day = lastBookableDate();
  for (let back = (week - 10) * 2 + weekday; ; day = addDays(day, -1)) {
    if (isShopWeekday(day) && back-- === 0) return day;
  }
}

/** Monday to Friday and not a federal holiday's observed day. */
export const isShopWeekday = (day: string) => isoWeekday(day) <= 5 && !isObservedFederalHoliday(day);

/** A signed-in customer in `context` (a unique account per call). */
export async function signedInCustomer(context: BrowserContext, baseURL: string | undefined, locale: "en" | "es" = "en") {
  const user = await createConfirmedUser({ locale });
  await signInAs(context, baseURL!, user.email, user.password);
  return user;
}

/** Moves the calendar forward month by month until `day` shows, then clicks it. */
export async function pickDay(page: Page, lang: Language, day: string) {
  const button = page.locator(`[data-day="${day}"]:not([data-outside])`).getByRole("button");
  for (let i = 0; i < 12 && (await button.count()) === 0; i++) {
    await page.getByRole("button", { name: lang.messages.Booking.nextMonth }).click();
  }
  await button.click();
  await expect(button).toHaveAttribute("aria-label", new RegExp(lang.messages.Booking.calendarSelected.replace("{date}", ".+")));
}

/** The radio of a slot ("13:30"), named as the page shows it in the language. */
export const slotRadio = (page: Page, lang: Language, slot: string, state?: "taken" | "past" | "tooLate") => {
  const time = formatClock(slot, lang.locale);
  const name = state ? lang.messages.Booking.slotState[state].replace("{time}", time).replace("{end}", formatClock("17:00", lang.locale)) : time;
  return page.getByRole("radiogroup", { name: lang.messages.Booking.time }).getByRole("radio", { name, exact: true });
};

/**
 * Checks a slot radio once the slot list has loaded, the way a click on its
 * label would (the radio is visually hidden behind it). A click that lands
 * while the form is still hydrating is lost, so it checks until it holds.
 */
export async function checkSlot(page: Page, lang: Language, radio: Locator) {
  await expect(page.getByRole("radiogroup", { name: lang.messages.Booking.time })).not.toHaveAttribute("aria-busy", "true");
  await expect(async () => {
    await radio.check({ force: true, timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass();
}

/** The service selector (a native select). */
export const serviceSelect = (page: Page, lang: Language) => page.getByRole("combobox", { name: lang.messages.Booking.service });

/** The option the service selector shows as chosen. */
export const chosenService = (page: Page, lang: Language) => serviceSelect(page, lang).locator("option:checked");

/** The selector's option for a service, by its visible name ("Data Recovery — $100"). */
export const serviceOption = (page: Page, lang: Language, name: string) =>
  serviceSelect(page, lang).locator("option", { hasText: new RegExp(`^${name} — `) });

/** Chooses a service in the selector by its visible name. */
export async function chooseService(page: Page, lang: Language, name: string) {
  const value = await serviceOption(page, lang, name).getAttribute("value");
  if (!value) throw new Error(`No service option named ${name}`);
  // A choice made before the form hydrates is reset by it. The select points
  // at the chosen service's details only from the form's state, so once it
  // does, the choice holds.
  await expect(async () => {
    await serviceSelect(page, lang).selectOption(value);
    await expect(serviceSelect(page, lang)).toHaveValue(value, { timeout: 500 });
    await expect(serviceSelect(page, lang)).toHaveAttribute("aria-describedby", "booking-service-details", { timeout: 1_000 });
  }).toPass();
}

/** A supabase-js client signed in as a new customer, for calls that bypass the UI. */
export async function apiCustomer() {
  const user = await createConfirmedUser();
  const client = createClient(stackUrl(), stackPublicKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return { ...user, client };
}

/** schedule_appointment exactly as the server action calls it, for a business-local day and slot. */
export const rpcBooking = (serviceId: number, day: string, slot: string) => ({
  p_service_id: serviceId,
  p_service_name: "",
  p_appointment_date: slotInstant(day, slot).toISOString(),
});

/** The user's appointments as stored. */
export async function appointmentsOf(userId: string) {
  const { data, error } = await serviceClient()
    .from("appointments")
    .select("id, appointment_date, duration, service_id, service_name, issue_description, service_request_id, status")
    .eq("user_id", userId);
  if (error) throw new Error(`appointments: ${error.message}`);
  return data;
}

/** Removes the appointments tests made, so a re-run against a kept database finds its days free again. */
export async function removeAppointments(userIds: string[]) {
  if (userIds.length) await serviceClient().from("appointments").delete().in("user_id", userIds);
}

/** After a booking: the dashboard's appointments tab (a first visit may compile it in development). */
export async function expectAppointmentsTab(page: Page, lang: Language) {
  await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard\\?tab=appointments$`), { timeout: 30_000 });
}
