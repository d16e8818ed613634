import { expect, test, type Page } from "@playwright/test";
import { hasSessionCookie, mailLink, mailsFor, toastWith, waitForMail } from "./helpers/auth-mail";
import { authTexts } from "./helpers/auth-texts";
import { submitConfirmation } from "./helpers/confirm-email";
import { uniqueEmail } from "./helpers/supabase";
import { ownAddressPerTest } from "./helpers/public";

ownAddressPerTest();

const password = "Secret123";

async function signIn(page: Page, text: (typeof authTexts)["en" | "es"], email: string) {
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: text.signIn, exact: true }).click();
}

// Issue 5's journey, in both languages: sign up, the pending page, resends,
// the refused sign-in, the emailed link confirmed with the password, which
// signs in and goes where the visitor was going when they signed up (the
// dashboard in English; in Spanish, the booking of the service they started
// from), sign-out, sign-in again and sign-out.
for (const lang of ["en", "es"] as const) {
  const text = authTexts[lang];
  test(`sign up, confirm by email, sign in and out (${lang})`, async ({ page, context }) => {
    const email = uniqueEmail(`journey-${lang}`);
    const target = lang === "es" ? "/es/book-appointment?service=data-recovery" : null;
    await page.goto(`${text.prefix}/auth${target ? `?redirect=${encodeURIComponent(target)}` : ""}`);
    await page.getByRole("button", { name: text.toSignUp }).click();
    await page.getByLabel(text.fullName, { exact: true }).fill("Rosa Díaz");
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: text.create }).click();

    await expect(page).toHaveURL(new RegExp(`${text.prefix}/verification-pending$`));
    expect(page.url()).not.toContain(encodeURIComponent(email));
    await expect(page.getByTestId("pending-email")).toHaveText(email);
    const first = await waitForMail(email);
    expect(first.subject).toMatch(text.confirmSubject);
    expect(mailLink(first, "email_confirmation")).toContain(`${text.prefix}/verify-email?token=`);

    await page.getByRole("button", { name: text.pendingResend }).click();
    await expect(toastWith(page, text.pendingResent)).toBeVisible();
    await waitForMail(email, 2);

    await page.goto(`${text.prefix}/auth`);
    await signIn(page, text, email);
    const alert = page.getByRole("main").getByRole("alert").filter({ hasText: text.verifyRequired });
    await expect(alert).toBeVisible();
    expect(await hasSessionCookie(context)).toBe(false);
    await page.getByLabel(text.email, { exact: true }).fill("");
    await alert.getByRole("button", { name: text.alertResend }).click();
    await expect(toastWith(page, text.emailRequired)).toContainText(text.emailRequiredText);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await alert.getByRole("button", { name: text.alertResend }).click();
    await expect(toastWith(page, text.resent)).toBeVisible();
    const latest = await waitForMail(email, 3);
    expect(latest.subject).toMatch(text.confirmSubject);

    await page.goto(mailLink(latest, "email_confirmation"));
    await expect(page.getByLabel(text.email, { exact: true }), "the address is known on the device that signed up").toHaveValue(email);
    expect(await hasSessionCookie(context), "opening the link signs nobody in").toBe(false);
    await submitConfirmation(page, lang, email, password);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === (target ?? "/dashboard"));
    expect(await hasSessionCookie(context), "the right password signs in").toBe(true);
    if (!target) await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.greeting.replace("{name}", "Rosa Díaz"));
    expect((await mailsFor(email)).length).toBe(3);

    await page.getByRole("banner").getByRole("button", { name: text.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/auth$`));
    await expect.poll(() => hasSessionCookie(context)).toBe(false);
    await signIn(page, text, email);
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/dashboard$`));
    expect(await hasSessionCookie(context)).toBe(true);

    await page.getByRole("banner").getByRole("button", { name: text.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/auth$`));
    await expect.poll(() => hasSessionCookie(context)).toBe(false);
    await page.goto(`${text.prefix}/dashboard`);
    await expect(page).toHaveURL(/\/auth\?redirect=/);
  });
}
