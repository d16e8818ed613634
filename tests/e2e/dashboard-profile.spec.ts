import { expect, test } from "@playwright/test";
import { createTranslator } from "next-intl";
import { canSignIn, mailLink, mailsFor, recoveryLinkByApi, waitForMail } from "./helpers/auth-mail";
import { at, expectToast } from "./helpers/dashboard";
import { ownAddressPerTest, languages, uniqueIp } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs, uniqueEmail } from "./helpers/supabase";
import { EMAIL_LINK_LIFETIME_HOURS } from "@/lib/rules/business-rules";
import { PROFILE_LIMITS } from "@/lib/validation/profile";
import { fill } from "./helpers/admin";

ownAddressPerTest();

for (const lang of languages) {
  const m = lang.messages;
  const p = m.Dashboard.profile;

  test.describe(`profile (${lang.locale})`, () => {
    test("edits persist and the greeting uses the new name; the profile has no username", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale, fullName: "Old Name" });
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=profile"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Dashboard.greeting.replace("{name}", "Old Name"));
      await expect(page.getByRole("tab", { name: m.Dashboard.tabs.profile })).toHaveAttribute("aria-selected", "true");

      const email = page.getByLabel(p.email, { exact: true });
      await expect(email).toHaveValue(user.email);
      await expect(email).toHaveAttribute("readonly", "");
      await expect(page.getByText(p.emailNote)).toBeVisible();
      await expect(page.locator("#profile-username")).toHaveCount(0);

      const name = page.getByLabel(p.fullName, { exact: true });
      const save = page.getByRole("button", { name: p.save });
      await name.fill("A");
      await save.click();
      await expect(page.locator("#profile-full-name-error")).toHaveText(fill(p.errors.nameTooShort, PROFILE_LIMITS));

      await name.fill("Lucía Fernández");
      await save.click();
      await expectToast(page, p.updated.title, p.updated.description);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Dashboard.greeting.replace("{name}", "Lucía Fernández"));

      await page.reload();
      await expect(page.getByLabel(p.fullName, { exact: true })).toHaveValue("Lucía Fernández");
      const { data } = await serviceClient().from("profiles").select("full_name").eq("id", user.id).single();
      expect(data).toEqual({ full_name: "Lucía Fernández" });
    });

    test("the email address changes once the links sent to both addresses are opened, the new one signs in, and other sessions end", async ({ page, context, browser, baseURL }) => {
      const c = p.changeEmail;
      const user = await createConfirmedUser({ locale: lang.locale, password: "Moving123!" });
      const taken = await createConfirmedUser();
      const next = uniqueEmail("moved");
      await signInAs(context, baseURL!, user.email, user.password);
      const elsewhere = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
      await signInAs(elsewhere, baseURL!, user.email, user.password);
      const other = await elsewhere.newPage();
      await other.goto(at(lang, "/dashboard?tab=profile"));
      await expect(other.getByLabel(p.email, { exact: true })).toHaveValue(user.email);
      await page.goto(at(lang, "/dashboard?tab=profile"));
      const field = page.getByLabel(c.label, { exact: true });
      const send = page.getByRole("button", { name: c.send });

      for (const [value, error] of [["not an address", c.errors.invalidEmail], [user.email.toUpperCase(), c.errors.same], [taken.email, c.errors.taken]] as const) {
        await field.fill(value);
        await send.click();
        await expect(page.locator("#profile-new-email-error")).toHaveText(error);
      }
      expect(await mailsFor(user.email)).toEqual([]);

      await field.fill(next);
      await send.click();
      await expectToast(page, c.sent.title, fill(c.sent.description, { current: user.email, next }));
      const pending = page.getByRole("alert").filter({ hasText: c.pending.title });
      const t = createTranslator({ locale: lang.locale, messages: lang.messages });
      await expect(pending).toContainText(t("Dashboard.profile.changeEmail.pending.description", { current: user.email, next, hours: EMAIL_LINK_LIFETIME_HOURS }));
      await expect(page.getByLabel(p.email, { exact: true })).toHaveValue(user.email);

      const subject = lang.locale === "es" ? "Confirme su nueva dirección de correo | ByteWise Tech Support" : "Confirm your new email address | ByteWise Tech Support";
      const [toCurrent, toNew] = [await waitForMail(user.email), await waitForMail(next)];
      for (const mail of [toCurrent, toNew]) expect(mail.subject).toBe(subject);

      // Opening a link spends nothing: a mail scanner's visit changes no address.
      const e = m.EmailChange;
      await page.goto(mailLink(toNew, "email_change"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.title);
      await page.reload();
      await page.getByRole("button", { name: e.confirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.halfTitle);
      await expect(page.getByRole("status")).toHaveText(e.half);
      expect(await canSignIn(next, "Moving123!")).toBe(false);

      await page.goto(mailLink(toCurrent, "email_change"));
      await page.getByRole("button", { name: e.confirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.doneTitle);
      await expect(page.getByRole("status")).toHaveText(fill(e.done, { email: next }));
      await page.getByRole("link", { name: e.toProfile }).click();
      await expect(page.getByLabel(p.email, { exact: true })).toHaveValue(next);
      await expect(page.getByRole("alert").filter({ hasText: c.pending.title })).toHaveCount(0);
      expect(await canSignIn(next, "Moving123!")).toBe(true);
      expect(await canSignIn(user.email, "Moving123!")).toBe(false);

      // The browser that confirmed the change stays signed in; every other session of the account ends.
      await page.reload();
      await expect(page.getByLabel(p.email, { exact: true })).toHaveValue(next);
      await other.goto(at(lang, "/dashboard?tab=profile"));
      await expect(other).toHaveURL((url) => url.pathname === `${lang.prefix}/auth`);
      await elsewhere.close();

      await page.goto(mailLink(toCurrent, "email_change"));
      await page.getByRole("button", { name: e.confirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.invalidTitle);
    });

    test("phone and the language of the emails: a bad phone is refused, and the next email speaks the language chosen", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale, fullName: "Rosa Díaz" });
      const other = lang.locale === "en" ? "es" : "en";
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=profile"));
      const phone = page.getByLabel(p.phone, { exact: true });
      const language = page.getByLabel(p.locale, { exact: true });
      await expect(language).toHaveValue(lang.locale);

      await phone.fill("call me");
      await page.getByRole("button", { name: p.save }).click();
      await expect(page.locator("#profile-phone-error")).toHaveText(p.errors.phoneInvalid);

      await phone.fill("(512) 555-0199");
      await language.selectOption(other);
      await page.getByRole("button", { name: p.save }).click();
      await expectToast(page, p.updated.title, p.updated.description);
      const { data } = await serviceClient().from("profiles").select("phone, locale").eq("id", user.id).single();
      expect(data).toEqual({ phone: "(512) 555-0199", locale: other });
      await page.reload();
      await expect(page.getByLabel(p.phone, { exact: true })).toHaveValue("(512) 555-0199");
      await expect(page.getByLabel(p.locale, { exact: true })).toHaveValue(other);

      // Supabase Auth's emails follow too: the reset email comes in the language chosen.
      await recoveryLinkByApi(baseURL!, user.email, lang.locale);
      const [mail] = await mailsFor(user.email);
      expect(mail!.subject).toMatch(other === "es" ? /^Restablezca su contraseña/ : /^Reset your password/);
    });

    test("the password changes only with the current one, and the new one signs in", async ({ page, context, baseURL }) => {
      const pw = p.password;
      const user = await createConfirmedUser({ locale: lang.locale, password: "Before123!" });
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=profile"));
      const current = page.getByLabel(pw.current, { exact: true });
      const next = page.getByLabel(pw.password, { exact: true });
      const confirm = page.getByLabel(pw.confirm, { exact: true });
      const change = page.getByRole("button", { name: pw.save });

      await next.fill("After123@");
      await confirm.fill("After123@");
      await change.click();
      await expect(page.locator("#password-current-error")).toHaveText(pw.errors.currentMissing);

      await current.fill("Guess123!");
      await change.click();
      await expect(page.locator("#password-current-error")).toHaveText(pw.errors.currentWrong);
      await expect(current).toBeFocused();
      expect(await canSignIn(user.email, "After123@")).toBe(false);

      await current.fill("Before123!");
      await change.click();
      await expectToast(page, pw.changed.title, pw.changed.description);
      await expect(current).toHaveValue("");
      expect(await canSignIn(user.email, "After123@")).toBe(true);
      expect(await canSignIn(user.email, "Before123!")).toBe(false);
      await page.reload();
      await expect(page.getByRole("tab", { name: m.Dashboard.tabs.profile }), "this session stays signed in").toBeVisible();
    });

    test("email preferences: each switch saves at once and survives a reload", async ({ page, context, baseURL }) => {
      const e = p.emailPreferences;
      const user = await createConfirmedUser({ locale: lang.locale });
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=profile"));
      const reminders = page.getByRole("switch", { name: e.reminders.label });
      const invitations = page.getByRole("switch", { name: e.reviewInvitations.label });
      await expect(reminders).toHaveAccessibleDescription(e.reminders.description);
      await expect(reminders).toBeChecked();
      await expect(invitations).toBeChecked();

      await reminders.click();
      await expectToast(page, e.savedTitle, e.reminders.off);
      await expect(reminders).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole("switch", { name: e.reminders.label })).not.toBeChecked();
      await expect(page.getByRole("switch", { name: e.reviewInvitations.label })).toBeChecked();
      const stored = async () =>
        (await serviceClient().from("profiles").select("email_reminders, email_review_invitations").eq("id", user.id).single()).data;
      expect(await stored()).toEqual({ email_reminders: false, email_review_invitations: true });

      await page.getByRole("switch", { name: e.reviewInvitations.label }).click();
      await expectToast(page, e.savedTitle, e.reviewInvitations.off);
      await page.getByRole("switch", { name: e.reminders.label }).click();
      await expectToast(page, e.savedTitle, e.reminders.on);
      await expect.poll(stored).toEqual({ email_reminders: true, email_review_invitations: false });
    });
  });
}

