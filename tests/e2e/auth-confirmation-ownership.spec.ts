import { expect, test } from "@playwright/test";
import { canSignIn, recoveryLinkByApi, signUpByApi } from "./helpers/auth-mail";
import { authTexts } from "./helpers/auth-texts";
import { submitConfirmation } from "./helpers/confirm-email";
import { createConfirmedUser, signInAs, uniqueEmail } from "./helpers/supabase";
import { ownAddressPerTest } from "./helpers/public";

ownAddressPerTest();

const sessionCookies = (cookies: { name: string; value: string }[]) =>
  cookies.filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name)).map(({ name, value }) => `${name}=${value}`);

// Confirming an address proves two things: the mailbox (the link) and the
// password (typed on /verify-email). Neither alone keeps or takes an account.
for (const lang of ["en", "es"] as const) {
  const text = authTexts[lang];

  test(`whoever signed up first with someone else's address cannot keep the account (${lang})`, async ({ page, baseURL }) => {
    const victim = uniqueEmail(`owner-${lang}`);
    await signUpByApi(baseURL!, victim, "Attacker1!", lang);
    // The owner signs up too; Supabase keeps the first password and resends the link.
    const ownLink = await signUpByApi(baseURL!, victim, "Owner123!", lang);

    await page.goto(ownLink);
    await submitConfirmation(page, lang, victim, "Owner123!");
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText(text.wrongPasswordTitle);
    expect(await canSignIn(victim, "Attacker1!"), "the address is still unconfirmed").toBe(false);

    await alert.getByRole("link", { name: text.resetPasswordLink }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/forgot-password$`));
    await page.goto(await recoveryLinkByApi(baseURL!, victim, lang));
    await page.getByLabel(text.newPassword, { exact: true }).fill("Owner123@");
    await page.getByLabel(text.confirmPassword, { exact: true }).fill("Owner123@");
    await page.getByRole("button", { name: text.update }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/auth$`), { timeout: 8000 });

    expect(await canSignIn(victim, "Owner123@"), "the owner's own password works").toBe(true);
    expect(await canSignIn(victim, "Attacker1!"), "the first sign-up's password is gone").toBe(false);
  });
}

test("opening someone else's confirmation link never signs you in as them", async ({ page, context, baseURL }) => {
  const customer = await createConfirmedUser({ fullName: "Carmen Ruiz" });
  await signInAs(context, baseURL!, customer.email, customer.password);
  const before = sessionCookies(await context.cookies());
  expect(before.length).toBeGreaterThan(0);

  // The attacker's own fresh account, whose link (and password) they hand over.
  const attacker = uniqueEmail("attacker");
  await page.goto(await signUpByApi(baseURL!, attacker, "Attacker1!"));
  await submitConfirmation(page, "en", attacker, "Attacker1!");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(authTexts.en.verifiedTitle);

  expect(sessionCookies(await context.cookies()), "the customer's own session is untouched").toEqual(before);
  await page.goto("/dashboard?tab=profile");
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue("Carmen Ruiz");
});
