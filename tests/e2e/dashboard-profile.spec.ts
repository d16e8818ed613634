import { expect, test } from "@playwright/test";
import { canSignIn, mailsFor, recoveryLinkByApi } from "./helpers/auth-mail";
import { at, expectToast } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";
import { PROFILE_LIMITS } from "@/lib/validation/profile";
import { fill } from "./helpers/admin";

for (const lang of languages) {
  const m = lang.messages;
  const p = m.Dashboard.profile;

  test.describe(`profile (${lang.locale})`, () => {
    test("edits persist and the greeting uses the new name; a taken username is refused", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale, fullName: "Old Name" });
      const taken = `taken_${Date.now().toString(36)}`;
      const other = await createConfirmedUser();
      const { error } = await serviceClient().from("profiles").update({ username: taken }).eq("id", other.id);
      expect(error).toBeNull();

      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/dashboard?tab=profile"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Dashboard.greeting.replace("{name}", "Old Name"));
      await expect(page.getByRole("tab", { name: m.Dashboard.tabs.profile })).toHaveAttribute("aria-selected", "true");

      const email = page.getByLabel(p.email, { exact: true });
      await expect(email).toHaveValue(user.email);
      await expect(email).toHaveAttribute("readonly", "");
      await expect(page.getByText(p.emailNote)).toBeVisible();

      const name = page.getByLabel(p.fullName, { exact: true });
      const username = page.getByLabel(p.username, { exact: true });
      const save = page.getByRole("button", { name: p.save });

      await name.fill("A");
      await username.fill("no spaces");
      await save.click();
      await expect(page.locator("#profile-full-name-error")).toHaveText(fill(p.errors.nameTooShort, PROFILE_LIMITS));
      await expect(page.locator("#profile-username-error")).toHaveText(p.errors.usernameInvalid);

      await name.fill("Lucía Fernández");
      await username.fill(taken.toUpperCase());
      await save.click();
      await expectToast(page, p.errorTitle, p.errors.usernameTaken);
      await expect(page.locator("#profile-username-error")).toHaveText(p.errors.usernameTaken);

      const mine = `lucia_${Date.now().toString(36)}`;
      await username.fill(mine);
      await save.click();
      await expectToast(page, p.updated.title, p.updated.description);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Dashboard.greeting.replace("{name}", "Lucía Fernández"));

      await page.reload();
      await expect(page.getByLabel(p.fullName, { exact: true })).toHaveValue("Lucía Fernández");
      await expect(page.getByLabel(p.username, { exact: true })).toHaveValue(mine);
      const { data } = await serviceClient().from("profiles").select("full_name, username").eq("id", user.id).single();
      expect(data).toEqual({ full_name: "Lucía Fernández", username: mine });
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
