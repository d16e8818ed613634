import { expect, test, type Page } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { site } from "@/lib/site/business-profile";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { adminPath, fill, signInAsStaff } from "./helpers/admin";
import { bookingDay, checkSlot, pickDay, removeAppointments, slotRadio } from "./helpers/booking";
import { at, expectToast, formatDate, formatTime, insertAppointment } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";
import { LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";

// Weeks 24 to 27 belong to this file.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const users: string[] = [];
test.afterAll(() => removeAppointments(users));

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName, day: el?.closest("[data-day]")?.getAttribute("data-day"), value: (el as HTMLInputElement | null)?.value, text: el?.textContent };
  });

async function pressUntil(page: Page, key: string | ((s: Awaited<ReturnType<typeof focused>>) => string), done: (s: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let i = 0; i < 80; i++) {
    const state = await focused(page);
    if (done(state)) return;
    await page.keyboard.press(typeof key === "string" ? key : key(state));
  }
  throw new Error(`never reached the wanted focus: ${JSON.stringify(await focused(page))}`);
}

for (const [index, lang] of languages.entries()) {
  const m = lang.messages;
  const r = m.Reschedule;

  test.describe(`rescheduling (${lang.locale})`, () => {
    test("moves an appointment to a new day and time; inside 24 hours the call line shows instead", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      users.push(user.id);
      const later = await insertAppointment(user.id, 3 * DAY, 20 * DAY, 60);
      const soon = await insertAppointment(user.id, 2 * HOUR, 22 * HOUR);
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=appointments"));
      await applyTheme(page, themeFor(lang.locale));

      const soonRow = page.locator(`[data-appointment-id="${soon.id}"]`);
      await expect(soonRow).toContainText(fill(r.callLine, { hours: LATE_CANCELLATION_HOURS }));
      await expect(soonRow.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
      await expect(soonRow.getByRole("button", { name: new RegExp(`^${r.trigger}`) })).toHaveCount(0);

      const row = page.locator(`[data-appointment-id="${later.id}"]`);
      const current = `${formatDate(lang.locale, later.appointment_date)}, ${formatTime(lang.locale, later.appointment_date)}`;
      await row.getByRole("button", { name: new RegExp(`^${r.trigger}`) }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(r.current.replace("{date}", current));
      await expect(dialog.getByRole("grid")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const day = bookingDay(24 + index);
      await pickDay(page, lang, day);
      await checkSlot(page, lang, slotRadio(page, lang, "10:00"));
      await dialog.getByRole("button", { name: r.confirm }).click();
      await expectToast(page, r.success.title);
      await expect(dialog).toHaveCount(0);

      const moved = slotInstant(day, "10:00").toISOString();
      await expect(row.locator("time")).toHaveText(`${formatDate(lang.locale, moved)}, ${formatTime(lang.locale, moved)}`);
      const db = serviceClient();
      const { data } = await db.from("appointments").select("appointment_date").eq("id", later.id).single();
      expect(new Date(data!.appointment_date).toISOString()).toBe(moved);
      const { data: log } = await db.from("appointment_reschedules").select("previous_date, by_staff").eq("appointment_id", later.id);
      expect(log).toEqual([{ previous_date: expect.any(String), by_staff: false }]);
      expect(new Date(log![0]!.previous_date).toISOString()).toBe(new Date(later.appointment_date).toISOString());
    });

    test("a closed day is greyed out with its reason; the whole move works by keyboard", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      users.push(user.id);
      const later = await insertAppointment(user.id, 3 * DAY, 20 * DAY, 60);
      const closed = bookingDay(26, index);
      const db = serviceClient();
      const { data: closure, error } = await db
        .from("closures")
        .insert({ starts_on: closed, ends_on: closed, reason_en: "Inventory day", reason_es: "Día de inventario" })
        .select("id")
        .single();
      expect(error).toBeNull();
      try {
        await signInAs(context, baseURL!, user.email, user.password);
        await page.goto(at(lang, "/dashboard?tab=appointments"));
        const row = page.locator(`[data-appointment-id="${later.id}"]`);
        await expect(row.getByRole("button", { name: new RegExp(`^${r.trigger}`) })).toBeVisible();

        // The closed day: disabled, its reason on hover (title), in its label and in the list under the calendar.
        const trigger = row.getByRole("button", { name: new RegExp(`^${r.trigger}`) });
        await trigger.click();
        const dialog = page.getByRole("dialog");
        const reason = lang.locale === "es" ? "Día de inventario" : "Inventory day";
        await expect(dialog.getByText(reason)).toBeVisible();
        const closedButton = dialog.locator(`[data-day="${closed}"]:not([data-outside]) button`);
        for (let i = 0; i < 4 && (await closedButton.count()) === 0; i++) await dialog.getByRole("button", { name: m.Booking.nextMonth }).click();
        await expect(closedButton).toBeDisabled();
        await expect(closedButton).toHaveAttribute("title", reason);
        await expect(closedButton).toHaveAttribute("aria-label", new RegExp(reason));
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(trigger).toBeFocused();

        // Keyboard only from here: open, walk the calendar to the day, pick 2:00 PM, confirm.
        await page.keyboard.press("Enter");
        await expect(dialog.getByRole("grid")).toBeVisible();
        const target = bookingDay(24 + index, 1);
        await pressUntil(page, "Tab", (s) => !!s.day);
        const daysTo = (from: string) => (Date.parse(target) - Date.parse(from)) / 86_400_000;
        // Weeks while two or more away, then days: a week's step over closed days (a holiday Monday,
        // then the closure) jumps to the next open one, and from a week away it could jump past the
        // target and back for ever.
        await pressUntil(page, (s) => (daysTo(s.day!) >= 14 ? "ArrowDown" : daysTo(s.day!) <= -14 ? "ArrowUp" : daysTo(s.day!) > 0 ? "ArrowRight" : "ArrowLeft"), (s) => s.day === target);
        await page.keyboard.press("Enter");
        await pressUntil(page, "Tab", (s) => s.tag === "INPUT");
        await pressUntil(page, "ArrowRight", (s) => s.value === "14:00");
        await page.keyboard.press("Space");
        await pressUntil(page, "Tab", (s) => s.tag === "BUTTON" && s.text === r.confirm);
        await page.keyboard.press("Enter");
        await expectToast(page, r.success.title);
        const { data } = await db.from("appointments").select("appointment_date").eq("id", later.id).single();
        expect(new Date(data!.appointment_date).toISOString()).toBe(slotInstant(target, "14:00").toISOString());
      } finally {
        await db.from("closures").delete().eq("id", closure!.id);
      }
    });
  });
  test(`staff move a customer's appointment inside the 24 hours from the console; the log says so (${lang.locale})`, async ({ browser, baseURL }) => {
    const user = await createConfirmedUser({ locale: lang.locale });
    users.push(user.id);
    const soon = await insertAppointment(user.id, 2 * HOUR, 22 * HOUR, 60);
    const context = await browser.newContext();
    await signInAsStaff(context, baseURL!);
    const page = await context.newPage();
    const day = new Date(soon.appointment_date).toLocaleDateString("en-CA", { timeZone: site.timeZone });
    await page.goto(adminPath(lang, `/appointments?view=list&date=${day}`));
    await applyTheme(page, themeFor(lang.locale, true));
    const row = page.getByRole("region", { name: new RegExp(m.Admin.appointments.day.title) }).locator(`[data-appointment-id="${soon.id}"]`);
    await row.getByRole("button", { name: new RegExp(`^${r.trigger}`) }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("grid")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const target = bookingDay(27, index);
    await pickDay(page, lang, target);
    await checkSlot(page, lang, slotRadio(page, lang, "11:00"));
    await dialog.getByRole("button", { name: r.confirm }).click();
    await expectToast(page, r.success.title);
    const { data: log } = await serviceClient().from("appointment_reschedules").select("by_staff, inside_window").eq("appointment_id", soon.id);
    expect(log).toEqual([{ by_staff: true, inside_window: true }]);
    const { data } = await serviceClient().from("appointments").select("appointment_date").eq("id", soon.id).single();
    expect(new Date(data!.appointment_date).toISOString()).toBe(slotInstant(target, "11:00").toISOString());
    await context.close();
  });
}
