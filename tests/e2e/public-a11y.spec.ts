import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, applyTheme, themeFor } from "./helpers/axe";
import { languages, localized, PUBLIC_PAGES } from "./helpers/public";

// One test a page, each language once, in alternating themes (see themeFor):
// each axe pass takes seconds on a 2-core machine.
for (const [index, path] of [...PUBLIC_PAGES, "/no-such-page"].entries()) {
  const pairs = languages.map((lang) => ({ ...lang, theme: themeFor(lang.locale, index % 2 === 1) }));
  test(`axe: ${path}, ${pairs.map(({ locale, theme }) => `${locale} ${theme}`).join(" and ")}`, async ({ page }) => {
    for (const { prefix, theme } of pairs) {
      await page.addInitScript((value) => localStorage.setItem("bytewise-theme", value), theme);
      await page.goto(localized(prefix, path));
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

for (const { locale, prefix, messages: m } of languages) {
  const theme = themeFor(locale);
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
