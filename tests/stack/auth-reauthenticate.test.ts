import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { latestMail, uniqueEmail } from "./auth-helpers";

// supabase/config.toml turns secure_password_change on: a password change from
// a session older than 24 hours needs the code /reauthenticate emails, as
// hosted Supabase Auth applies the setting.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

async function signedIn(locale: "en" | "es" = "en") {
  const email = uniqueEmail("reauth");
  const password = "Passw0rd!";
  const { data, error } = await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { locale } });
  if (error || !data.user) throw new Error(error?.message);
  const client = stack.anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, email, client };
}

const ageSessions = (userId: string) =>
  stack.db.query("update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1", [userId]);

const canSignIn = async (email: string, password: string) => !(await stack.anonClient().auth.signInWithPassword({ email, password })).error;

describe("secure_password_change", () => {
  it("lets a session younger than 24 hours change the password without a code", async () => {
    const { email, client } = await signedIn();
    expect((await client.auth.updateUser({ password: "Fresh123!" })).error).toBeNull();
    expect(await canSignIn(email, "Fresh123!")).toBe(true);
  });

  it("asks an older session for reauthentication, and takes only the emailed code, once", async () => {
    const { id, email, client } = await signedIn();
    await ageSessions(id);
    const refused = await client.auth.updateUser({ password: "Stolen123!" });
    expect(refused.error).toMatchObject({ code: "reauthentication_needed", status: 400 });

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Your confirmation code | ByteWise Tech Support");
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();

    const wrong = await client.auth.updateUser({ password: "Stolen123!", nonce: code === "000000" ? "111111" : "000000" });
    expect(wrong.error).toMatchObject({ code: "reauthentication_not_valid", status: 400 });
    expect(await canSignIn(email, "Stolen123!")).toBe(false);

    expect((await client.auth.updateUser({ password: "Owner1234!", nonce: code })).error).toBeNull();
    expect(await canSignIn(email, "Owner1234!")).toBe(true);
    const reused = await client.auth.updateUser({ password: "Again1234!", nonce: code });
    expect(reused.error?.code).toBe("reauthentication_not_valid");
  });

  it("emails the code in the account's language", async () => {
    const { id, email, client } = await signedIn("es");
    await ageSessions(id);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Su código de confirmación | ByteWise Tech Support");
    expect(mail.text).toContain("Para cambiar la contraseña");
  });
});
