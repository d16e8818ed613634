import { expect, test } from "@playwright/test";
import { BADGE, advanceRequest, at, createRequest, formatDate, formatTime } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, signInAs } from "./helpers/supabase";

for (const lang of languages) {
  const m = lang.messages;
  const h = m.Dashboard.history;

  test.describe(`history (${lang.locale})`, () => {
    test("lists completed requests with completion time and technician, or a dash before one is assigned", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      const done = await createRequest(user.id, { title: `Router replaced ${Date.now().toString(36)}`, service_type: "networkSetup" });
      const completed = await advanceRequest(done.id, "completed", "Dana Brooks");
      const plain = await createRequest(user.id, { title: `Virus cleaned ${Date.now().toString(36)}`, service_type: "securitySolutions" });
      await advanceRequest(plain.id, "completed");
      const open = await createRequest(user.id, { title: `Still open ${Date.now().toString(36)}` });

      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard"));
      await page.getByRole("tab", { name: m.Dashboard.tabs.history }).click();
      await expect(page).toHaveURL(/[?&]tab=history$/);

      const panel = page.getByRole("tabpanel", { name: m.Dashboard.tabs.history });
      const row = panel.getByRole("row", { name: new RegExp(done.title) });
      await expect(row).toContainText(m.ServiceTypes.networkSetup);
      await expect(row).toContainText("Dana Brooks");
      await expect(row.locator("time")).toHaveText(`${formatDate(lang.locale, completed.updated_at)}, ${formatTime(lang.locale, completed.updated_at)}`);
      await expect(panel.getByRole("row", { name: new RegExp(plain.title) })).toContainText("—");
      // Completed without the estimate flow: no receipt, so no receipt link (estimates.spec.ts has one with a receipt).
      await expect(row.getByRole("link", { name: new RegExp(h.receiptPdf) })).toHaveCount(0);
      await expect(row.getByRole("cell", { name: new RegExp(h.noReceipt) })).toHaveCount(1);
      await expect(panel.getByText(open.title)).toHaveCount(0);

      await row.getByRole("link", { name: new RegExp(h.details, "i") }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/service-request/${done.id}$`));
      await expect(page.locator(BADGE)).toHaveText(m.RequestStatus.completed);
    });

    test("a new customer sees each empty state", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard"));
      await expect(page.getByText(m.Dashboard.requests.empty)).toBeVisible();
      await expect(page.getByRole("tabpanel").getByRole("link", { name: m.Dashboard.requests.createFirst })).toHaveAttribute("href", at(lang, "/service-request"));
      await page.getByRole("tab", { name: m.Dashboard.tabs.appointments }).click();
      await expect(page.getByText(m.Dashboard.appointments.empty)).toBeVisible();
      await expect(page.getByRole("tabpanel").getByRole("link", { name: m.Dashboard.appointments.book })).toHaveAttribute("href", at(lang, "/book-appointment"));
      await page.getByRole("tab", { name: m.Dashboard.tabs.history }).click();
      await expect(page.getByText(h.empty)).toBeVisible();
      await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(0);
    });
  });
}
