import { createClient } from "@supabase/supabase-js";
import { expect, test } from "@playwright/test";
import ws from "ws";
import { LOCAL_ANON_KEY } from "@/supabase/local/keys";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { createConfirmedUser, stackUrl } from "./helpers/supabase";

async function recoveryLink(email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${stackUrl()}/mailbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
      link = mails.flatMap((mail) => mail.links).find((href) => href.includes("type=recovery"));
      return !!link;
    })
    .toBe(true);
  return link!;
}

const canSignIn = async (email: string, password: string) => {
  const client = createClient(stackUrl(), LOCAL_ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  return !(await client.auth.signInWithPassword({ email, password })).error;
};

test("forgot password, emailed link, every reset rule, then only the new password works", async ({ page }) => {
  const user = await createConfirmedUser({ password: "OldPass1!" });
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

  await page.goto(await recoveryLink(user.email));
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  const attempts: [string, string, string][] = [
    ["Ab1@", "Ab1@", "Password must be at least 8 characters long."],
    ["abcdefg1@", "abcdefg1@", "Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character."],
    ["NewPass1@", "NewPass1!", "Please make sure your passwords match."],
  ];
  for (const [password, confirm, message] of attempts) {
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(confirm);
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText(message).first()).toBeVisible();
  }
  await page.getByLabel("New password", { exact: true }).fill("NewPass1@");
  await page.getByLabel("Confirm new password").fill("NewPass1@");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("You can now sign in with your new password.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
  expect(await canSignIn(user.email, "NewPass1@")).toBe(true);
  expect(await canSignIn(user.email, "OldPass1!")).toBe(false);
});

test("reset-password without a valid token shows the invalid view (Spanish too)", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
  await page.goto("/es/reset-password?token=bogus&type=recovery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enlace no válido o vencido");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/es/forgot-password");
  await expectNoSeriousA11yViolations(page);
});
