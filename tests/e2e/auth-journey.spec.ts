import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, applyTheme } from "./helpers/axe";
import { createConfirmedUser, stackUrl, uniqueEmail } from "./helpers/supabase";

interface Mail {
  subject: string;
  links: string[];
}

async function latestMail(email: string): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      const response = await fetch(`${stackUrl()}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
      mails = (await response.json()) as Mail[];
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails[0]!;
}

async function fillAuth(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

for (const lang of [
  { prefix: "", signUp: "Don't have an account? Sign up", name: "Full name", email: "Email", password: "Password", create: "Create account", signIn: "Sign in", verified: "Email Verified!", verifyAlert: "Please verify your email before signing in.", subject: /Confirm your email/, signOut: "Sign out" },
  { prefix: "/es", signUp: "¿No tiene cuenta? Regístrese", name: "Nombre completo", email: "Correo electrónico", password: "Contraseña", create: "Crear cuenta", signIn: "Iniciar sesión", verified: "¡Correo verificado!", verifyAlert: "Verifique su correo antes de iniciar sesión.", subject: /Confirma tu correo/, signOut: "Cerrar sesión" },
]) {
  test(`sign up, verify by email, sign in and out (${lang.prefix || "/en"})`, async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto(`${lang.prefix}/auth`);
    await page.getByRole("button", { name: lang.signUp }).click();
    await fillAuth(page, { [lang.name]: "Rosa Díaz", [lang.email]: email, [lang.password]: "Secret123" });
    await page.getByRole("button", { name: lang.create }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/verification-pending$`));
    await expect(page.getByTestId("pending-email")).toHaveText(email);

    const mail = await latestMail(email);
    expect(mail.subject).toMatch(lang.subject);
    const link = mail.links.find((href) => href.includes("type=email_confirmation"));
    expect(link).toBeTruthy();

    await page.goto(`${lang.prefix}/auth`);
    await fillAuth(page, { [lang.email]: email, [lang.password]: "Secret123" });
    await page.getByRole("main").getByRole("button", { name: lang.signIn, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: lang.verifyAlert })).toBeVisible();

    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.verified);

    await page.context().clearCookies();
    await page.goto(`${lang.prefix}/auth`);
    await fillAuth(page, { [lang.email]: email, [lang.password]: "Secret123" });
    await page.getByRole("main").getByRole("button", { name: lang.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard`));

    await page.getByRole("banner").getByRole("button", { name: lang.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/auth$`));
    await page.goto(`${lang.prefix}/dashboard`);
    await expect(page).toHaveURL(/\/auth\?redirect=/);
  });
}

test("validation messages appear for bad input", async ({ page }) => {
  await page.goto("/auth");
  await fillAuth(page, { Email: "not-an-email", Password: "123456" });
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
  await fillAuth(page, { Email: "a@b.co", Password: "12345" });
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Password must be at least 6 characters long.").first()).toBeVisible();
});

test("a safe redirect is honoured and open redirects land on /dashboard", async ({ page }) => {
  const user = await createConfirmedUser();
  for (const [target, expected] of [
    ["/service-request", /\/service-request$/],
    ["//evil.com", /localhost:\d+\/dashboard/],
    ["/\\evil.com", /localhost:\d+\/dashboard/],
    ["https://evil.com", /localhost:\d+\/dashboard/],
    ["javascript:alert(1)", /localhost:\d+\/dashboard/],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
    await fillAuth(page, { Email: user.email, Password: user.password });
    await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page, target).toHaveURL(expected);
  }
});

test("verify-email without a valid token shows the failure view", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verification Failed");
  await expect(page.getByText("Invalid verification link. Please try again or contact support.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact");
  await page.goto("/verify-email?token=bogus&type=email_confirmation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verification Failed");
});

test("verification-pending without an address says so on resend", async ({ page }) => {
  await page.goto("/verification-pending");
  await page.getByRole("button", { name: "Resend Verification Email" }).click();
  await expect(page.getByText("Please go back to the sign-up page and try again.")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`auth screens have no serious axe violations (${theme})`, async ({ page }) => {
    for (const path of ["/auth", "/es/verification-pending", "/verify-email"]) {
      await page.goto(path);
      await applyTheme(page, theme);
      await expectNoSeriousA11yViolations(page);
    }
  });
}
