import { expect, test } from "@playwright/test";
import { addDays, businessToday, isoWeekday } from "@/lib/rules/booking-time";
import { bookingDay, isShopWeekday, signedInCustomer } from "./helpers/booking";
import { languages } from "./helpers/public";

// Books nothing: it only looks at the calendar.
for (const lang of languages) {
  const b = lang.messages.Booking;

  test(`calendar: weekends and past days cannot be picked; weeks, names and labels in the language (${lang.locale})`, async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL, lang.locale);
    await page.goto(`${lang.prefix}/book-appointment`);
    const grid = page.getByRole("grid");
    const today = businessToday();
    const month = today.slice(0, 7);

    // Every day of this month before today, every Saturday and Sunday, and every federal holiday (closed) is disabled.
    const days = await page.locator(`[data-day^="${month}"]:not([data-outside])`).evaluateAll((cells) =>
      cells.map((cell) => ({ day: cell.getAttribute("data-day")!, disabled: cell.querySelector("button")!.disabled })),
    );
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const { day, disabled } of days) expect({ day, disabled }).toEqual({ day, disabled: day < today || !isShopWeekday(day) });
    await expect(page.getByRole("button", { name: b.previousMonth })).toHaveAttribute("aria-disabled", "true");

    // Clicking a Saturday does nothing.
    let saturday = `${month}-01`;
    while (isoWeekday(saturday) !== 6) saturday = addDays(saturday, 1);
    const saturdayButton = page.locator(`[data-day="${saturday}"]:not([data-outside]) button`);
    await saturdayButton.click({ force: true });
    await expect(page.locator("[data-selected]")).toHaveCount(0);
    await expect(page.getByText(b.pickDateFirst)).toBeVisible();

    // Week starts on Sunday in English and Monday in Spanish; names are the language's.
    const firstWeekday = await grid.locator("thead th").first().getAttribute("aria-label");
    expect(firstWeekday).toBe(lang.locale === "es" ? "lunes" : "Sunday");
    const monthName = new Intl.DateTimeFormat(lang.locale, { month: "long", timeZone: "UTC" }).format(new Date(`${today}T12:00:00Z`));
    expect((await grid.getAttribute("aria-label"))!.toLowerCase()).toContain(monthName.toLowerCase());

    // Each day is announced as a full date.
    const day = bookingDay(1);
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const full = new Intl.DateTimeFormat(lang.locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
    const dayButton = page.locator(`[data-day="${day}"]:not([data-outside]) button`);
    while ((await dayButton.count()) === 0) await page.getByRole("button", { name: b.nextMonth }).click();
    const label = (await dayButton.getAttribute("aria-label"))!;
    expect(label.toLowerCase()).toContain(full.toLowerCase());
    // The number the button shows is a word of its name (WCAG 2.5.3, Label in Name).
    expect(label).toMatch(new RegExp(`(^|\\W)${d}(\\W|$)`));
  });
}
