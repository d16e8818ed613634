import { expect, test } from "@playwright/test";
import { adminPath, expectNotFoundPage, signInAsStaff, STAFF } from "./helpers/admin";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs, signInUnverified } from "./helpers/supabase";

const SECTIONS = ["", "/requests", "/appointments", "/schedule", "/services", "/reviews", "/reports", "/emails"];

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

    test("a signed-out visitor is sent to sign in, and staff come back to the page they asked for", async ({ page }) => {
      for (const section of SECTIONS) {
        await page.goto(adminPath(lang, section));
        await expect(page, section).toHaveURL((url) => url.pathname === `${lang.prefix}/auth` && url.searchParams.get("redirect") === adminPath(lang, section));
      }
      const asked = adminPath(lang, "/requests?status=pending");
      await page.goto(asked);
      await expect(page).toHaveURL((url) => url.pathname === `${lang.prefix}/auth` && url.searchParams.get("redirect") === asked);
      const a = lang.messages.Auth;
      await page.getByLabel(a.email, { exact: true }).fill(STAFF.email);
      await page.getByLabel(a.password, { exact: true }).fill(STAFF.password);
      await page.getByRole("main").getByRole("button", { name: a.signInButton, exact: true }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === asked);
      await expect(page.getByRole("heading", { level: 1, name: lang.messages.Admin.requests.title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang.locale);
    });

    test("a signed-in customer who signed in from the console's link still gets the 404 page", async ({ page }) => {
      const user = await createConfirmedUser({ locale: lang.locale });
      await page.goto(adminPath(lang, "/reviews"));
      const a = lang.messages.Auth;
      await page.getByLabel(a.email, { exact: true }).fill(user.email);
      await page.getByLabel(a.password, { exact: true }).fill(user.password);
      await page.getByRole("main").getByRole("button", { name: a.signInButton, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === adminPath(lang, "/reviews"));
      await expectNotFoundPage(page, lang);
      expect((await page.reload())?.status()).toBe(404);
    });

    test("an account whose email is not confirmed gets the 404 page, not the verification page", async ({ page, context, baseURL }) => {
      await signInUnverified(context, baseURL!);
      const response = await page.goto(adminPath(lang));
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, lang);
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

test("staff see the console with its own navigation, current section marked, and its own 404 for an id that names nothing", async ({ page, context, baseURL }) => {
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

  // An id that names nothing: the 404 inside the console's frame, with the way back.
  const missing = "00000000-0000-4000-8000-000000000000";
  for (const path of [`/requests/${missing}`, `/requests/${missing}/ticket`, `/customers/${missing}`]) {
    const notFound = await page.goto(adminPath(es, path));
    expect(notFound?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: es.messages.Admin.notFound.title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: es.messages.Admin.nav.label })).toBeVisible();
  }
  await page.getByRole("main").getByRole("link", { name: es.messages.Admin.notFound.back }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.messages.Admin.overview.title })).toBeVisible();
});
