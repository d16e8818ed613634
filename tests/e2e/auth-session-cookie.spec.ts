import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "./helpers/supabase";

// The cookies the server writes when someone signs in on /auth. The test site
// is plain http, so Secure is off here; tests/unit/auth-session-cookie.test.ts
// covers an https site.
test("signing in sets HttpOnly Lax session cookies that live 30 days, not 400, which no page script can read", async ({ page, context }) => {
  const user = await createConfirmedUser();
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  const signedInAt = Date.now() / 1000;
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const session = (await context.cookies()).filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name));
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) {
    expect(cookie.httpOnly, cookie.name).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBe(false);
    const days = (cookie.expires - signedInAt) / 86_400;
    expect(days, cookie.name).toBeGreaterThan(29.9);
    expect(days, cookie.name).toBeLessThan(30.1);
  }

  expect(await page.evaluate(() => document.cookie), "page scripts see no session").not.toMatch(/auth-token/);
  expect(await page.evaluate(() => document.cookie)).toContain("bytewise-signed-in=1");
  await page.goto("/about");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" }), "a static page still knows the visitor is signed in").toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain("bytewise-signed-in=1");
});
