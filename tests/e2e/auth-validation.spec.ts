import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };
import { AUTH_FORM_VALUES } from "@/lib/validation/auth";
import { toastWith } from "./helpers/auth-mail";
import { submitConfirmation } from "./helpers/confirm-email";
import { createConfirmedUser, createUnconfirmedUser } from "./helpers/supabase";
import { ownAddressPerTest } from "./helpers/public";

ownAddressPerTest();

// Each message appears for its bad input, as a toast
// (title and description), in English in the product's exact wording.

const signInButton = (page: Page, name = "Sign in") => page.getByRole("main").getByRole("button", { name, exact: true });

async function expectToast(page: Page, title: string, description: string) {
  const toast = toastWith(page, description).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}

test("sign-in and sign-up refuse bad input with their messages", async ({ page }) => {
  await page.goto("/auth");
  await signInButton(page).click();
  await expectToast(page, "Authentication error", "You must provide either an email or phone number and a password.");

  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("123456");
  await signInButton(page).click();
  await expectToast(page, "Invalid email", "Please enter a valid email address.");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email", { exact: true }).fill("a@b.co");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await signInButton(page).click();
  await expectToast(page, "Password too short", "Password must be at least 6 characters long.");

  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByLabel("Full name")).toHaveAttribute("maxlength", "100");
  await page.getByLabel("Full name").fill("  A  ");
  await page.getByLabel("Password", { exact: true }).fill("123456");
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Invalid name", "Please enter your full name (2 to 100 characters).");
});

// One error in one place: an empty sign-up names its first missing field
// inline and in the toast (not Supabase's "email or phone number" wording),
// and an error toast does not follow the visitor to the next page.
for (const [lang, m] of [["en", en], ["es", es]] as const) {
  test(`an empty sign-up says what is missing once, and its error stays on its page (${lang})`, async ({ page }) => {
    await page.goto(lang === "es" ? "/es/auth" : "/auth");
    await page.getByRole("button", { name: m.Auth.toSignUp }).click();
    await page.getByRole("main").getByRole("button", { name: m.Auth.signUpButton, exact: true }).click();
    const invalidName = m.Auth.invalidName.replace(/\{(\w+)\}/g, (_, name: keyof typeof AUTH_FORM_VALUES) => String(AUTH_FORM_VALUES[name]));
    await expectToast(page, m.Auth.invalidNameTitle, invalidName);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await expect(toastWith(page, m.Auth.missingCredentials)).toHaveCount(0);
    await expect(page.getByLabel(m.Auth.fullName, { exact: true })).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("link", { name: m.Auth.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.locator("[data-sonner-toast]"), "the sign-up's error is gone").toHaveCount(0);
  });
}

test("a wrong password is an authentication error, translated in Spanish", async ({ page }) => {
  const user = await createConfirmedUser();
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await signInButton(page).click();
  await expectToast(page, "Authentication error", "Invalid login credentials");
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto("/es/auth");
  await page.getByLabel(es.Auth.email, { exact: true }).fill(user.email);
  await page.getByLabel(es.Auth.password, { exact: true }).fill("wrong-password");
  await signInButton(page, es.Auth.signInButton).click();
  await expectToast(page, es.Auth.errorTitle, es.AuthErrors.invalid_credentials);
});

test("the Spanish form speaks Spanish", async ({ page }) => {
  await page.goto("/es/auth");
  await page.getByLabel(es.Auth.email, { exact: true }).fill("correo");
  await page.getByLabel(es.Auth.password, { exact: true }).fill("123456");
  await signInButton(page, es.Auth.signInButton).click();
  await expectToast(page, es.Auth.invalidEmailTitle, es.Auth.invalidEmail);
});

test("forgot password refuses a bad address (both languages)", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill("no spaces@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expectToast(page, "Invalid Email", "Please enter a valid email address.");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Check Your Email");

  await page.goto("/es/forgot-password");
  await page.getByRole("button", { name: es.Password.send }).click();
  await expectToast(page, es.Password.invalidEmailTitle, es.Password.invalidEmail);
});

test("forgot password gives the same answer for an unknown address", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill("nobody-at-all@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check Your Email");
  await expectToast(page, "Recovery email sent", "Check your email for a password reset link.");
});

test("verification-pending without an address: Email address missing", async ({ page }) => {
  await page.goto("/verification-pending");
  await expect(page.getByRole("main").getByRole("link", { name: "(512) 555-0147" })).toHaveAttribute("href", "tel:+15125550147");
  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expectToast(page, "Email address missing", "Please go back to the sign-up page and try again.");
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("verify-email without a valid link shows Verification Failed", async ({ page }) => {
  for (const query of ["", "?type=email_confirmation", "?token=abc", "?token=abc&type=signup"]) {
    await page.goto(`/verify-email${query}`);
    await expect(page.getByRole("heading", { level: 1 }), query).toHaveText("Verification Failed");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid verification link. Please try again or contact support.");
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact");

  // A link Supabase does not know, opened by someone who knows the password.
  const unconfirmed = await createUnconfirmedUser();
  await page.goto("/verify-email?token=not-a-real-token&type=email_confirmation");
  await page.getByRole("button", { name: "Confirm email" }).click();
  await expectToast(page, "Invalid email", "Please enter a valid email address.");
  await submitConfirmation(page, "en", unconfirmed.email, unconfirmed.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verification Failed");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Email link is invalid or has expired");

  await page.goto("/es/verify-email?token=not-a-real-token&type=email_confirmation");
  await submitConfirmation(page, "es", unconfirmed.email, unconfirmed.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.Verify.failedTitle);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(es.AuthErrors.otp_expired);
  await expect(page.getByRole("link", { name: es.Verify.contact })).toHaveAttribute("href", "/es/contact");
});

test("reset-password without a valid link shows the invalid view", async ({ page }) => {
  const invalid = "This password reset link is invalid or has expired. Please request a new password reset link.";
  for (const query of ["", "?type=recovery", "?token=abc", "?token=abc&type=signup"]) {
    await page.goto(`/reset-password${query}`);
    await expect(page.getByRole("main").getByRole("alert"), query).toHaveText(invalid);
  }
  // The refused page asks for a new link itself, in one step (auth-new-link.spec.ts sends one).
  await expect(page.getByRole("button", { name: en.NewLink.send })).toBeVisible();

  // A link of the right shape is checked when the new password is posted with it (opening it spends nothing).
  await page.goto("/es/reset-password?token=not-a-real-token&type=recovery");
  await page.getByLabel(es.Password.newPassword, { exact: true }).fill("Valid123@");
  await page.getByLabel(es.Password.confirmPassword, { exact: true }).fill("Valid123@");
  await page.getByRole("button", { name: es.Password.update }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.Password.invalidTitle);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(es.Password.invalidLink);
});
