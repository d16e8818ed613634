import { expect, test } from "@playwright/test";
import { site } from "@/lib/site/business-profile";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { languages, localized } from "./helpers/public";

// A page that fails unexpectedly shows the site's own error screen, in the
// page's language, with the header and footer, a way to try again and a way
// home; never Next's bare "Application error". The end-to-end build has a
// page that fails on purpose (app/[locale]/(site)/e2e-error, E2E_ERROR_PAGE=on).

for (const { locale, prefix, messages: m } of languages) {
  test(`(${locale}) an unexpected failure shows the translated error screen, and both buttons work`, async ({ page }) => {
    const response = await page.goto(localized(prefix, "/e2e-error"));
    expect(response?.status()).toBe(500);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(m.ErrorPage.title);
    await expect(page.getByText(m.ErrorPage.description.replace("{phone}", site.phone.display))).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByText(/Application error|server-side exception/i)).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    await applyTheme(page, themeFor(locale));
    await expect(heading).toHaveText(m.ErrorPage.title);
    await expectNoSeriousA11yViolations(page);
    await applyTheme(page, themeFor(locale, true));
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Trying again asks the server again (this page fails again), without leaving the screen.
    const again = page.waitForResponse((r) => r.url().includes("/e2e-error"));
    await page.getByRole("button", { name: m.ErrorPage.retry }).click();
    await again;
    await expect(heading).toHaveText(m.ErrorPage.title);
    await page.getByRole("main").getByRole("link", { name: m.ErrorPage.home }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix || ""}/?$`));
    await expect(heading).not.toHaveText(m.ErrorPage.title);
  });
}
