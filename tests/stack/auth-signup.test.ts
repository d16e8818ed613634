// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { appLink, authFetch, jwtParts, latestMail, ssrClient, uniqueEmail } from "./auth-helpers";

// Sign-up with email confirmation, through supabase-js and @supabase/ssr
// against a local stack over HTTP.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const password = "Passw0rd!";

describe("sign-up (implicit flow, supabase-js)", () => {
  it("creates an unconfirmed user, refuses sign-in with email_not_confirmed, and the emailed link confirms", async () => {
    const supabase = stack.anonClient();
    const email = uniqueEmail("signup");
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: "Ana Pérez", locale: "en" }, emailRedirectTo: "http://localhost:3000/verify-email" },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Ana Pérez", locale: "en", email, email_verified: false, sub: data.user!.id },
      is_anonymous: false,
    });
    expect(data.user!.confirmation_sent_at).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.identities).toHaveLength(1);

    const refused = await supabase.auth.signInWithPassword({ email, password });
    expect(refused.error?.code).toBe("email_not_confirmed");
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.message).toBe("Email not confirmed");
    const wrong = await supabase.auth.signInWithPassword({ email, password: "wrong-password" });
    expect(wrong.error?.code).toBe("invalid_credentials");
    expect(wrong.error?.message).toBe("Invalid login credentials");

    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Confirm your email | ByteWise Tech Support");
    expect(mail.html).toContain("ByteWise Tech Support");
    expect(mail.html).toContain("Hi Ana Pérez,");
    expect(mail.text).toContain("Confirm my email [http://localhost:3000/verify-email?token=");
    const link = appLink(mail);
    expect(`${link.url.origin}${link.url.pathname}`).toBe("http://localhost:3000/verify-email");
    expect(link.type).toBe("email_confirmation");
    expect(link.token).toMatch(/^[0-9a-f]{56}$/);

    const verified = await supabase.auth.verifyOtp({ token_hash: link.token, type: "email" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.user_metadata.email_verified).toBe(true);

    const again = await supabase.auth.verifyOtp({ token_hash: link.token, type: "email" });
    expect(again.error?.code).toBe("otp_expired");
    expect(again.error?.status).toBe(403);
    expect(again.error?.message).toBe("Email link is invalid or has expired");

    const signedIn = await supabase.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.last_sign_in_at).toBeTruthy();
  });

  it("answers a repeated sign-up of a confirmed address with a look-alike user and sends nothing", async () => {
    const email = uniqueEmail("repeat");
    const { data: created } = await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
    const { data, error } = await stack.anonClient().auth.signUp({ email, password: "Other123!" });
    expect(error).toBeNull();
    expect(data.user?.id).not.toBe(created.user!.id);
    expect(data.user?.identities).toEqual([]);
    expect(await stack.mailbox(email)).toHaveLength(0);
  });

  it("sends the confirmation again to an address that signs up twice before confirming", async () => {
    const email = uniqueEmail("twice");
    const first = await stack.anonClient().auth.signUp({ email, password });
    const second = await stack.anonClient().auth.signUp({ email, password });
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const mails = await stack.mailbox(email);
    expect(mails).toHaveLength(2);
    expect(appLink(mails[1]!).token).not.toBe(appLink(mails[0]!).token);
    const stale = await stack.anonClient().auth.verifyOtp({ token_hash: appLink(mails[1]!).token, type: "email" });
    expect(stale.error?.code).toBe("otp_expired");
  });

  it("stores a bcrypt hash at the stack's cost, and an account hashed at Supabase's cost 10 (the seed's) still signs in", async () => {
    const email = uniqueEmail("hash");
    expect((await stack.anonClient().auth.signUp({ email, password })).error).toBeNull();
    const { rows } = await stack.db.query<{ encrypted_password: string }>("select encrypted_password from auth.users where email = $1", [email]);
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[ab]\$04\$/);
    const seeded = await stack.anonClient().auth.signInWithPassword({ email: "customer@bytewise.test", password: "Customer123!" });
    expect(seeded.error).toBeNull();
  });

  it("refuses weak and missing passwords with Supabase's codes", async () => {
    const weak = await stack.anonClient().auth.signUp({ email: uniqueEmail("weak"), password: "12345" });
    expect(weak.error?.code).toBe("weak_password");
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.message).toBe("Password should be at least 6 characters.");
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(["length"]);
    const res = await authFetch(stack, "/signup", { body: { email: uniqueEmail("empty"), password: "" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed" });
  });

  it("falls back to the site URL for a redirect_to that is not allow-listed", async () => {
    const email = uniqueEmail("redirect");
    await stack.anonClient().auth.signUp({ email, password, options: { emailRedirectTo: "https://evil.example/steal" } });
    expect(appLink(await latestMail(stack, email)).url.origin).toBe("http://localhost:3000");
  });

  it("writes the email in Spanish for a person who signed up in Spanish", async () => {
    const email = uniqueEmail("es");
    await stack.anonClient().auth.signUp({
      email,
      password,
      options: { data: { full_name: "Lucía", locale: "es" }, emailRedirectTo: "http://localhost:3000/es/verify-email" },
    });
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Confirme su correo | ByteWise Tech Support");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Hola, Lucía:");
    expect(mail.text).toContain("Confirmar mi correo [http://localhost:3000/es/verify-email?token=");
    expect(mail.text).not.toContain("Confirm my email");
  });
});

