import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { slotInstant } from "@/lib/rules/booking-time";
import type { StoredMail } from "@/supabase/local/mailbox/store";
import { adminPath, confirmStep, fill, requestRow, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { appointmentsOf, bookingDay, checkSlot, chooseService, chosenService, expectAppointmentsTab, pickDay, slotRadio } from "./helpers/booking";
import { advanceRequest, createRequest, expectToast, insertAppointment } from "./helpers/dashboard";
import { icsStart, inbox, SHOP_ADDRESS, sweep, waitForEmail } from "./helpers/notifications";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";
import { site } from "@/lib/site/business-profile";

// Emails in the recipient's language, whatever page caused them: each
// customer takes every action from the other language's pages. The tests of
// this file run in order in one worker; they are the only ones that move the
// sweeper's clock (NOTIFICATIONS_TEST_CLOCK=on in the test build).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const [en] = languages;

/** The fixed text of a message before its first placeholder ("Confirmed: {service}…" → "Confirmed: "). */
const lead = (template: string) => template.split("{")[0]!;
const subjectStarts = (template: string) => (mail: StoredMail) => mail.subject.startsWith(lead(template));
const otherThan = (lang: Language) => languages.find((l) => l.locale !== lang.locale)!;
const calendarFile = (mail: StoredMail) => {
  const ics = mail.attachments.find((a) => a.filename.endsWith(".ics"));
  expect(ics?.contentType).toMatch(/^text\/calendar/);
  return Buffer.from(ics!.content, "base64").toString("utf8");
};
/** The RFC 5546 parts of an email's calendar file: its method (also in the Content-Type), UID, SEQUENCE, organizer and attendee. */
const scheduling = (mail: StoredMail) => {
  const ics = calendarFile(mail).replace(/\r\n[ \t]/g, "");
  const field = (name: string) => new RegExp(`^${name}[;:](.*)$`, "m").exec(ics)?.[1]?.replace(/\r$/, "");
  return {
    contentType: mail.attachments.find((a) => a.filename.endsWith(".ics"))!.contentType,
    method: field("METHOD"),
    uid: field("UID"),
    sequence: Number(field("SEQUENCE")),
    organizer: field("ORGANIZER"),
    attendee: field("ATTENDEE"),
  };
};
const unsubscribeLink = (mail: StoredMail) => mail.links.find((link) => link.includes("/unsubscribe?token="));

for (const lang of languages) {
  const e = lang.messages.Emails;
  const other = otherThan(lang);
  const o = other.messages;

  test.describe(`emails to a customer who reads ${lang.locale}`, () => {
    test("booking from the other language, in Tokyo: confirmation with the calendar file, the shop's alert, the reminder, one-click opt-out, cancellations", async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      // Chosen in the profile: the pages of the other language do not move it.
      const customer = await createConfirmedUser({ locale: lang.locale, localeChosen: true, fullName: `Inés Moreno ${lang.locale}` });
      const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
      await signInAs(context, baseURL!, customer.email, customer.password);
      const page = await context.newPage();

      await page.goto(`${other.prefix}/book-appointment`);
      // The day first: pickDay waits until the calendar answers, so the form is
      // hydrated before the service is chosen (hydration would reset it).
      const day = bookingDay(lang.locale === "en" ? 22 : 23);
      await pickDay(page, other, day);
      await chooseService(page, other, o.Booking.services.computerRepair.name);
      await expect(chosenService(page, other)).toContainText(o.Booking.services.computerRepair.name);
      await checkSlot(page, other, slotRadio(page, other, "10:00"));
      await page.getByRole("button", { name: o.Booking.submit }).click();
      await expectAppointmentsTab(page, other);
      const start = slotInstant(day, "10:00");

      // The confirmation: the customer's language, the shop's clock, a calendar file that agrees.
      const confirmation = await waitForEmail(customer.email, subjectStarts(e.confirmed.subject), "the confirmation");
      expect(confirmation.subject).toContain(lang.messages.Booking.services.computerRepair.name);
      expect(confirmation.text).toContain("10:00");
      expect(confirmation.text).toContain(lang.messages.Common.businessTimeZone);
      expect(icsStart(calendarFile(confirmation))).toEqual(start);
      const invitation = scheduling(confirmation);
      expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0 });
      expect(invitation.contentType).toContain("method=REQUEST");
      expect(invitation.organizer).toContain(`mailto:${site.email}`);
      expect(invitation.attendee).toContain(`mailto:${customer.email}`);
      expect(confirmation.links.some((link) => link.startsWith("https://calendar.google.com/"))).toBe(true);
      expect(confirmation.links).toContain(`${baseURL}${lang.prefix}/dashboard?tab=appointments`);
      expect(unsubscribeLink(confirmation)).toBeUndefined();

      // The shop hears of it, in English, with a link to that day in the console.
      const alert = await waitForEmail(SHOP_ADDRESS, (m) => subjectStarts(en.messages.Emails.shop.newBooking.subject)(m) && m.text.includes(customer.email), "the shop's alert");
      expect(alert.links.some((link) => link.startsWith(`${baseURL}/admin/appointments`))).toBe(true);

      // The reminder falls due 26 hours before; the sweeper sends it then, not before.
      await sweep(baseURL!, new Date(start.getTime() - 27 * HOUR));
      expect((await inbox(customer.email)).filter(subjectStarts(e.reminder.subject))).toEqual([]);
      await sweep(baseURL!, new Date(start.getTime() - 26 * HOUR + 60_000));
      const reminder = await waitForEmail(customer.email, subjectStarts(e.reminder.subject), "the reminder");
      expect(icsStart(calendarFile(reminder))).toEqual(start);
      expect(reminder.text).not.toContain(lead(e.common.lateNow));

      // Its opt-out link works without a session, in the customer's language.
      const optOut = unsubscribeLink(reminder)!;
      expect(optOut.startsWith(`${baseURL}${lang.prefix}/unsubscribe?token=`)).toBe(true);
      const anonymous = await (await browser.newContext()).newPage();
      await anonymous.goto(optOut);
      await applyTheme(anonymous, themeFor(lang.locale));
      await expectNoSeriousA11yViolations(anonymous);
      await anonymous.getByRole("button", { name: lang.messages.Unsubscribe.confirm }).click();
      await expect(anonymous.getByRole("heading", { name: lang.messages.Unsubscribe.remindersOffTitle })).toBeVisible();
      await expectNoSeriousA11yViolations(anonymous);
      const { data: profile } = await serviceClient().from("profiles").select("email_reminders, email_review_invitations").eq("id", customer.id).single();
      expect(profile).toEqual({ email_reminders: false, email_review_invitations: true });

      // Cancelling weeks ahead: confirmed without a fee; the shop is told.
      const [booked] = await appointmentsOf(customer.id);
      const late = await insertAppointment(customer.id, 2 * HOUR, 20 * HOUR);
      await page.goto(`${other.prefix}/dashboard?tab=appointments`);
      await cancelFromDashboard(page, other, booked!.id);
      const cancelled = await waitForEmail(customer.email, subjectStarts(e.cancelled.subject), "the cancellation");
      expect(cancelled.text).toContain("10:00");
      expect(cancelled.text).not.toContain(lead(e.cancelled.late));
      // Its file removes the same event: CANCEL, the same UID and organizer, a higher SEQUENCE.
      const removal = scheduling(cancelled);
      expect(removal).toMatchObject({ method: "CANCEL", uid: invitation.uid, organizer: invitation.organizer, attendee: invitation.attendee });
      expect(removal.contentType).toContain("method=CANCEL");
      expect(removal.sequence).toBeGreaterThan(invitation.sequence);
      await waitForEmail(SHOP_ADDRESS, (m) => subjectStarts(en.messages.Emails.shop.cancellation.subject)(m) && m.text.includes(customer.email), "the shop's cancellation alert");

      // Inside 24 hours: the fee is in both emails, and the shop's subject flags it.
      await cancelFromDashboard(page, other, late.id);
      await waitForEmail(customer.email, (m) => subjectStarts(e.cancelled.subject)(m) && m.text.includes(lead(e.cancelled.late)), "the late cancellation");
      expect((await inbox(customer.email)).filter(subjectStarts(e.cancelled.subject))).toHaveLength(2);
      await waitForEmail(SHOP_ADDRESS, (m) => subjectStarts(en.messages.Emails.shop.cancellation.subjectLate)(m) && m.text.includes(customer.email), "the shop's late-cancellation alert");
      await context.close();
    });

    test("staff approve a request from the other language: the email books it; completion invites a review", async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const customer = await createConfirmedUser({ locale: lang.locale });
      const request = await createRequest(customer.id, { title: `Printer offline ${Date.now().toString(36)}`, service_type: "networkSetup" });
      await sweep(baseURL!);
      await waitForEmail(SHOP_ADDRESS, (m) => subjectStarts(en.messages.Emails.shop.newRequest.subject)(m) && m.subject.includes(request.title), "the shop's request alert");

      const staffContext = await browser.newContext();
      await signInAsStaff(staffContext, baseURL!);
      const staff = await staffContext.newPage();
      await staff.goto(adminPath(other, "/requests?status=pending"));
      const a = o.Admin.requests;
      await confirmStep(staff, requestRow(staff, request.id).getByRole("button", { name: fill(a.stepFor, { action: a.step.approved, title: request.title }) }), a.confirm.approved.confirm);
      await expectToast(staff, a.updated.title);
      await staffContext.close();

      const approved = await waitForEmail(customer.email, subjectStarts(e.request.approved.subject), "the approval");
      expect(approved.subject).toContain(request.title);
      expect(approved.links).toContain(`${baseURL}${lang.prefix}/book-appointment?request=${request.id}`);

      await advanceRequest(request.id, "completed", "Dana Brooks");
      // A visit of last week: completing one ahead of its day is refused (CN001, tests/db/console.test.ts).
      const visit = await insertAppointment(customer.id, -6 * DAY, -2 * DAY);
      const { error } = await serviceClient().from("appointments").update({ status: "completed" }).eq("id", visit.id);
      expect(error).toBeNull();
      await sweep(baseURL!);
      const done = await waitForEmail(customer.email, subjectStarts(e.request.completed.subject), "the completed request");
      expect(done.text).toContain("Dana Brooks");
      expect(done.links).toContain(`${baseURL}${lang.prefix}/contact#review`);
      const thanks = await waitForEmail(customer.email, subjectStarts(e.completed.subject), "the review invitation");
      expect(thanks.links).toContain(`${baseURL}${lang.prefix}/contact#review`);
      expect(unsubscribeLink(thanks)).toBeTruthy();
    });
  });
}

