// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { appLink, authFetch, jwtParts, latestMail, uniqueEmail } from "./auth-helpers";

// auth.admin.inviteUserByEmail against a local stack over HTTP: the invite
// email, accepting it with verifyOtp, and the cases Supabase Auth refuses or
// re-sends. The per-address email interval is on (60 s) in this file, to show
// that invites skip it while sign-up confirmations do not.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({
    rateLimits: { signInsPerFiveMinutes: 100_000, emailsPerHour: 100_000, emailIntervalSeconds: 60, verificationsPerFiveMinutes: 100_000 },
  });
});
afterAll(() => stack?.stop());

const invite = (email: string, options: { data?: Record<string, unknown>; redirectTo?: string } = {}) =>
  stack.serviceClient().auth.admin.inviteUserByEmail(email, options);

describe("inviting a new address", () => {
  it("creates the user, emails a Spanish invite, and its link signs in, confirms the email and lets them set a password", async () => {
    const email = uniqueEmail("invite");
    const { data, error } = await invite(email, {
      data: { full_name: "Ana Pérez", locale: "es" },
      redirectTo: "http://localhost:3000/es/set-password",
    });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user).toMatchObject({ email, user_metadata: { full_name: "Ana Pérez", locale: "es" } });
    expect(user.invited_at).toEqual(expect.any(String));
    expect(user.confirmation_sent_at).toBe(user.invited_at);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]!.identity_data).toMatchObject({ email, email_verified: false });
    const profile = await stack.serviceClient().from("profiles").select("full_name, locale").eq("id", user.id).single();
    expect(profile.data).toEqual({ full_name: "Ana Pérez", locale: "es" });

    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Su cuenta de ByteWise está lista | ByteWise Tech Support");
    expect(mail.text).toContain("Hola, Ana Pérez:");
    expect(mail.text).toContain("Reservamos su cita por teléfono");
    expect(mail.text).toContain("Elegir mi contraseña [http://localhost:3000/es/set-password?token=");
    expect(mail.text).toContain("«¿Olvidó su contraseña?»");
    expect(mail.text).not.toContain("Set my password");
    const link = appLink(mail);
    expect(link.type).toBe("invite");
    expect(link.token).toMatch(/^[0-9a-f]{56}$/);

    const client = stack.anonClient();
    const verified = await client.auth.verifyOtp({ token_hash: link.token, type: "invite" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(verified.data.user?.user_metadata).toMatchObject({ email_verified: true, full_name: "Ana Pérez" });
    expect(jwtParts(verified.data.session!.access_token).payload.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);

    expect((await client.auth.updateUser({ password: "Inv1ted-Pass!" })).error).toBeNull();
    const signedIn = await stack.anonClient().auth.signInWithPassword({ email, password: "Inv1ted-Pass!" });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(user.id);

    const reused = await stack.anonClient().auth.verifyOtp({ token_hash: link.token, type: "invite" });
    expect(reused.error?.code).toBe("otp_expired");
    expect(reused.error?.status).toBe(403);
  });

  it("writes in English without a locale, and sends disallowed redirects to the site URL", async () => {
    const email = uniqueEmail("invite-en");
    expect((await invite(email, { redirectTo: "https://evil.example/steal" })).error).toBeNull();
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Your ByteWise account is ready | ByteWise Tech Support");
    expect(mail.text).toContain("Hi,");
    expect(mail.text).toContain("Set my password [http://localhost:3000?token=");
    expect(mail.text).toContain("“Forgot your password?”");
  });

  it("cannot sign the invited user in with a password before they choose one", async () => {
    const email = uniqueEmail("invite-nopass");
    await invite(email);
    const { error } = await stack.anonClient().auth.signInWithPassword({ email, password: "anything-at-all" });
    expect(error?.code).toBe("invalid_credentials");
  });

  it("lets a password reset stand in for an expired invitation: its link confirms the address and sets the password", async () => {
    const email = uniqueEmail("invite-reset");
    await invite(email);
    expect((await stack.anonClient().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const link = appLink(await latestMail(stack, email));
    expect(link.type).toBe("recovery");

    const client = stack.anonClient();
    const verified = await client.auth.verifyOtp({ token_hash: link.token, type: "recovery" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.updateUser({ password: "Res3t-Pass!" })).error).toBeNull();
    expect((await stack.anonClient().auth.signInWithPassword({ email, password: "Res3t-Pass!" })).error).toBeNull();
  });
});

describe("inviting an existing address", () => {
  it("refuses a confirmed user with 422 email_exists and sends nothing", async () => {
    const email = uniqueEmail("invite-taken");
    await stack.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true });
    const { data, error } = await invite(email, { data: { locale: "es" } });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("email_exists");
    expect(error?.message).toBe("A user with this email address has already been registered");
    expect(await stack.mailbox(email)).toHaveLength(0);
  });

  it("re-sends to an unconfirmed user created by admin.createUser: same id, metadata kept", async () => {
    const email = uniqueEmail("invite-admin");
    const created = await stack.serviceClient().auth.admin.createUser({ email, user_metadata: { full_name: "Bob", locale: "en" } });
    expect(created.error).toBeNull();
    const { data, error } = await invite(email, { data: { full_name: "Robert", locale: "es" } });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.data.user!.id);
    expect(data.user?.user_metadata).toEqual({ full_name: "Bob", locale: "en" });
    expect(data.user?.invited_at).toEqual(expect.any(String));
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Your ByteWise account is ready | ByteWise Tech Support");
    expect(mail.text).toContain("Hi Bob,");
    const { error: verifyError } = await stack.anonClient().auth.verifyOtp({ token_hash: appLink(mail).token, type: "invite" });
    expect(verifyError).toBeNull();
  });

  it("is not held back by the per-address interval that paces sign-up confirmations; the newest link wins", async () => {
    const email = uniqueEmail("invite-signup");
    expect((await stack.anonClient().auth.signUp({ email, password: "Passw0rd!" })).error).toBeNull();
    expect((await stack.anonClient().auth.resend({ type: "signup", email })).error?.code).toBe("over_email_send_rate_limit");
    expect((await invite(email)).error).toBeNull();
    const first = appLink(await latestMail(stack, email));
    expect((await invite(email)).error).toBeNull();
    const second = appLink(await latestMail(stack, email));
    expect(await stack.mailbox(email)).toHaveLength(3);
    expect(second.token).not.toBe(first.token);
    const stale = await stack.anonClient().auth.verifyOtp({ token_hash: first.token, type: "invite" });
    expect(stale.error?.code).toBe("otp_expired");
    expect((await stack.anonClient().auth.verifyOtp({ token_hash: second.token, type: "invite" })).error).toBeNull();
    expect((await stack.anonClient().auth.signInWithPassword({ email, password: "Passw0rd!" })).error).toBeNull();
  });
});

