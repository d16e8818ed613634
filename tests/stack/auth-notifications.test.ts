// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProjectAuthConfig } from "@/supabase/local/auth/project-config";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { appLink, latestMail, ssrClient, uniqueEmail } from "./auth-helpers";

// Supabase Auth's security notifications, configured in supabase/config.toml
// ([auth.email.notification.email_changed] and [...password_changed]) so a
// hosted project sends the same: the old address hears that the email
// changed, the account's address that the password changed, in the
// account's language.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, 240_000);
afterAll(() => stack?.stop());

async function signedIn(locale: "en" | "es") {
  const email = uniqueEmail("notice");
  const password = "Passw0rd!";
  const { error } = await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { locale, full_name: "Ana" } });
  if (error) throw error;
  const { client } = ssrClient(stack);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { email, password, client };
}

describe("security notifications", () => {
  it("are on in config.toml, each with its template", () => {
    const { notifications } = loadProjectAuthConfig();
    expect(notifications.email_changed?.contentPath).toMatch(/email_changed_notification\.html$/);
    expect(notifications.password_changed?.contentPath).toMatch(/password_changed_notification\.html$/);
  });

  for (const [locale, subject, says] of [
    ["en", "Your password was changed | ByteWise Tech Support", "was just changed"],
    ["es", "Su contraseña cambió | ByteWise Tech Support", "acaba de cambiar"],
  ] as const) {
    it(`a password change tells the account's address (${locale})`, async () => {
      const { email, password, client } = await signedIn(locale);
      expect((await client.auth.updateUser({ password: "N3w-passw0rd!", current_password: password })).error).toBeNull();
      const mail = await latestMail(stack, email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(says);
      expect(mail.text).toContain(email);
      expect(mail.links.filter((href) => href.includes("token="))).toEqual([]);
    });
  }

  for (const [locale, subject] of [
    ["en", "Your email address was changed | ByteWise Tech Support"],
    ["es", "Su dirección de correo cambió | ByteWise Tech Support"],
  ] as const) {
    it(`a completed email change tells the old address, naming both (${locale})`, async () => {
      const { email, client } = await signedIn(locale);
      const next = uniqueEmail("moved");
      expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: "http://localhost:3000/confirm-email-change" })).error).toBeNull();
      const [toCurrent, toNew] = [await latestMail(stack, email), await latestMail(stack, next)];
      expect((await stack.anonClient().auth.verifyOtp({ token_hash: appLink(toNew).token, type: "email_change" })).error).toBeNull();
      expect((await stack.mailbox(email)).length, "nothing yet after the first link").toBe(1);
      expect((await stack.anonClient().auth.verifyOtp({ token_hash: appLink(toCurrent).token, type: "email_change" })).error).toBeNull();
      const notice = await latestMail(stack, email);
      expect(notice.subject).toBe(subject);
      expect(notice.text).toContain(email);
      expect(notice.text).toContain(next);
      expect((await stack.mailbox(next)).length, "the new address gets no notice").toBe(1);
    });
  }
});
