import { expect, test } from "@playwright/test";
import { adminPath, fill, signInAsStaff, submitPendingReview } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { createRequest } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser } from "./helpers/supabase";
import { CUSTOMER_KINDS, SHOP_KINDS } from "@/lib/rules/notification-kinds";

const SECTIONS = ["", "/requests", "/appointments", "/schedule", "/reviews", "/emails"];

for (const lang of languages) {
  const theme = themeFor(lang.locale);
  test(`(${lang.locale}, ${theme}) every console page and its dialogs pass axe`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const customer = await createConfirmedUser({ locale: lang.locale });
    const request = await createRequest(customer.id);
    const review = await submitPendingReview();
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang));
    await applyTheme(page, theme);
    for (const section of SECTIONS) {
      await page.goto(adminPath(lang, section));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      if (section !== "/emails") {
        await expectNoSeriousA11yViolations(page);
        continue;
      }
      const previews = page.locator("iframe[sandbox]");
      expect(await previews.count()).toBeGreaterThanOrEqual(CUSTOMER_KINDS.length + SHOP_KINDS.length);
      for (const title of await previews.evaluateAll((frames) => frames.map((frame) => frame.getAttribute("title") ?? ""))) expect(title).not.toBe("");
      await expectNoSeriousA11yViolations(page, { exclude: "iframe[sandbox]" });
    }

    await page.goto(adminPath(lang, "/requests?status=pending"));
    await page.getByRole("button", { name: fill(lang.messages.Admin.requests.manageFor, { title: request.title }) }).click();
    const dialog = page.getByRole("dialog", { name: lang.messages.Admin.requests.dialog.title });
    await dialog.getByRole("radio", { name: lang.messages.RequestStatus.cancelled, exact: true }).click();
    await expect(dialog.getByRole("note")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto(adminPath(lang, "/reviews"));
    await page.getByRole("button", { name: fill(lang.messages.Admin.reviews.deleteFor, { name: review.name }) }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("tables become lists: no sideways scrolling, each value labelled", async ({ page, context, baseURL }) => {
    const [en] = languages;
    const customer = await createConfirmedUser();
    await createRequest(customer.id);
    await signInAsStaff(context, baseURL!);
    for (const section of SECTIONS) {
      await page.goto(adminPath(en, section));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, section).toBeLessThanOrEqual(0);
    }
    await page.goto(adminPath(en, "/requests?status=pending"));
    await expect(page.getByRole("columnheader").first()).toBeHidden();
    const row = page.locator("[data-request-id]").first();
    await expect(row).toContainText(`${en.messages.Admin.requests.columns.customer}:`);
    await expect(row).toContainText(`${en.messages.Admin.requests.columns.status}:`);
  });
});
