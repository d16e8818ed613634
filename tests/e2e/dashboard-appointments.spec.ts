import { expect, test } from "@playwright/test";
import { site } from "@/lib/site/business-profile";
import { BADGE, at, expectToast, formatDate, formatTime, insertAppointment, localClock } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";
import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { fill } from "./helpers/admin";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Unfolded iCalendar properties of the file's first event. */
function icsProperties(text: string) {
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]));
}

const fromStamp = (stamp: string) => new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

for (const lang of languages) {
  const m = lang.messages;
  const a = m.Dashboard.appointments;

  test.describe(`appointments (${lang.locale})`, () => {
    test("?tab=appointments opens the tab; cancelling asks first, updates the row, and says the late fee inside 24 hours", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      const later = await insertAppointment(user.id, 3 * DAY, 60 * DAY);
      const soon = await insertAppointment(user.id, 2 * HOUR, 22 * HOUR);
      await signInAs(context, baseURL!, user.email, user.password);

      await page.goto(at(lang, "/dashboard?tab=appointments"));
      await expect(page.getByRole("tab", { name: m.Dashboard.tabs.appointments })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: m.Dashboard.tabs.appointments });
      await expect(panel.getByText(m.Dashboard.zoneNote.replace("{zone}", m.Common.businessTimeZone))).toBeVisible();

      const laterRow = panel.locator(`[data-appointment-id="${later.id}"]`);
      await expect(laterRow.locator("time")).toHaveText(`${formatDate(lang.locale, later.appointment_date)}, ${formatTime(lang.locale, later.appointment_date)}`);
      await expect(laterRow).toContainText(a.minutes.replace("{count}", "15"));
      await expect(laterRow.locator(BADGE)).toHaveText(m.AppointmentStatus.pending);

      // Outside 24 hours: no fee.
      await laterRow.getByRole("button", { name: new RegExp(`^${a.cancel}`) }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(a.dialog.title);
      await expect(dialog.getByTestId("late-fee-warning")).toHaveCount(0);
      await dialog.getByRole("button", { name: a.dialog.keep }).click();
      await expect(dialog).toHaveCount(0);
      await expect(laterRow.locator(BADGE)).toHaveText(m.AppointmentStatus.pending);

      await laterRow.getByRole("button", { name: new RegExp(`^${a.cancel}`) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: a.dialog.confirm }).click();
      await expectToast(page, a.cancelled.title, a.cancelled.description);
      await expect(laterRow.locator(BADGE)).toHaveText(m.AppointmentStatus.cancelled);
      await expect(laterRow.getByRole("button", { name: new RegExp(`^${a.cancel}`) })).toHaveCount(0);
      await expect(laterRow).not.toContainText(a.lateFee);

      // Inside 24 hours: the fee is stated before confirming, and recorded.
      const soonRow = panel.locator(`[data-appointment-id="${soon.id}"]`);
      await soonRow.getByRole("button", { name: new RegExp(`^${a.cancel}`) }).click();
      const lateDialog = page.getByRole("alertdialog");
      await expect(lateDialog.getByTestId("late-fee-warning")).toHaveText(fill(a.dialog.late, { percent: LATE_CANCELLATION_FEE_PERCENT, hours: LATE_CANCELLATION_HOURS }));
      await lateDialog.getByRole("button", { name: a.dialog.confirm }).click();
      await expectToast(page, a.cancelled.title);
      await expect(soonRow.locator(BADGE)).toHaveText(m.AppointmentStatus.cancelled);
      await expect(soonRow).toContainText(a.lateFee);

      const { data } = await serviceClient().from("appointments").select("id, status, late_cancellation").in("id", [later.id, soon.id]);
      expect(Object.fromEntries(data!.map((row) => [row.id, [row.status, row.late_cancellation]]))).toEqual({
        [later.id]: ["cancelled", false],
        [soon.id]: ["cancelled", true],
      });
    });

    test("a failed cancel shows the error toast and leaves the row", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      const appointment = await insertAppointment(user.id, 3 * DAY, 60 * DAY);
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=appointments"));
      const row = page.locator(`[data-appointment-id="${appointment.id}"]`);
      await expect(row).toBeVisible();
      // The appointment goes away meanwhile (days ahead, staff could not complete it: CN001), so the cancel fails.
      await serviceClient().from("appointments").delete().eq("id", appointment.id);
      await row.getByRole("button", { name: new RegExp(`^${a.cancel}`) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: a.dialog.confirm }).click();
      await expectToast(page, a.cancelError.title, a.cancelError.description);
      await expect(row.locator(BADGE)).toHaveText(m.AppointmentStatus.pending);
    });

    test("upcoming appointments offer an .ics file at the shop's local time and a Google Calendar link", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      const appointment = await insertAppointment(user.id, 3 * DAY, 60 * DAY, 45);
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=appointments"));
      const row = page.locator(`[data-appointment-id="${appointment.id}"]`);

      const ics = row.getByRole("link", { name: new RegExp(a.downloadIcs.replace(/[().]/g, "\\$&")) });
      const href = await ics.getAttribute("href");
      expect(href).toBe(`/api/appointments/${appointment.id}/ics?lang=${lang.locale}`);
      const download = page.waitForEvent("download");
      await ics.click();
      expect((await download).suggestedFilename()).toMatch(/\.ics$/);

      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/calendar");
      const props = icsProperties(await response.text());
      const start = fromStamp(props.DTSTART!);
      expect(start.toISOString()).toBe(new Date(appointment.appointment_date).toISOString());
      expect(localClock(start)).toEqual(localClock(new Date(appointment.appointment_date)));
      expect(formatTime(lang.locale, start.toISOString())).toBe(formatTime(lang.locale, appointment.appointment_date));
      expect(fromStamp(props.DTEND!).getTime() - start.getTime()).toBe(45 * 60_000);
      expect(props.SUMMARY).toContain(site.name);
      expect(props.LOCATION).toContain(site.address.city);
      // The notice in hours and the manage link, in the page's language; the visit as a REQUEST the shop organizes.
      expect(props.DESCRIPTION).toMatch(new RegExp(`\\b${LATE_CANCELLATION_HOURS}\\b`));
      expect(props.DESCRIPTION).not.toContain("undefined");
      expect(props.DESCRIPTION).toContain(`/dashboard?tab=appointments`);
      expect(props.METHOD).toBe("REQUEST");
      expect(response.headers()["content-type"]).toContain("method=REQUEST");

      const google = new URL((await row.getByRole("link", { name: new RegExp(a.addToGoogle) }).getAttribute("href"))!);
      expect(google.hostname).toBe("calendar.google.com");
      expect(google.searchParams.get("dates")).toBe(`${props.DTSTART}/${props.DTEND}`);
      expect(google.searchParams.get("ctz")).toBe(site.timeZone);

      // Nobody else gets the file: another customer and a signed-out visitor.
      const stranger = await createConfirmedUser();
      const other = await page.context().browser()!.newContext();
      await signInAs(other, baseURL!, stranger.email, stranger.password);
      expect((await other.request.get(`${baseURL}${href}`)).status()).toBe(404);
      await other.clearCookies();
      expect((await other.request.get(`${baseURL}${href}`)).status()).toBe(401);
      await other.close();
    });
  });
}