describe("sign-up with PKCE (@supabase/ssr)", () => {
  it("confirms through the app's token-hash link with verifyOtp", async () => {
    const { client } = ssrClient(stack);
    const email = uniqueEmail("pkce-otp");
    const { error } = await client.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: "http://localhost:3000/verify-email" },
    });
    expect(error).toBeNull();
    const { token } = appLink(await latestMail(stack, email));
    expect(token).toMatch(/^pkce_[0-9a-f]{56}$/);
    const { data, error: verifyError } = await client.auth.verifyOtp({ token_hash: token, type: "email" });
    expect(verifyError).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("confirms through the Auth API link: 303 with ?code=, then exchangeCodeForSession", async () => {
    const { client } = ssrClient(stack);
    const email = uniqueEmail("pkce-code");
    await client.auth.signUp({ email, password, options: { emailRedirectTo: "http://localhost:3000/auth/callback" } });
    const res = await fetch(await verifyLink(email), { redirect: "manual" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/auth/callback");
    const code = location.searchParams.get("code")!;
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const reused = await client.auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();
  });

  it("refuses a code exchange with the wrong verifier (bad_code_verifier) or an unknown code (flow_state_not_found)", async () => {
    const { client } = ssrClient(stack);
    const email = uniqueEmail("pkce-bad");
    await client.auth.signUp({ email, password, options: { emailRedirectTo: "http://localhost:3000/auth/callback" } });
    const res = await fetch(await verifyLink(email), { redirect: "manual" });
    const code = new URL(res.headers.get("location")!).searchParams.get("code")!;
    const wrong = await authFetch(stack, "/token?grant_type=pkce", { body: { auth_code: code, code_verifier: "x".repeat(50) } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "bad_code_verifier" });
    const unknown = await authFetch(stack, "/token?grant_type=pkce", {
      body: { auth_code: crypto.randomUUID(), code_verifier: "x".repeat(50) },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "flow_state_not_found" });
  });
});

describe("sessions and tokens", () => {
  it("signs ES256 access tokens with Supabase's claims that getClaims() verifies against the JWKS", async () => {
    const supabase = stack.anonClient();
    const email = uniqueEmail("claims");
    await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { locale: "es" } });
    const { data } = await supabase.auth.signInWithPassword({ email, password });
    const session = data.session!;
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBeGreaterThan(3590);
    expect(session.expires_at).toBe(jwtParts(session.access_token).payload.exp);
    const { header, payload } = jwtParts(session.access_token);
    expect(header).toEqual({ alg: "ES256", kid: "local-dev-es256-1", typ: "JWT" });
    expect(payload).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: data.user!.id,
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      aal: "aal1",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { locale: "es" },
      is_anonymous: false,
    });
    expect(payload.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);

    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(data.user!.id);
    const jwks = await (await authFetch(stack, "/.well-known/jwks.json")).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(header.kid);

    const { data: user } = await supabase.auth.getUser();
    expect(user.user?.email).toBe(email);
  });

  it("rotates refresh tokens", async () => {
    const supabase = stack.anonClient();
    const email = uniqueEmail("rotate");
    await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
    const { data } = await supabase.auth.signInWithPassword({ email, password });
    const first = data.session!.refresh_token;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(first);
    expect(jwtParts(refreshed.data.session!.access_token).payload.session_id).toBe(
      jwtParts(data.session!.access_token).payload.session_id,
    );
    const unknown = await authFetch(stack, "/token?grant_type=refresh_token", { body: { refresh_token: "nope" } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });
});

/** The Auth API's own verify link of the newest email (the template's ConfirmationURL). */
async function verifyLink(email: string): Promise<string> {
  const { rows } = await stack.db.query<{ token: string }>(
    "select confirmation_token as token from auth.users where email = $1",
    [email],
  );
  return `${stack.url}/auth/v1/verify?token=${rows[0]!.token}&type=signup&redirect_to=http://localhost:3000/auth/callback`;
}
