import { expect, test } from "@playwright/test";
import { formatClock } from "@/lib/rules/date-time";
import { site } from "@/lib/site/business-profile";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { authTexts } from "./helpers/auth-texts";
import { chosenService, serviceSelect } from "./helpers/booking";
import { languages } from "./helpers/public";
import { createConfirmedUser } from "./helpers/supabase";

for (const lang of languages) {
  const b = lang.messages.Booking;
  const auth = authTexts[lang.locale];

  test.describe(`signed-out booking page (${lang.locale})`, () => {
    test("offers a call during the phone hours or signing in, and the sign-in comes back to the same booking", async ({ page }) => {
      const here = `${lang.prefix}/book-appointment?service=data-recovery`;
      await page.goto(here);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.title);
      const hours = b.signedOut.callText.replace("{opens}", formatClock("09:00", lang.locale)).replace("{closes}", formatClock("17:00", lang.locale));
      await expect(page.getByText(hours)).toBeVisible();
      // Times are written with no-break spaces (they never wrap); the words are what this checks.
      if (lang.locale === "en") expect(hours.replace(/[\u00a0\u202f]/g, " ")).toBe("Book by phone, Mon-Fri 9:00 AM-5:00 PM.");
      await expect(page.getByRole("link", { name: b.signedOut.callLink.replace("{phone}", site.phone.display) })).toHaveAttribute("href", `tel:${site.phone.e164}`);
      await expect(page.getByRole("link", { name: b.signedOut.callButton })).toHaveAttribute("href", `${lang.prefix}/contact`);
      await expect(serviceSelect(page, lang)).toHaveCount(0);

      const signIn = page.getByRole("link", { name: b.signedOut.onlineButton });
      await expect(signIn).toHaveAttribute("href", `${lang.prefix}/auth?redirect=${encodeURIComponent(here)}`);
      await signIn.click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/auth\\?redirect=`));

      const user = await createConfirmedUser({ locale: lang.locale });
      await page.getByLabel(auth.email, { exact: true }).fill(user.email);
      await page.getByLabel(auth.password, { exact: true }).fill(user.password);
      await page.getByRole("main").getByRole("button", { name: auth.signIn, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment\\?service=data-recovery$`));
      await expect(chosenService(page, lang)).toHaveText(new RegExp(`^${b.services.dataRecovery.name} — `));
      await expect(page.getByLabel(b.issue)).toHaveValue(b.serviceInterest.replace("{name}", b.services.dataRecovery.name));
    });

    test(`is accessible (${themeFor(lang.locale)})`, async ({ page }) => {
      await page.goto(`${lang.prefix}/book-appointment`);
      await applyTheme(page, themeFor(lang.locale));
      await expect(page.getByRole("link", { name: b.signedOut.onlineButton })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
