import { expect, test, type Page } from "@playwright/test";
import es from "@/messages/es.json" with { type: "json" };
import { mailLink, recoveryLinkByApi, signUpByApi, waitForMail } from "./helpers/auth-mail";
import { expectNoSeriousA11yViolations, type Theme } from "./helpers/axe";
import { submitConfirmation } from "./helpers/confirm-email";
import { createConfirmedUser, serviceClient, signInAs, uniqueEmail } from "./helpers/supabase";
import { ownAddressPerTest } from "./helpers/public";

ownAddressPerTest();

// Axe on every auth screen and state, the screens spread over both themes
// (the forms share their parts, and public-a11y covers every theme and
// language). The theme is stored before each page loads: reloading a page
// whose link carries a one-time token would spend the token again.

async function check(page: Page, theme: Theme, heading: string) {
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expectNoSeriousA11yViolations(page);
}

async function storeTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem("bytewise-theme", value), theme);
}

test("sign-in, sign-up, the verification alert and forgot password (light)", async ({ page }) => {
  await storeTheme(page, "light");
  await page.goto("/auth");
  await check(page, "light", "Sign in");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/forgot-password");
  await check(page, "light", "Forgot your password?");
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

test("verification pages, both outcomes (dark)", async ({ page, baseURL }) => {
  await storeTheme(page, "dark");
  const email = uniqueEmail("axe-pending");
  await page.goto("/es/verification-pending");
  await page.evaluate((address) => sessionStorage.setItem("bytewise-verification-email", address), email);
  await page.reload();
  await check(page, "dark", es.Verify.pendingTitle);
  await expect(page.getByTestId("pending-email")).toHaveText(email);

  await page.goto("/es/verify-email");
  await check(page, "dark", es.Verify.failedTitle);

  await page.goto(await signUpByApi(baseURL!, email, "Passw0rd!", "es"));
  await check(page, "dark", es.Verify.confirmTitle);
  await submitConfirmation(page, "es", email, "Wrong-pass1");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(es.Verify.wrongPasswordTitle);
  await expectNoSeriousA11yViolations(page);
  // The right password confirms and signs in: the dashboard greets the new customer.
  await submitConfirmation(page, "es", email, "Passw0rd!");
  await check(page, "dark", es.Dashboard.greeting.replace("{name}", "Axe Tester"));
});

test("reset password, form and invalid link (dark)", async ({ page, baseURL }) => {
  await storeTheme(page, "dark");
  await page.goto("/reset-password");
  await check(page, "dark", "Link invalid or expired");

  const user = await createConfirmedUser();
  await page.goto(await recoveryLinkByApi(baseURL!, user.email));
  await check(page, "dark", "Set a new password");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
});

test("email change confirmation: the button, one of two, and an unusable link (light)", async ({ page, context, baseURL }) => {
  await storeTheme(page, "light");
  await page.goto("/es/confirm-email-change");
  await check(page, "light", es.EmailChange.invalidTitle);

  const user = await createConfirmedUser({ locale: "es" });
  await signInAs(context, baseURL!, user.email, user.password);
  await page.goto("/es/dashboard?tab=profile");
  await page.getByLabel(es.Dashboard.profile.changeEmail.label, { exact: true }).fill(uniqueEmail("axe-moved"));
  await page.getByRole("button", { name: es.Dashboard.profile.changeEmail.send }).click();
  await expect(page.getByRole("alert").filter({ hasText: es.Dashboard.profile.changeEmail.pending.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(mailLink(await waitForMail(user.email), "email_change"));
  await check(page, "light", es.EmailChange.title);
  await page.getByRole("button", { name: es.EmailChange.confirm }).click();
  await check(page, "light", es.EmailChange.halfTitle);
});
