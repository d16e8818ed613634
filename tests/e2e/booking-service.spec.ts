import { expect, test } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { expectToast, formatDate, formatTime } from "./helpers/dashboard";
import { appointmentsOf, bookingDay, chosenService, pickDay, removeAppointments, signedInCustomer, checkSlot, slotRadio, expectAppointmentsTab } from "./helpers/booking";
import { fill } from "./helpers/admin";
import { languages } from "./helpers/public";

// Weeks 10 (English) and 11 (Spanish) belong to this file.
const users: string[] = [];
test.afterAll(() => removeAppointments(users));

for (const [index, lang] of languages.entries()) {
  const b = lang.messages.Booking;

  test.describe(`booking from a service page (${lang.locale})`, () => {
    test("preselects the service, asks for what is missing, books, and the dashboard shows the time", async ({ page, context, baseURL }) => {
      const user = await signedInCustomer(context, baseURL, lang.locale);
      users.push(user.id);
      await page.goto(`${lang.prefix}/services/computer-repair`);
      await page.getByRole("main").getByRole("link", { name: lang.messages.ServicePage.bookAppointment }).first().click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment\\?service=computer-repair$`));

      const name = b.services.computerRepair.name;
      await expect(chosenService(page, lang)).toHaveText(fill(b.serviceOption, { name, price: "$75" }));
      await expect(page.getByText(b.duration.replace("{minutes}", "60"))).toBeVisible();
      await expect(page.getByText(fill(b.appointmentPrice, { price: "$75" }))).toBeVisible();
      await expect(page.getByLabel(b.issue)).toHaveValue(b.serviceInterest.replace("{name}", name));

      // Nothing picked yet: the "Missing information" toast, and focus goes to the calendar.
      await page.getByRole("button", { name: b.submit }).click();
      await expectToast(page, b.missing.title, b.missing.description);
      await expect(page.getByRole("grid").getByRole("button").and(page.locator(":focus"))).toHaveCount(1);

      const day = bookingDay(10 + index);
      await pickDay(page, lang, day);
      await page.getByRole("button", { name: b.submit }).click();
      await expectToast(page, b.missing.title, b.missing.description);

      await checkSlot(page, lang, slotRadio(page, lang, "14:00"));
      await page.getByLabel(b.issue).fill("Fan is very loud and the laptop shuts down.");
      await page.getByRole("button", { name: b.submit }).click();

      const when = slotInstant(day, "14:00").toISOString();
      const success = b.success.description.replace("{date}", formatDate(lang.locale, when)).replace("{time}", formatTime(lang.locale, when));
      await expectToast(page, b.success.title, success);
      await expectAppointmentsTab(page, lang);

      const [appointment, ...others] = await appointmentsOf(user.id);
      expect(others).toHaveLength(0);
      expect(appointment).toMatchObject({ service_id: 1, service_name: "Computer Repair", duration: 60, issue_description: "Fan is very loud and the laptop shuts down.", service_request_id: null });
      expect(new Date(appointment!.appointment_date).toISOString()).toBe(when);

      const row = page.locator(`[data-appointment-id="${appointment!.id}"]`);
      await expect(row.locator("time")).toHaveText(`${formatDate(lang.locale, when)}, ${formatTime(lang.locale, when)}`);
    });
  });
}