describe("who may invite, and what", () => {
  it("refuses the anon key (403 not_admin) and a missing token (401), creating nothing", async () => {
    const email = uniqueEmail("invite-anon");
    const { data, error } = await stack.anonClient().auth.admin.inviteUserByEmail(email);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe("not_admin");
    const bare = await authFetch(stack, "/invite", { body: { email } });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: "no_authorization" });
    expect(await stack.mailbox(email)).toHaveLength(0);
    const listed = await stack.serviceClient().auth.admin.listUsers({ perPage: 1000 });
    expect(listed.data.users.some((user) => user.email === email)).toBe(false);
  });

  it("answers 400 for a missing or malformed email and for non-object data", async () => {
    const call = (body: unknown) => authFetch(stack, "/invite", { body, bearer: stack.serviceRoleKey });
    for (const [body, code, message] of [
      [{}, "validation_failed", "An email address is required"],
      [{ email: "not-an-email" }, "validation_failed", "Unable to validate email address: invalid format"],
      [{ email: 42 }, "bad_json", expect.stringContaining("email")],
      [{ email: uniqueEmail("invite-bad"), data: ["x"] }, "bad_json", expect.stringContaining("data")],
    ] as const) {
      const res = await call(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code, message });
    }
    const sdk = await invite("");
    expect(sdk.error?.status).toBe(400);
    expect(sdk.error?.code).toBe("validation_failed");
  });
});
