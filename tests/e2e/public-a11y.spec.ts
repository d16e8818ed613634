import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, applyTheme } from "./helpers/axe";
import { languages, localized, PUBLIC_PAGES } from "./helpers/public";

for (const { locale, prefix, messages: m } of languages) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: every public page, ${locale}, ${theme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(localized(prefix, "/"));
      await applyTheme(page, theme);
      for (const path of [...PUBLIC_PAGES, "/no-such-page"]) {
        await page.goto(localized(prefix, path));
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test(`axe: review form with errors and phone width, ${locale}, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(localized(prefix, "/contact"));
      await applyTheme(page, theme);
      await page.getByRole("button", { name: m.ReviewForm.submit }).click();
      await expect(page.getByText(m.ReviewForm.errors.nameRequired)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      for (const path of ["/", "/services/data-recovery"]) {
        await page.goto(localized(prefix, path));
        await expectNoSeriousA11yViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
      }
    });
  }
}
