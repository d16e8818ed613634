import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "./helpers/supabase";

// Sign-in honours `redirect` only for same-site relative paths; every
// open-redirect attempt lands on /dashboard (issue 5).
const cases: [string, string][] = [
  ["/service-request", "/service-request"],
  ["/es/book-appointment?service=network-setup", "/es/book-appointment?service=network-setup"],
  ["//evil.com", "/dashboard"],
  ["/\\evil.com", "/dashboard"],
  ["https://evil.com", "/dashboard"],
  ["javascript:alert(1)", "/dashboard"],
  ["%2F%2Fevil.com", "/dashboard"],
  ["/.//evil.com", "/dashboard"],
];

for (const [target, expected] of cases) {
  test(`sign-in with redirect=${target} lands on ${expected}`, async ({ page, baseURL }) => {
    const site = new URL(baseURL!).host;
    const user = await createConfirmedUser();
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL((url) => url.host === site && `${url.pathname}${url.search}` === expected);
  });
}

test("signed in in Spanish with an open redirect: the Spanish dashboard", async ({ page }) => {
  const user = await createConfirmedUser({ locale: "es" });
  await page.goto("/es/auth?redirect=https%3A%2F%2Fevil.com");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(user.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(user.password);
  await page.getByRole("main").getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/es/dashboard");
});