test("the emails' language follows the pages a customer opens until they choose one in the profile", async ({ page, context, baseURL }) => {
  const [en, es] = languages;
  const user = await createConfirmedUser({ locale: "en" });
  const stored = async () => (await serviceClient().from("profiles").select("locale").eq("id", user.id).single()).data?.locale;
  await signInAs(context, baseURL!, user.email, user.password);

  await page.goto(at(es!, "/dashboard?tab=profile"));
  const language = page.getByLabel(es!.messages.Dashboard.profile.locale, { exact: true });
  await expect(language).toHaveValue("es");
  expect(await stored()).toBe("es");
  await recoveryLinkByApi(baseURL!, user.email, "en");
  expect((await mailsFor(user.email))[0]!.subject).toMatch(/^Restablezca su contraseña/);

  await language.selectOption("en");
  await page.getByRole("button", { name: es!.messages.Dashboard.profile.save }).click();
  await expectToast(page, es!.messages.Dashboard.profile.updated.title, es!.messages.Dashboard.profile.updated.description);
  await page.goto(at(es!, "/dashboard?tab=profile"));
  await expect(page.getByLabel(es!.messages.Dashboard.profile.locale, { exact: true })).toHaveValue("en");
  expect(await stored()).toBe("en");
  await page.goto(at(en!, "/dashboard"));
  await page.goto(at(es!, "/dashboard"));
  expect(await stored()).toBe("en");
});
