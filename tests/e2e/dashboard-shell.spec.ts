import { expect, test, type BrowserContext } from "@playwright/test";
import { DASHBOARD_TABS } from "@/lib/rules/dashboard-tabs";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { advanceRequest, at, createRequest, insertAppointment } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

const DAY = 86_400_000;

/** A customer with something in every tab: requests in each status, appointments, history. */
async function busyCustomer(context: BrowserContext, baseURL: string, locale: "en" | "es") {
  const user = await createConfirmedUser({ locale, fullName: "Jordan Avery" });
  const statuses = ["pending", "approved", "in_progress", "completed"] as const;
  const requests = [];
  for (const status of statuses) {
    const request = await createRequest(user.id, { title: `Request ${status.replace("_", " ")} ${Date.now().toString(36)}` });
    if (status !== "pending") await advanceRequest(request.id, status, status === "completed" ? "Sam Lee" : undefined);
    requests.push(request);
  }
  await serviceClient().from("service_requests").update({ status: "cancelled" }).eq("id", requests[0]!.id);
  await insertAppointment(user.id, 3 * DAY, 40 * DAY, 60);
  const cancelled = await insertAppointment(user.id, 3 * DAY, 40 * DAY, 30);
  await serviceClient().from("appointments").update({ status: "cancelled" }).eq("id", cancelled.id);
  await signInAs(context, baseURL, user.email, user.password);
  return { user, approved: requests[1]! };
}

for (const lang of languages) {
  const m = lang.messages;

  test.describe(`dashboard shell (${lang.locale})`, () => {
    test("a skeleton of 3 rows x 5 columns shows while the dashboard loads", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      await signInAs(context, baseURL!, user.email, user.password);
      // The page streams: the skeleton first, the data when the server has it. A slow
      // connection stretches the gap so the test sees what a visitor on one would.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 200, downloadThroughput: 8 * 1024, uploadThroughput: 64 * 1024 });
      await page.goto(at(lang, "/dashboard"), { waitUntil: "commit" });

      const skeleton = page.getByTestId("dashboard-skeleton");
      await expect(skeleton).toBeAttached({ timeout: 30_000 });
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(skeleton.getByTestId("skeleton-row")).toHaveCount(3);
      for (const row of await skeleton.getByTestId("skeleton-row").all()) await expect(row.getByTestId("skeleton-cell")).toHaveCount(5);
      await expect(skeleton).toHaveAttribute("role", "status");
      await expect(skeleton).toContainText(m.Dashboard.loading);

      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expect(page.getByRole("tab", { name: m.Dashboard.tabs.requests })).toBeVisible({ timeout: 30_000 });
      await expect(skeleton).toHaveCount(0);
    });

    test(`every tab, the cancel dialog and the detail screen pass axe (${themeFor(lang.locale)})`, async ({ page, context, baseURL }) => {
      const { approved } = await busyCustomer(context, baseURL!, lang.locale);
      await page.goto(at(lang, "/dashboard"));
      await applyTheme(page, themeFor(lang.locale));
      // Requests (the default) last, so every click changes the tab and the URL follows.
      for (const tab of [...DASHBOARD_TABS.slice(1), DASHBOARD_TABS[0]]) {
        await page.getByRole("tab", { name: m.Dashboard.tabs[tab] }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}$`));
        await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await page.getByRole("tab", { name: m.Dashboard.tabs.appointments }).click();
      await page.getByRole("tabpanel").getByRole("button", { name: new RegExp(`^${m.Dashboard.appointments.cancel}`) }).first().click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: m.Dashboard.appointments.dialog.keep }).click();

      await page.goto(at(lang, `/service-request/${approved.id}`));
      await expect(page.getByRole("link", { name: m.RequestDetail.schedule })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test(`the new request form, blank and showing its errors, passes axe (${themeFor(lang.locale, true)})`, async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/service-request"));
      await applyTheme(page, themeFor(lang.locale, true));
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: m.ServiceRequest.submit }).click();
      await expect(page.locator("#request-title-error")).toBeVisible();
      // The toast belongs to the shared Toaster (components/ui/sonner.tsx); this checks the form.
      for (const close of await page.locator("[data-sonner-toast] button[data-close-button]").all()) await close.click();
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("usable at 375 px: tables become cards with labels, nothing scrolls sideways", async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const { approved } = await busyCustomer(context, baseURL!, lang.locale);
      const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.goto(at(lang, "/dashboard"));
      for (const tab of DASHBOARD_TABS) {
        await page.getByRole("tab", { name: m.Dashboard.tabs[tab] }).click();
        const panel = page.getByRole("tabpanel");
        await expect(panel.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await noSideScroll();
        if (tab === "profile") continue;
        await expect(panel.locator("thead")).toBeHidden();
        const container = panel.locator('[data-slot="table-container"]');
        expect(await container.evaluate((el) => el.scrollWidth - el.clientWidth), `${tab} table scrolls sideways`).toBeLessThanOrEqual(0);
        const box = await panel.locator("tbody tr").first().boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      const requests = m.Dashboard.requests.columns;
      await page.getByRole("tab", { name: m.Dashboard.tabs.requests }).click();
      await expect(page.getByRole("tabpanel").locator("tbody tr").first()).toContainText(`${requests.status}:`);
      await page.getByRole("tabpanel").locator(`[data-request-id="${approved.id}"]`).getByRole("link").click();
      await expect(page.getByRole("link", { name: m.RequestDetail.schedule })).toBeVisible();
      await noSideScroll();
      await page.goto(at(lang, "/service-request"));
      await noSideScroll();
    });
  });
}
