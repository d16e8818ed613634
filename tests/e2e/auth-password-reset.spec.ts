import { expect, test, type Page } from "@playwright/test";
import { canSignIn, hasSessionCookie, mailLink, recoveryLinkByApi, toastWith, waitForMail } from "./helpers/auth-mail";
import { authTexts } from "./helpers/auth-texts";
import { createConfirmedUser, signInAs } from "./helpers/supabase";

async function tryPassword(page: Page, text: (typeof authTexts)["en" | "es"], password: string, confirm = password) {
  await page.getByLabel(text.newPassword, { exact: true }).fill(password);
  await page.getByLabel(text.confirmPassword, { exact: true }).fill(confirm);
  await page.getByRole("button", { name: text.update }).click();
}

// Issue 5: forgot password -> "Check Your Email" -> the emailed link -> every
// reset rule refused with its message -> reset -> /auth after 2 s -> only the
// new password works. The email is in the language stored at sign-up.
for (const lang of ["en", "es"] as const) {
  const text = authTexts[lang];
  test(`forgot and reset password (${lang})`, async ({ page, context }) => {
    const user = await createConfirmedUser({ password: "OldPass1!", locale: lang });
    await page.goto(`${text.prefix}/forgot-password`);
    await page.getByLabel(text.forgotEmail, { exact: true }).fill(`  ${user.email}  `);
    await page.getByRole("button", { name: text.sendReset }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.checkEmail);
    await expect(toastWith(page, text.recoverySent)).toBeVisible();
    await page.getByRole("button", { name: text.tryAgain }).click();
    await expect(page.getByRole("button", { name: text.sendReset })).toBeVisible();

    const mail = await waitForMail(user.email);
    expect(mail.subject).toMatch(text.recoverySubject);
    const link = mailLink(mail, "recovery");
    expect(link).toContain(`${text.prefix}/reset-password?token=`);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.resetTitle);
    const refusals: [string, string, readonly [string, string]][] = [
      ["Ab1@xyz", "Ab1@xyz", text.tooShort],
      ["abcdefg1@", "abcdefg1@", text.requirements],
      ["ABCDEFG1@", "ABCDEFG1@", text.requirements],
      ["Abcdefgh@", "Abcdefgh@", text.requirements],
      ["Abcdefgh1", "Abcdefgh1", text.requirements],
      ["Abcdefg1@#", "Abcdefg1@#", text.requirements],
      ["NewPass1@", "NewPass1!", text.mismatch],
    ];
    for (const [password, confirm, [title, description]] of refusals) {
      await tryPassword(page, text, password, confirm);
      const toast = toastWith(page, description).last();
      await expect(toast, password).toBeVisible();
      await expect(toast).toContainText(title);
    }
    expect(await canSignIn(user.email, "OldPass1!"), "nothing changed yet").toBe(true);

    const submittedAt = Date.now();
    await tryPassword(page, text, "NewPass1@");
    const [doneTitle, doneText] = text.resetDone;
    await expect(toastWith(page, doneText)).toContainText(doneTitle);
    await expect(page).toHaveURL(/\/reset-password\?/);
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/auth$`), { timeout: 8000 });
    expect(Date.now() - submittedAt, "the redirect waits 2 s after the update").toBeGreaterThanOrEqual(2000);
    expect(await hasSessionCookie(context), "the recovery session is signed out").toBe(false);
    expect(await canSignIn(user.email, "NewPass1@")).toBe(true);
    expect(await canSignIn(user.email, "OldPass1!")).toBe(false);

    await page.goto(link);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.invalidReset);
  });
}

// A session that did not come from a fresh reset link (a borrowed laptop, a
// stolen cookie) cannot change the password: the form is opened by a real
// link, then the browser's session is swapped for a password sign-in before
// the submit. Nothing changes and the visitor is told to request a new link.
for (const lang of ["en", "es"] as const) {
  const text = authTexts[lang];
  test(`a password session cannot change the password (${lang})`, async ({ page, context, baseURL }) => {
    const user = await createConfirmedUser({ password: "OldPass1!", locale: lang });
    await page.goto(await recoveryLinkByApi(baseURL!, user.email, lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.resetTitle);

    await context.clearCookies();
    await signInAs(context, baseURL!, user.email, "OldPass1!");
    await tryPassword(page, text, "Hijack1@x");
    await expect(toastWith(page, text.reauthenticationNeeded)).toContainText(text.resetFailedTitle);
    expect(await canSignIn(user.email, "OldPass1!"), "the old password still works").toBe(true);
    expect(await canSignIn(user.email, "Hijack1@x")).toBe(false);
  });
}
