import { expect, test } from "@playwright/test";
import { adminPath, expectNotFoundPage, signInAsStaff } from "./helpers/admin";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

const SECTIONS = ["", "/requests", "/appointments", "/schedule", "/services", "/reviews", "/emails"];

for (const lang of languages) {
  test.describe(`staff console access (${lang.locale})`, () => {
    test("a customer gets the 404 page on every console page", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      await signInAs(context, baseURL!, user.email, user.password);
      for (const section of SECTIONS) {
        const response = await page.goto(adminPath(lang, section));
        expect(response?.status(), section).toBe(404);
        await expectNotFoundPage(page, lang);
        await expect(page).toHaveURL(new RegExp(`${adminPath(lang, section)}$`));
      }
    });

    test("a signed-out visitor gets the 404 page, not a sign-in redirect", async ({ page }) => {
      const response = await page.goto(adminPath(lang, "/requests"));
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, lang);
      await expect(page).not.toHaveURL(/\/auth/);
    });

    test("a role the user can edit themselves (user_metadata) opens nothing", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      await serviceClient().auth.admin.updateUserById(user.id, { user_metadata: { role: "staff" } });
      await signInAs(context, baseURL!, user.email, user.password);
      const response = await page.goto(adminPath(lang));
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, lang);
    });
  });
}

test("staff see the console with its own navigation, current section marked", async ({ page, context, baseURL }) => {
  const [en, es] = languages;
  await signInAsStaff(context, baseURL!);
  const response = await page.goto(adminPath(en, "/reviews"));
  expect(response?.status()).toBe(200);
  const nav = page.getByRole("navigation", { name: en.messages.Admin.nav.label });
  await expect(nav.getByRole("link", { name: en.messages.Admin.nav.reviews })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: en.messages.Admin.nav.requests }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.messages.Admin.requests.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(en.messages.Admin.requests.metaTitle));

  await page.goto(adminPath(es));
  await expect(page.getByRole("heading", { level: 1, name: es.messages.Admin.overview.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: es.messages.Admin.nav.label }).getByRole("link", { name: es.messages.Admin.nav.overview })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
