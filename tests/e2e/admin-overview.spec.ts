import { expect, test } from "@playwright/test";
import { site } from "@/lib/site/business-profile";
import { adminPath, fill, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { advanceRequest, createRequest, formatTime, insertAppointment } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { sweep } from "./helpers/notifications";
import { createConfirmedUser } from "./helpers/supabase";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { formatDay } from "@/lib/rules/date-time";

/** A shop day's name as the overview writes it. */
const dayLabel = (locale: string, offsetDays: number) => {
  const noon = new Date(Date.now() + offsetDays * 86_400_000);
  return formatDay(noon, locale);
};

/** Milliseconds from now to local midnight `days` days ahead at the shop. */
function untilShopMidnight(days: number) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const sinceMidnight = ((get("hour") * 60 + get("minute")) * 60 + get("second")) * 1000;
  return days * 86_400_000 - sinceMidnight;
}

for (const lang of languages) {
  const o = lang.messages.Admin.overview;

  test(`(${lang.locale}) overview: the console's own frame, a count that opens its list, tomorrow's appointments in the shop's time zone, and the request page`, async ({
    page,
    context,
    baseURL,
  }) => {
    const name = `Ivy Moreno ${Date.now().toString(36)}`;
    const customer = await createConfirmedUser({ locale: lang.locale, fullName: name });
    const request = await createRequest(customer.id);
    await advanceRequest(request.id, "approved");
    // Tomorrow at the shop, in the evening or small hours, clear of bookable slots.
    const appointment = await insertAppointment(customer.id, untilShopMidnight(1) + 60_000, untilShopMidnight(2) - 60_000);

    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang));
    await expect(page.getByRole("heading", { level: 1, name: o.title })).toBeVisible();
    // The console's frame: its own bar (language, theme, sign out), not the site's header and footer.
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("button", { name: lang.messages.Nav.signOut })).toBeVisible();
    await expect(bar.getByRole("button", { name: fill(lang.messages.Language.toggle, { code: lang.locale.toUpperCase() }) })).toBeVisible();
    await expect(page.getByRole("navigation", { name: lang.messages.Nav.label })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    // "Approved, to diagnose" opens the list with its filter in the URL, and both agree (read together: other tests add requests).
    const tile = page.getByTestId("to-diagnose");
    await expect(tile).toContainText(o.counts.shop.toDiagnose);
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${adminPath(lang, "/requests")}\\?status=approved$`));
    await expect(page.locator(`[data-request-id="${request.id}"]`).first()).toBeVisible();
    await expect
      .poll(async () => {
        await page.goto(adminPath(lang));
        const count = Number(await page.getByTestId("to-diagnose-count").textContent());
        await page.goto(adminPath(lang, "/requests?status=approved"));
        const rows = await page.locator("[data-request-id]").evaluateAll((items) => new Set(items.map((item) => item.getAttribute("data-request-id"))).size);
        return rows === count && count >= 1;
      })
      .toBe(true);

    // The request's page: the conversation beside the estimate on a wide screen; axe in the theme
    // admin-a11y.spec.ts does not check this language's overview in.
    await page.goto(adminPath(lang, `/requests/${request.id}`));
    await applyTheme(page, themeFor(lang.locale, true));
    const documents = await page.getByTestId("documents-column").boundingBox();
    const conversation = await page.getByTestId("conversation-column").boundingBox();
    expect(conversation!.x).toBeGreaterThanOrEqual(documents!.x + documents!.width);
    expect(Math.abs(conversation!.y - documents!.y)).toBeLessThan(2);
    await expectNoSeriousA11yViolations(page);

    await page.goto(adminPath(lang));
    const today = page.getByRole("region", { name: `${o.today}: ${dayLabel(lang.locale, 0)}` });
    const tomorrow = page.getByRole("region", { name: `${o.tomorrow}: ${dayLabel(lang.locale, 1)}` });
    await expect(today).toBeVisible();
    const item = tomorrow.locator(`[data-appointment-id="${appointment.id}"]`);
    await expect(item).toContainText(name);
    await expect(item).toContainText(formatTime(lang.locale, appointment.appointment_date));
    await expect(today.locator(`[data-appointment-id="${appointment.id}"]`)).toHaveCount(0);
    // "Open day" opens that day's list: on a Friday, tomorrow is a Saturday, which the Monday-to-Friday week has no column for.
    await tomorrow.getByRole("link", { name: new RegExp(fill(o.openDayFor, { date: "" }).trim()) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/appointments\\?view=list&date=${addDays(businessToday(), 1)}$`));
    await expect(page.locator(`[data-appointment-id="${appointment.id}"]`).first()).toBeVisible();
  });
}

// The email sweeper's health on the overview: right after a run it says when
// it ran, without a warning (the warning's rule: tests/unit/sweeper-health.test.ts).
for (const lang of languages) {
  const sweeper = lang.messages.Admin.overview.sweeper;
  test(`(${lang.locale}) overview: when the email sweeper last ran`, async ({ page, context, baseURL }) => {
    await sweep(baseURL!);
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang));
    const status = page.getByTestId("sweeper-status");
    await expect(status).toContainText(sweeper.lastRun.split("{when}")[0]!);
    await expect(page.getByRole("alert").filter({ hasText: sweeper.lateTitle })).toHaveCount(0);
  });
}