test("the sweeper answers only its secret", async ({ baseURL }) => {
  const url = `${baseURL}/api/cron/notifications`;
  expect((await fetch(url)).status).toBe(401);
  expect((await fetch(url, { headers: { authorization: "Bearer wrong-secret" } })).status).toBe(401);
  expect((await fetch(url, { headers: { authorization: "e2e-cron-secret" } })).status).toBe(401);
});

test("a refused address fails at once, shows on the console's overview, and staff retry it", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const a = en.messages.Admin.overview.failedDeliveries;
  const customer = await createConfirmedUser({ email: `bounce.${Date.now().toString(36)}@example.invalid` });
  const request = await createRequest(customer.id);
  await advanceRequest(request.id, "approved");
  // The local SMTP server answers 550 for .invalid: permanent, so one attempt (a
  // deliverer started by another test's action may be the one that makes it).
  await sweep(baseURL!);

  const context = await browser.newContext();
  await signInAsStaff(context, baseURL!);
  const page = await context.newPage();
  // Filing the request failed its acknowledgement too: this is the approval's row.
  const item = page.getByRole("region", { name: a.title }).getByRole("listitem").filter({ hasText: customer.email }).filter({ hasText: a.kinds.request_approved });
  await expect(async () => {
    await page.goto(adminPath(en));
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const t = createTranslator({ locale: "en", messages: en.messages, namespace: "Admin.overview.failedDeliveries" });
  await expect(item).toContainText(a.kinds.request_approved);
  await expect(item).toContainText(t("attempts", { count: 1, date: "" }).split(",")[0]!);
  await expect(item).toContainText("550");
  await item.getByRole("button", { name: fill(a.retryFor, { kind: a.kinds.request_approved, recipient: customer.email }) }).click();
  await expectToast(page, a.retried.title, a.retried.description);
  await context.close();
});

async function cancelFromDashboard(page: Page, lang: Language, id: string) {
  const d = lang.messages.Dashboard.appointments;
  const row = page.getByRole("tabpanel", { name: lang.messages.Dashboard.tabs.appointments }).locator(`[data-appointment-id="${id}"]`);
  await row.getByRole("button", { name: new RegExp(`^${d.cancel}`) }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: d.dialog.confirm }).click();
  await expectToast(page, d.cancelled.title);
}
