import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { addDays, businessToday, isoWeekday, slotInstant } from "@/lib/rules/booking-time";
import { usFederalHolidays } from "@/lib/rules/us-federal-holidays";
import { adminPath, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { apiCustomer, appointmentsOf, bookingDay, removeAppointments, rpcBooking } from "./helpers/booking";
import { expectToast, formatTime } from "./helpers/dashboard";
import { languages, type Language } from "./helpers/public";
import { serviceClient } from "./helpers/supabase";
import { formatDate } from "@/lib/rules/date-time";
import { SHOP_WEEKDAYS, TECHNICIANS_RANGE } from "@/lib/rules/business-rules";

// The console's schedule page, in each language: technicians on duty, a
// closure over a customer's appointment (conflict list, close anyway, listed,
// removed) and this year's and next year's federal holidays.
//
// Weeks 30 (English) and 31 (Spanish) belong to this file: each test closes
// its week's day. Capacity and closures are shop-wide, and the other files
// run in parallel, so this file keeps what it changes short-lived: the
// technicians go back to their count at once, and the closures it adds are
// removed (at the latest in afterAll).

const users: string[] = [];
const closureIds: string[] = [];
const technicians = new Map<number, number>();

test.afterAll(async () => {
  const db = serviceClient();
  for (const [isodow, count] of technicians) await db.from("technicians_on_duty").update({ technicians: count }).eq("isodow", isodow);
  if (closureIds.length) await db.from("closures").delete().in("id", closureIds);
  await removeAppointments(users);
});

/** A shop day as the page writes it (next-intl, the shop's zone). */
const dayLabel = (lang: Language, day: string) => formatDate(slotInstant(day, "12:00"), lang.locale);

/** Ids of the closures stored now. */
async function closureIdsNow() {
  const { data, error } = await serviceClient().from("closures").select("id");
  if (error) throw new Error(`closures: ${error.message}`);
  return new Set(data.map((row) => row.id));
}

/** Whether a whole-day closure covers `day`. */
async function closedAllDay(day: string) {
  const { data } = await serviceClient().from("closures").select("id").is("closed_from", null).lte("starts_on", day).gte("ends_on", day);
  return (data ?? []).length > 0;
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

for (const [index, lang] of languages.entries()) {
  const s = lang.messages.Admin.schedule;
  const t = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Admin.schedule" });
  const theme = themeFor(lang.locale);

  test(`(${lang.locale}) technicians, a closure over an appointment, and this year's and next year's federal holidays`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    const day = bookingDay(30 + index);
    const isodow = isoWeekday(day);
    const weekday = SHOP_WEEKDAYS.find((d) => d.isodow === isodow)!.day;

    // A customer (name and phone on file) with an appointment on that day.
    const customer = await apiCustomer();
    users.push(customer.id);
    const fullName = `Lena Ortiz ${tag}`;
    const phone = "512-555-0142";
    expect((await serviceClient().from("profiles").update({ full_name: fullName, phone }).eq("id", customer.id)).error).toBeNull();
    expect((await customer.client.rpc("schedule_appointment", rpcBooking(1, day, "10:00"))).error).toBeNull();
    const [appointment] = await appointmentsOf(customer.id);

    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang, "/schedule"));
    await applyTheme(page, theme);
    await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: lang.messages.Admin.nav.label }).getByRole("link", { name: lang.messages.Admin.nav.schedule }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);

    // Technicians: a refused count is explained at the field; 2 on the day's weekday is saved, then the count goes back.
    const { data: before } = await serviceClient().from("technicians_on_duty").select("technicians").eq("isodow", isodow).single();
    technicians.set(isodow, before!.technicians);
    const crew = page.getByRole("group", { name: s.technicians.legend });
    const count = crew.getByRole("spinbutton", { name: s.technicians.days[weekday], exact: true });
    const save = page.getByRole("button", { name: s.technicians.save });
    await count.fill("0");
    await save.click();
    await expect(errorOf(page, `technicians-${weekday}`)).toHaveText(t("errors.techniciansRange", TECHNICIANS_RANGE));
    await expect(count).toHaveAttribute("aria-invalid", "true");
    await expect(count).toHaveAttribute("aria-describedby", new RegExp(`technicians-${weekday}-error`));
    await count.fill("2");
    await save.click();
    await expectToast(page, s.technicians.saved.title);
    await page.reload();
    await expect(count).toHaveValue("2");
    const { data: saved } = await serviceClient().from("technicians_on_duty").select("technicians").eq("isodow", isodow).single();
    expect(saved!.technicians).toBe(2);
    await count.fill(String(before!.technicians));
    await save.click();
    await expect
      .poll(async () => (await serviceClient().from("technicians_on_duty").select("technicians").eq("isodow", isodow).single()).data?.technicians)
      .toBe(before!.technicians);

    // Close the shop: each refusal is explained at its field.
    const form = page.getByRole("region", { name: s.form.title });
    const submit = form.getByRole("button", { name: s.form.submit, exact: true });
    await submit.click();
    await expect(errorOf(page, "closure-starts-on")).toHaveText(s.errors.startRequired);
    await expect(errorOf(page, "closure-reason-en")).toHaveText(s.errors.reasonEnRequired);
    await expect(errorOf(page, "closure-reason-es")).toHaveText(s.errors.reasonEsRequired);
    await form.getByLabel(s.form.startsOn).fill(addDays(businessToday(), -1));
    await form.getByRole("switch", { name: s.form.partOfDay }).click();
    await form.getByRole("combobox", { name: s.form.closedFrom }).selectOption("12:00");
    await form.getByRole("combobox", { name: s.form.closedUntil }).selectOption("10:00");
    await submit.click();
    await expect(errorOf(page, "closure-starts-on")).toHaveText(s.errors.startInPast);
    await expect(errorOf(page, "closure-closed-until")).toHaveText(s.errors.untilBeforeFrom);
    await form.getByRole("switch", { name: s.form.partOfDay }).click();

    // The whole day, over the customer's appointment: the last day follows the first.
    const reasonEn = `Team training ${tag}`;
    const reasonEs = `Capacitación del equipo ${tag}`;
    await form.getByLabel(s.form.startsOn).fill(day);
    await expect(form.getByLabel(s.form.endsOn)).toHaveValue(day);
    await form.getByLabel(s.form.reasonEn).fill(reasonEn);
    await form.getByLabel(s.form.reasonEs).fill(reasonEs);
    await submit.click();

    const dialog = page.getByRole("alertdialog", { name: s.conflicts.title });
    const conflict = dialog.locator(`[data-conflict-id="${appointment!.id}"]`);
    for (const text of [fullName, customer.email, phone, appointment!.service_name, formatTime(lang.locale, appointment!.appointment_date)]) {
      await expect(conflict).toContainText(text);
    }
    const listed = await dialog.locator("[data-conflict-id]").count();
    await expect(dialog).toContainText(t("conflicts.description", { count: listed, zone: lang.messages.Common.businessTimeZone }));
    await expectNoSeriousA11yViolations(page);

    // Going back adds nothing and returns focus; confirming adds it and flags the appointment.
    await dialog.getByRole("button", { name: s.conflicts.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
    expect(await closedAllDay(day)).toBe(false);
    // Open again: the appointment it flagged is unflagged (its customer is emailed that it stands).
    const { data: unflagged } = await serviceClient().from("appointments").select("needs_call").eq("id", appointment!.id).single();
    expect(unflagged!.needs_call).toBe(false);
    await submit.click();
    await dialog.getByRole("button", { name: s.conflicts.confirm }).click();
    await expectToast(page, s.form.added.title, t("form.flagged", { count: listed }));
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();

    const closures = page.getByRole("region", { name: s.closures.title });
    const row = closures.locator("[data-closure-id]").filter({ hasText: lang.locale === "en" ? reasonEn : reasonEs });
    await expect(row).toContainText(dayLabel(lang, day));
    await expect(row).toContainText(s.closures.allDay);
    await expect(row).not.toContainText(lang.locale === "en" ? reasonEs : reasonEn);
    const closureId = (await row.getAttribute("data-closure-id"))!;
    closureIds.push(closureId);
    const { data: flagged } = await serviceClient().from("appointments").select("needs_call").eq("id", appointment!.id).single();
    expect(flagged!.needs_call).toBe(true);

    // Remove it: confirmed first, then gone from the list and the database; focus stays in the list.
    await row.getByRole("button").click();
    const removeDialog = page.getByRole("alertdialog", { name: s.closures.removeDialog.title });
    await removeDialog.getByRole("button", { name: s.closures.removeDialog.confirm }).click();
    await expectToast(page, s.closures.removed.title);
    await expect(closures.locator(`[data-closure-id="${closureId}"]`)).toHaveCount(0);
    await expect(page.locator("#closure-list")).toBeFocused();
    expect(await closedAllDay(day)).toBe(false);

    // This year's and next year's federal holidays: a new install has them closed (a migration). With
    // this year's removed, as a shop that opted out would have them, the button closes every one again,
    // and those added are listed in this language. They stay: a fresh install has them.
    const today = businessToday();
    const year = Number(today.slice(0, 4));
    const holidays = [year, year + 1].flatMap((y) => usFederalHolidays(y)).filter((h) => h.observed >= today);
    for (const h of holidays) expect(await closedAllDay(h.observed), `installed: ${h.holiday} ${h.observed}`).toBe(true);
    const thisYear = holidays.filter((h) => h.observed.startsWith(`${year}-`)).map((h) => h.observed);
    await serviceClient().from("closures").delete().is("closed_from", null).in("starts_on", thisYear).in("ends_on", thisYear);
    const open: typeof holidays = [];
    for (const h of holidays) if (!(await closedAllDay(h.observed))) open.push(h);
    expect(open.map((h) => h.observed)).toEqual(thisYear);
    await page.reload();
    const existing = await closureIdsNow();
    const added = page.locator("[data-sonner-toast]").filter({ hasText: s.holidays.added.title });
    const conflicts = page.getByRole("alertdialog", { name: s.conflicts.title });
    await page.getByRole("button", { name: s.holidays.add }).click();
    // Another file's appointment may fall on a holiday: then the same list comes first.
    await expect(added.or(conflicts)).toBeVisible();
    if (await conflicts.isVisible()) await conflicts.getByRole("button", { name: s.conflicts.confirm }).click();
    await expectToast(page, s.holidays.added.title, t("holidays.added.description", { count: open.length, years: `${year}–${year + 1}` }));
    const { data: stored } = await serviceClient().from("closures").select("id, starts_on, reason_en, reason_es");
    const created = (stored ?? []).filter((c) => !existing.has(c.id));
    expect(created.map((c) => c.starts_on).sort()).toEqual(open.map((h) => h.observed).sort());
    for (const h of holidays) expect(await closedAllDay(h.observed), h.holiday).toBe(true);
    for (const c of created) {
      const holiday = closures.locator(`[data-closure-id="${c.id}"]`);
      await expect(holiday).toContainText(lang.locale === "en" ? c.reason_en : c.reason_es);
      await expect(holiday).toContainText(s.closures.allDay);
    }
    const names = created.map((c) => (lang.locale === "en" ? c.reason_en : c.reason_es)).join(" | ");
    for (const h of open) expect(names).toContain(s.holidays.names[h.holiday]);
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const lang of languages) {
    test(`(${lang.locale}) the schedule page fits without sideways scrolling`, async ({ page, context, baseURL }) => {
      const s = lang.messages.Admin.schedule;
      await signInAsStaff(context, baseURL!);
      await page.goto(adminPath(lang, "/schedule"));
      await expect(page.getByRole("heading", { level: 1, name: s.title })).toBeVisible();
      await page.getByRole("switch", { name: s.form.partOfDay }).click();
      await expect(page.getByRole("combobox", { name: s.form.closedUntil })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
