import { expect, test } from "@playwright/test";
import { addDays, lastBookableDate, slotInstant } from "@/lib/rules/booking-time";
import { formatDate } from "@/lib/rules/date-time";
import { BOOKING_LIMITS, SERVICE_REQUEST_RATE_LIMITS } from "@/lib/rules/business-rules";
import { bookingDay, checkSlot, chooseService, isShopWeekday, pickDay, removeAppointments, signedInCustomer, slotRadio } from "./helpers/booking";
import { at, createRequest, insertAppointment } from "./helpers/dashboard";
import { fill } from "./helpers/admin";
import { languages } from "./helpers/public";
import { signInUnverified } from "./helpers/supabase";

const DAY = 86_400_000;

// The abuse guards as a customer meets them: the booking horizon in the
// calendar, the cap on upcoming appointments and the service request limit
// as messages in their forms, and the booking page closed to unconfirmed emails.
for (const [index, lang] of languages.entries()) {
  const b = lang.messages.Booking;
  const sr = lang.messages.ServiceRequest;

  test(`booking: an unconfirmed email is sent to verification-pending (${lang.locale})`, async ({ page, context, baseURL }) => {
    await signInUnverified(context, baseURL!);
    await page.goto(`${lang.prefix}/book-appointment`);
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/verification-pending$`));
  });

  test(`booking: the calendar ends at the horizon, and says so (${lang.locale})`, async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL, lang.locale);
    await page.goto(`${lang.prefix}/book-appointment`);
    const last = lastBookableDate();
    const lastLabel = formatDate(slotInstant(last, "12:00"), lang.locale);
    await expect(page.getByText(fill(b.horizonHint, { days: BOOKING_LIMITS.horizonDays, date: lastLabel }))).toBeVisible();

    let lastWeekday = last;
    while (!isShopWeekday(lastWeekday)) lastWeekday = addDays(lastWeekday, -1);
    await pickDay(page, lang, lastWeekday);
    await expect(page.getByRole("button", { name: b.nextMonth })).toHaveAttribute("aria-disabled", "true");
    const after = page.locator(`[data-day="${addDays(last, 1)}"]:not([data-outside]) button`);
    if (await after.count()) await expect(after).toBeDisabled();
  });

  test(`booking: a customer holding ${BOOKING_LIMITS.maxUpcoming} upcoming appointments is told in the form (${lang.locale})`, async ({ page, context, baseURL }) => {
    const user = await signedInCustomer(context, baseURL, lang.locale);
    for (let i = 0; i < BOOKING_LIMITS.maxUpcoming; i++) await insertAppointment(user.id, 3 * DAY, 40 * DAY);
    try {
      await page.goto(`${lang.prefix}/book-appointment`);
      await chooseService(page, lang, b.services.computerRepair.name);
      await pickDay(page, lang, bookingDay(21 + index));
      await checkSlot(page, lang, slotRadio(page, lang, "09:00"));
      await page.getByRole("button", { name: b.submit }).click();
      const alert = page.getByRole("alert").filter({ hasText: fill(b.refusals.upcomingLimit, { max: BOOKING_LIMITS.maxUpcoming }) });
      await expect(alert).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment$`));
    } finally {
      await removeAppointments([user.id]);
    }
  });

  test(`service request: the one past the hourly limit is refused in the form (${lang.locale})`, async ({ page, context, baseURL }) => {
    const user = await signedInCustomer(context, baseURL, lang.locale);
    for (let i = 0; i < SERVICE_REQUEST_RATE_LIMITS.perHour; i++) await createRequest(user.id);
    await page.goto(at(lang, "/service-request"));
    await page.getByLabel(sr.title, { exact: true }).fill("Monitor flickers all day");
    await page.getByLabel(sr.serviceType, { exact: true }).selectOption("hardwareUpgrades");
    await page.getByLabel(sr.description, { exact: true }).fill("The monitor flickers every few seconds since Monday.");
    await page.getByRole("button", { name: sr.submit }).click();
    const alert = page.getByRole("alert").filter({ hasText: sr.rateLimited.title });
    await expect(alert).toContainText(fill(sr.rateLimited.description, SERVICE_REQUEST_RATE_LIMITS));
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/service-request$`));
  });
}
