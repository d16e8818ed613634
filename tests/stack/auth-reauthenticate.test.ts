// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { latestMail, uniqueEmail } from "./auth-helpers";

// The guards on a password change, as hosted Supabase Auth applies them with
// the deployment's settings: secure_password_change (supabase/config.toml) —
// a session older than 24 hours needs the code /reauthenticate emails — and
// "Require current password when updating" — a password session must send
// the current password; a session opened by an emailed link need not.

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
    expect((await client.auth.updateUser({ password: "Fresh123!", current_password: "Passw0rd!" })).error).toBeNull();
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

    expect((await client.auth.updateUser({ password: "Owner1234!", nonce: code, current_password: "Passw0rd!" })).error).toBeNull();
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

describe("require current password", () => {
  it("refuses a minute-old password session without the current password, and a wrong one", async () => {
    const { email, client } = await signedIn();
    const bare = await client.auth.updateUser({ password: "Hijack123!" });
    expect(bare.error).toMatchObject({ code: "current_password_required", status: 400 });
    const wrong = await client.auth.updateUser({ password: "Hijack123!", current_password: "Guess1234!" });
    expect(wrong.error).toMatchObject({ code: "current_password_invalid", status: 400 });
    expect(await canSignIn(email, "Hijack123!")).toBe(false);
    expect(await canSignIn(email, "Passw0rd!")).toBe(true);

    const { data } = await client.auth.getSession();
    const raw = await fetch(`${stack.url}/auth/v1/user`, {
      method: "PUT",
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${data.session!.access_token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ password: "Hijack123!" }),
    });
    expect(raw.status, "the bare Auth API refuses it too").toBe(400);
    expect(await canSignIn(email, "Hijack123!")).toBe(false);

    expect((await client.auth.updateUser({ password: "Owner5678!", current_password: "Passw0rd!" })).error).toBeNull();
    expect(await canSignIn(email, "Owner5678!")).toBe(true);
  });

  it("lets a session opened by a reset link set the password without the old one", async () => {
    const { email } = await signedIn();
    expect((await stack.anonClient().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const token = new URL((await latestMail(stack, email)).links.find((href) => href.includes("token="))!).searchParams.get("token")!;
    const link = stack.anonClient();
    expect((await link.auth.verifyOtp({ token_hash: token, type: "recovery" })).error).toBeNull();
    expect((await link.auth.updateUser({ password: "Reset1234!" })).error).toBeNull();
    expect(await canSignIn(email, "Reset1234!")).toBe(true);
  });
});
