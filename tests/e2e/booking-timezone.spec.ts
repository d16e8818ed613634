import { expect, test } from "@playwright/test";
import { businessToday, slotInstant } from "@/lib/rules/booking-time";
import { expectToast, formatDate, formatTime } from "./helpers/dashboard";
import { appointmentsOf, bookingDay, chooseService, pickDay, removeAppointments, signedInCustomer, checkSlot, slotRadio, expectAppointmentsTab } from "./helpers/booking";
import { languages } from "./helpers/public";

// Week 17 belongs to this file.
const users: string[] = [];
test.afterAll(() => removeAppointments(users));
test.use({ timezoneId: "Asia/Tokyo" });

for (const [index, lang] of languages.entries()) {
  const b = lang.messages.Booking;

  test(`a browser in Tokyo books 9:00 AM at the shop, not in Tokyo (${lang.locale})`, async ({ page, context, baseURL }) => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");
    const user = await signedInCustomer(context, baseURL, lang.locale);
    users.push(user.id);
    await page.goto(`${lang.prefix}/book-appointment`);
    await expect(page.getByText(b.timeZoneNote.replace("{zone}", lang.messages.Common.businessTimeZone))).toBeVisible();
    // The calendar's "today" is the shop's, whatever the date in Tokyo.
    await expect(page.locator("[data-today]")).toHaveAttribute("data-day", businessToday());

    await chooseService(page, lang, b.services.securitySolutions.name);
    const day = bookingDay(17, index);
    await pickDay(page, lang, day);
    await checkSlot(page, lang, slotRadio(page, lang, "09:00"));
    await page.getByRole("button", { name: b.submit }).click();

    const when = slotInstant(day, "09:00").toISOString();
    await expectToast(page, b.success.title, b.success.description.replace("{date}", formatDate(lang.locale, when)).replace("{time}", formatTime(lang.locale, when)));
    await expectAppointmentsTab(page, lang);
    const [appointment] = await appointmentsOf(user.id);
    expect(new Date(appointment!.appointment_date).toISOString()).toBe(when);
    expect(new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" }).format(new Date(when))).toBe("9:00 AM");
    await expect(page.locator(`[data-appointment-id="${appointment!.id}"] time`)).toContainText(formatTime(lang.locale, when));
  });
}
