import { expect, test } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { advanceRequest, createRequest, expectToast } from "./helpers/dashboard";
import { appointmentsOf, bookingDay, chooseService, chosenService, pickDay, removeAppointments, signedInCustomer, checkSlot, slotRadio, expectAppointmentsTab } from "./helpers/booking";
import { languages } from "./helpers/public";
import { createConfirmedUser } from "./helpers/supabase";

// Weeks 12 (English) and 13 (Spanish) belong to this file.
const users: string[] = [];
test.afterAll(() => removeAppointments(users));

for (const [index, lang] of languages.entries()) {
  const b = lang.messages.Booking;

  test.describe(`booking for a service request (${lang.locale})`, () => {
    test("an approved request of the user is linked, named in the description and preselects its service", async ({ page, context, baseURL }) => {
      const user = await signedInCustomer(context, baseURL, lang.locale);
      users.push(user.id);
      const title = lang.locale === "es" ? "Portátil no enciende" : "Laptop will not turn on";
      const request = await createRequest(user.id, { title, service_type: "dataRecovery" });
      await advanceRequest(request.id, "approved");

      await page.goto(`${lang.prefix}/service-request/${request.id}`);
      await page.getByRole("link", { name: lang.messages.RequestDetail.schedule }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment\\?request=${request.id}$`));
      await expect(page.getByRole("status").filter({ hasText: b.request.linked.replace("{title}", title) })).toBeVisible();
      await expect(page.getByLabel(b.issue)).toHaveValue(b.replyTo.replace("{title}", title));
      await expect(chosenService(page, lang)).toHaveText(new RegExp(`^${b.services.dataRecovery.name} — `));
      await expect(page.getByRole("link", { name: b.back })).toHaveAttribute("href", `${lang.prefix}/service-request/${request.id}`);

      const day = bookingDay(12 + index);
      await pickDay(page, lang, day);
      // Data recovery takes 90 minutes: 4:00 PM would end after 5:00 PM.
      await expect(slotRadio(page, lang, "16:00", "tooLate")).toBeDisabled();
      await checkSlot(page, lang, slotRadio(page, lang, "15:30"));
      await page.getByRole("button", { name: b.submit }).click();
      await expectToast(page, b.success.title);
      await expectAppointmentsTab(page, lang);

      const [appointment] = await appointmentsOf(user.id);
      expect(appointment).toMatchObject({ service_id: 3, duration: 90, service_request_id: request.id, issue_description: b.replyTo.replace("{title}", title) });
      expect(new Date(appointment!.appointment_date).toISOString()).toBe(slotInstant(day, "15:30").toISOString());
    });

    test("someone else's request, or one not approved, is refused clearly and never linked", async ({ page, context, baseURL }) => {
      const owner = await createConfirmedUser();
      const foreign = await createRequest(owner.id, { title: "Somebody else's printer" });
      await advanceRequest(foreign.id, "approved");
      const user = await signedInCustomer(context, baseURL, lang.locale);
      users.push(user.id);
      const pending = await createRequest(user.id, { title: "Still waiting for review" });

      for (const id of [foreign.id, pending.id, "not-a-uuid"]) {
        await page.goto(`${lang.prefix}/book-appointment?request=${id}`);
        await expect(page.getByRole("status").filter({ hasText: b.request.unavailable })).toBeVisible();
        await expect(page.getByLabel(b.issue)).toHaveValue("");
        await expect(page.getByText("Somebody else's printer")).toHaveCount(0);
      }

      // The form still books, without a link.
      await chooseService(page, lang, b.services.networkSetup.name);
      await pickDay(page, lang, bookingDay(12 + index, 1));
      await checkSlot(page, lang, slotRadio(page, lang, "09:30"));
      await page.getByRole("button", { name: b.submit }).click();
      await expectAppointmentsTab(page, lang);
      const [appointment] = await appointmentsOf(user.id);
      expect(appointment).toMatchObject({ service_id: 4, duration: 120, service_request_id: null });
    });
  });
}
