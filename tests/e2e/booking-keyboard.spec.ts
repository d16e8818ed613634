import { expect, test, type Page } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { appointmentsOf, bookingDay, chosenService, pickDay, removeAppointments, signedInCustomer, expectAppointmentsTab } from "./helpers/booking";
import { expectToast } from "./helpers/dashboard";
import { languages } from "./helpers/public";

// Weeks 18 and 19 belong to this file.
const users: string[] = [];
test.afterAll(() => removeAppointments(users));

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { tag: el?.tagName, role: el?.getAttribute("role"), day: el?.closest("[data-day]")?.getAttribute("data-day"), value: (el as HTMLInputElement | null)?.value };
});

/** Presses `key` until `done` holds for the focused element (at most `max` times). */
async function pressUntil(page: Page, key: string | ((state: Awaited<ReturnType<typeof focused>>) => string), done: (state: Awaited<ReturnType<typeof focused>>) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    const state = await focused(page);
    if (done(state)) return state;
    await page.keyboard.press(typeof key === "string" ? key : key(state));
  }
  throw new Error(`never reached the wanted focus: ${JSON.stringify(await focused(page))}`);
}

for (const [index, lang] of languages.entries()) {
  const b = lang.messages.Booking;

  test(`the whole booking with the keyboard alone (${lang.locale})`, async ({ page, context, baseURL }) => {
    const user = await signedInCustomer(context, baseURL, lang.locale);
    users.push(user.id);
    await page.goto(`${lang.prefix}/book-appointment`);
    await expect(page.getByRole("grid")).toBeVisible();

    // Skip link, then the service selector: the arrow keys move from the placeholder down the
    // services in the catalogue's order (computer repair, mobile support, network setup, security).
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await pressUntil(page, "Tab", (s) => s.tag === "SELECT");
    for (let step = 0; step < 4; step++) await page.keyboard.press("ArrowDown");
    await expect(chosenService(page, lang)).toHaveText(new RegExp(`^${b.services.securitySolutions.name} — `));

    // Into the calendar, then a week at a time (Arrow Down) and a day at a time to the day.
    // Page Down is not used: from a month whose same day lies past the booking
    // horizon or on a weekend it has no enabled day to land on.
    const day = bookingDay(18 + index);
    await pressUntil(page, "Tab", (s) => !!s.day);
    const daysTo = (from: string) => (Date.parse(day) - Date.parse(from)) / 86_400_000;
    await pressUntil(page, (s) => (daysTo(s.day!) >= 7 ? "ArrowDown" : daysTo(s.day!) > 0 ? "ArrowRight" : "ArrowLeft"), (s) => s.day === day);
    await page.keyboard.press("Enter");
    await expect(page.locator(`[data-day="${day}"]`)).toHaveAttribute("data-selected", "true");

    // Into the times (the first free one), arrows to 2:30 PM, Space to be sure it is checked.
    await pressUntil(page, "Tab", (s) => s.tag === "INPUT");
    await pressUntil(page, "ArrowRight", (s) => s.value === "14:30");
    await page.keyboard.press("Space");
    await expect(page.locator('input[type=radio][value="14:30"]')).toBeChecked();

    await pressUntil(page, "Tab", (s) => s.tag === "TEXTAREA");
    await page.keyboard.type("Pop-ups everywhere.");
    await pressUntil(page, "Tab", (s) => s.tag === "BUTTON");
    await page.keyboard.press("Enter");

    await expectToast(page, b.success.title);
    await expectAppointmentsTab(page, lang);
    const [appointment] = await appointmentsOf(user.id);
    expect(appointment).toMatchObject({ service_id: 2, issue_description: "Pop-ups everywhere." });
    expect(new Date(appointment!.appointment_date).toISOString()).toBe(slotInstant(day, "14:30").toISOString());
  });

  test(`the filled-in form has no serious accessibility violations (${lang.locale}, ${themeFor(lang.locale, true)})`, async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL, lang.locale);
    await page.goto(`${lang.prefix}/book-appointment?service=network-setup`);
    await applyTheme(page, themeFor(lang.locale, true));
    await pickDay(page, lang, bookingDay(19 + index));
    await expect(page.getByRole("radiogroup", { name: b.time }).getByRole("radio").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
