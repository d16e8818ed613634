import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { canSignIn, mailLink, mailsFor, recoveryLinkByApi, signUpByApi, waitForMail } from "./helpers/auth-mail";
import { submitConfirmation } from "./helpers/confirm-email";
import { languages, ownAddressPerTest } from "./helpers/public";
import { createConfirmedUser, uniqueEmail } from "./helpers/supabase";
import { EMAIL_LINK_LIFETIME_HOURS } from "@/lib/rules/business-rules";

ownAddressPerTest();

// A page that refuses an emailed link (expired, used, or replaced by a newer
// one: Auth refuses each the same way) sends a new one in one step. The
// stale link here is one a later email replaced.
for (const lang of languages) {
  const m = lang.messages;
  const n = m.NewLink;
  const t = createTranslator({ locale: lang.locale, messages: m });
  const sentText = (email: string) => t("NewLink.sent", { email, hours: EMAIL_LINK_LIFETIME_HOURS });

  async function askForNewLink(page: Page, email: string) {
    const field = page.getByLabel(n.email, { exact: true });
    await field.fill("not an address");
    await page.getByRole("button", { name: n.send }).click();
    await expect(page.locator("form").getByText(n.invalidEmail)).toBeVisible();
    await field.fill(email);
    await page.getByRole("button", { name: n.send }).click();
    await expect(page.getByRole("status").filter({ hasText: n.sentTitle })).toHaveText(`${n.sentTitle}${sentText(email)}`);
  }

  test(`(${lang.locale}) a refused confirmation link offers a new one, which confirms the account`, async ({ page, baseURL }) => {
    const email = uniqueEmail("new-confirmation");
    const stale = await signUpByApi(baseURL!, email, "Signup123!", lang.locale);
    await signUpByApi(baseURL!, email, "Signup123!", lang.locale);
    await page.goto(stale);
    await submitConfirmation(page, lang.locale, email, "Signup123!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Verify.failedTitle);
    // The address typed in the form is already there: one click.
    await expect(page.getByLabel(n.email, { exact: true })).toHaveValue(email);
    const before = (await mailsFor(email)).length;
    await page.getByRole("button", { name: n.send }).click();
    await expect(page.getByRole("status").filter({ hasText: n.sentTitle })).toHaveText(`${n.sentTitle}${sentText(email)}`);

    const fresh = mailLink(await waitForMail(email, before + 1), "email_confirmation");
    expect(fresh).toContain(`${lang.prefix}/verify-email?`);
    await page.goto(fresh);
    await submitConfirmation(page, lang.locale, email, "Signup123!");
    await expect(page).toHaveURL((url) => url.pathname === `${lang.prefix}/dashboard`);
  });

  test(`(${lang.locale}) a refused reset link offers a new one, which sets the password; an unknown address gets the same answer`, async ({ page, baseURL }) => {
    const user = await createConfirmedUser({ password: "OldPass1!", locale: lang.locale });
    const stale = await recoveryLinkByApi(baseURL!, user.email, lang.locale);
    await recoveryLinkByApi(baseURL!, user.email, lang.locale);
    await page.goto(stale);
    await page.getByLabel(m.Password.newPassword, { exact: true }).fill("NewPass1!");
    await page.getByLabel(m.Password.confirmPassword, { exact: true }).fill("NewPass1!");
    await page.getByRole("button", { name: m.Password.update }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(m.Password.invalidLink);

    const before = (await mailsFor(user.email)).length;
    await askForNewLink(page, user.email);
    const fresh = mailLink(await waitForMail(user.email, before + 1), "recovery");
    expect(fresh).toContain(`${lang.prefix}/reset-password?`);
    await page.goto(fresh);
    await page.getByLabel(m.Password.newPassword, { exact: true }).fill("NewPass1!");
    await page.getByLabel(m.Password.confirmPassword, { exact: true }).fill("NewPass1!");
    await page.getByRole("button", { name: m.Password.update }).click();
    await expect.poll(() => canSignIn(user.email, "NewPass1!")).toBe(true);

    // Nobody learns whether an address has an account.
    const stranger = uniqueEmail("no-account");
    await page.goto(`${lang.prefix}/reset-password?type=invite`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(m.Password.inviteInvalidLink);
    await askForNewLink(page, stranger);
    expect(await mailsFor(stranger)).toEqual([]);
  });
}
