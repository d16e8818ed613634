import { expect, test, type Page } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { site } from "@/lib/site/business-profile";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { bookingDay, checkSlot, chooseService, chosenService, expectAppointmentsTab, pickDay, signedInCustomer, slotRadio } from "./helpers/booking";
import { BADGE, at, expectToast, insertAppointment } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, signInAs } from "./helpers/supabase";

// Where features meet, as a customer sees them: one way of writing dates and times on every screen and
// toast, Spanish slot labels that fit, calendar wording, the status and "book again" after a cancellation,
// and toasts that leave the header alone on a phone. The expected texts are written out here (not read from
// the code under test), so a screen that drifts from the convention fails.

const DAY = 86_400_000;

/** The convention, per language (docs/product.md "Dates and times"). */
const clock = {
  en: { time: "2:00 PM", slots: ["9:00 AM", "11:30 AM", "1:00 PM", "4:00 PM"], confirmed: "Confirmed", cancelled: "Cancelled", addToCalendar: "Add to calendar (Apple, Outlook)" },
  es: { time: "2:00 p. m.", slots: ["9:00 a. m.", "11:30 a. m.", "1:00 p. m.", "4:00 p. m."], confirmed: "Confirmada", cancelled: "Cancelada", addToCalendar: "Añadir al calendario (Apple, Outlook)" },
} as const;

/** A shop day in full, written independently of the site's code. */
const fullDate = (locale: string, instant: string | Date) =>
  new Intl.DateTimeFormat(locale, { timeZone: site.timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(new Date(instant));

/** Text as a reader sees it: any run of spaces (narrow and non-breaking ones included) is one space. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();

for (const [index, lang] of languages.entries()) {
  const m = lang.messages;
  const b = m.Booking;
  const a = m.Dashboard.appointments;
  const want = clock[lang.locale];

  test.describe(`seams (${lang.locale})`, () => {
    test("one clock: the slot, the booking toast and the dashboard write the same date and time", async ({ page, context, baseURL }) => {
      await signedInCustomer(context, baseURL, lang.locale);
      await page.goto(at(lang, "/book-appointment"));
      await chooseService(page, lang, b.services.computerRepair.name);
      // Weekday 1 of weeks 14 and 15: no other spec books these days (the console's Spanish walk moves a visit to 2 PM on weekday 1 of week 36).
      const day = bookingDay(14 + index, 1);
      await pickDay(page, lang, day);
      const radio = slotRadio(page, lang, "14:00");
      await expect(radio).toHaveAccessibleName(want.time);
      await checkSlot(page, lang, radio);
      await page.getByRole("button", { name: b.submit }).click();

      const when = slotInstant(day, "14:00");
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: b.success.title }).first();
      await expect(toast).toBeVisible();
      const toastText = plain(await toast.innerText());
      expect(toastText).toContain(fullDate(lang.locale, when));
      expect(toastText).toContain(want.time);

      await expectAppointmentsTab(page, lang);
      const row = page.locator("[data-appointment-id]").first();
      await expect(row.locator("time")).toHaveText(`${fullDate(lang.locale, when)}, ${want.time}`);
      await expect(row.locator(BADGE)).toHaveText(want.confirmed);
      await expect(row.getByRole("link", { name: new RegExp(`^${want.addToCalendar.replace(/[()]/g, "\\$&")}`) })).toHaveText(want.addToCalendar);
      await expect(row).not.toContainText(".ics");
    });

    test("cancelled: the status in the same words, and Book again opens the form with the service chosen", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      const appointment = await insertAppointment(user.id, 3 * DAY, 60 * DAY);
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=appointments"));
      const row = page.locator(`[data-appointment-id="${appointment.id}"]`);
      await expect(row.locator(BADGE)).toHaveText(want.confirmed);
      await expect(row.getByRole("link", { name: a.bookAgain })).toHaveCount(0);

      await row.getByRole("button", { name: new RegExp(`^${a.cancel}`) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: a.dialog.confirm }).click();
      await expectToast(page, a.cancelled.title);
      await expect(row.locator(BADGE)).toHaveText(want.cancelled);
      const again = row.getByRole("link", { name: a.bookAgainFor.replace("{service}", b.services.dataRecovery.name) });
      await expect(again).toHaveText(a.bookAgain);
      await expectNoSeriousA11yViolations(page);

      await again.click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment\\?service=data-recovery$`));
      await expect(chosenService(page, lang)).toHaveText(new RegExp(`^${b.services.dataRecovery.name} — `));
    });

    test("an email's Reschedule and Cancel links open that dialog on the dashboard", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      const appointment = await insertAppointment(user.id, 3 * DAY, 60 * DAY);
      await signInAs(context, baseURL!, user.email, user.password);
      const link = (action: string) => at(lang, `/dashboard?tab=appointments&appointment=${appointment.id}&action=${action}`);

      await page.goto(link("cancel"));
      const cancel = page.getByRole("alertdialog");
      await expect(cancel).toContainText(a.dialog.title);
      await cancel.getByRole("button", { name: a.dialog.keep }).click();
      await expect(cancel).toHaveCount(0);

      await page.goto(link("reschedule"));
      const move = page.getByRole("dialog");
      await expect(move).toContainText(m.Reschedule.title.replace("{service}", b.services.dataRecovery.name));
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test("Spanish slot labels fit their buttons at every width from 320 to 1440 px, in the site's clock", async ({ page, context, baseURL }) => {
  const lang = languages[1];
  await page.setViewportSize({ width: 320, height: 900 });
  await signedInCustomer(context, baseURL, "es");
  await page.goto(at(lang, "/book-appointment"));
  await pickDay(page, lang, bookingDay(37));
  const labels = page.getByRole("radiogroup", { name: lang.messages.Booking.time }).locator("label > span[aria-hidden]");
  await expect(labels.first()).toBeVisible();
  const texts = (await labels.allInnerTexts()).map(plain);
  for (const time of clock.es.slots) expect(texts).toContain(time);
  // One page, resized: reading the sizes lays the grid out at the new width, as it would load at it.
  for (const width of [320, 375, 414, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflowing = await labels.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth || span.getBoundingClientRect().height > 48).map((span) => span.textContent),
    );
    expect(overflowing, `${width} px`).toEqual([]);
  }
});

/** The header's bottom edge and the first toast's top edge, in viewport pixels. */
async function toastAndHeader(page: Page) {
  const header = await page.locator("body > header, header").first().boundingBox();
  const toast = await page.locator("[data-sonner-toast]").first().boundingBox();
  return { headerBottom: header!.y + header!.height, toastTop: toast!.y };
}

for (const lang of languages) {
  test(`375 px: a toast leaves the header and its menu button uncovered (${lang.locale})`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedInCustomer(context, baseURL, lang.locale);
    await page.goto(at(lang, "/book-appointment"));
    await page.getByRole("button", { name: lang.messages.Booking.submit }).click();
    await expectToast(page, lang.messages.Booking.missing.title);
    // Where the toast comes to rest: it slides in from above, so its first frames sit higher.
    await expect.poll(async () => {
      const { headerBottom, toastTop } = await toastAndHeader(page);
      return toastTop - headerBottom;
    }).toBeGreaterThanOrEqual(0);
  });
}
