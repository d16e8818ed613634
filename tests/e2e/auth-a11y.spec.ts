import { expect, test, type Page } from "@playwright/test";
import es from "@/messages/es.json" with { type: "json" };
import { recoveryLinkByApi, signUpByApi } from "./helpers/auth-mail";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { submitConfirmation } from "./helpers/confirm-email";
import { createConfirmedUser, serviceClient, uniqueEmail } from "./helpers/supabase";

// Axe on every auth screen and state, light and dark (issue 5). The theme is
// stored before each page loads: reloading a page whose link carries a
// one-time token would spend the token again.

async function check(page: Page, theme: "light" | "dark", heading: string) {
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expectNoSeriousA11yViolations(page);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(theme, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("bytewise-theme", value), theme);
    });

    test(`sign-in, sign-up, the verification alert and forgot password (${theme})`, async ({ page }) => {
      await page.goto("/auth");
      await check(page, theme, "Sign in");
      await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto("/forgot-password");
      await check(page, theme, "Forgot your password?");
      await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("axe-forgot"));
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Email");
      await expectNoSeriousA11yViolations(page);

      const email = uniqueEmail("axe-unverified");
      const { error } = await serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: false });
      expect(error).toBeNull();
      await page.goto("/es/auth");
      await page.getByLabel(es.Auth.email, { exact: true }).fill(email);
      await page.getByLabel(es.Auth.password, { exact: true }).fill("Passw0rd!");
      await page.getByRole("main").getByRole("button", { name: es.Auth.signInButton, exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert").filter({ hasText: es.Auth.verifyRequired })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test(`verification pages, both outcomes (${theme})`, async ({ page, baseURL }) => {
      const email = uniqueEmail("axe-pending");
      await page.goto("/es/verification-pending");
      await page.evaluate((address) => sessionStorage.setItem("bytewise-verification-email", address), email);
      await page.reload();
      await check(page, theme, es.Verify.pendingTitle);
      await expect(page.getByTestId("pending-email")).toHaveText(email);

      await page.goto("/es/verify-email");
      await check(page, theme, es.Verify.failedTitle);

      await page.goto(await signUpByApi(baseURL!, email, "Passw0rd!", "es"));
      await check(page, theme, es.Verify.confirmTitle);
      await submitConfirmation(page, "es", email, "Wrong-pass1");
      await expect(page.getByRole("main").getByRole("alert")).toContainText(es.Verify.wrongPasswordTitle);
      await expectNoSeriousA11yViolations(page);
      await submitConfirmation(page, "es", email, "Passw0rd!");
      await check(page, theme, es.Verify.successTitle);
    });

    test(`reset password, form and invalid link (${theme})`, async ({ page, baseURL }) => {
      await page.goto("/reset-password");
      await check(page, theme, "Link invalid or expired");

      const user = await createConfirmedUser();
      await page.goto(await recoveryLinkByApi(baseURL!, user.email));
      await check(page, theme, "Set a new password");
      await page.getByRole("button", { name: "Update password" }).click();
      await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectNoSeriousA11yViolations(page);
    });
  });
}
