// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { appLink, authFetch, jwtParts, latestMail, ssrClient, uniqueEmail } from "./auth-helpers";

// Password changes, password recovery, sign-out, refresh-token reuse and the
// admin API, through supabase-js against a local stack over HTTP.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

async function confirmedUser(metadata: Record<string, unknown> = {}) {
  const email = uniqueEmail("account");
  const password = "Passw0rd!";
  const { data, error } = await stack.serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (error) throw error;
  return { id: data.user!.id, email, password };
}

async function signedIn(metadata: Record<string, unknown> = {}) {
  const user = await confirmedUser(metadata);
  const client = stack.anonClient();
  const { data, error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return { ...user, client, session: data.session! };
}

describe("updateUser", () => {
  it("changes the password and metadata, refusing the same or a weak password", async () => {
    const { client, email } = await signedIn();
    const same = await client.auth.updateUser({ password: "Passw0rd!", current_password: "Passw0rd!" });
    expect(same.error?.code).toBe("same_password");
    expect(same.error?.status).toBe(422);
    const weak = await client.auth.updateUser({ password: "abc", current_password: "Passw0rd!" });
    expect(weak.error?.code).toBe("weak_password");
    const { data, error } = await client.auth.updateUser({ password: "N3w-Passw0rd!", current_password: "Passw0rd!", data: { full_name: "New Name" } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe("New Name");
    const old = await stack.anonClient().auth.signInWithPassword({ email, password: "Passw0rd!" });
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await stack.anonClient().auth.signInWithPassword({ email, password: "N3w-Passw0rd!" });
    expect(fresh.error).toBeNull();
  });

  it("ends the user's other sessions on a password change and keeps the current one", async () => {
    const { client, email, password } = await signedIn();
    const other = stack.anonClient();
    await other.auth.signInWithPassword({ email, password });
    await client.auth.updateUser({ password: "An0ther-Pass!", current_password: password });
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
  });
});

describe("password recovery", () => {
  it("emails a reset link whose verifyOtp session may set a new password; the old one stops working", async () => {
    const { email, password } = await confirmedUser({ locale: "en", full_name: "Rita" });
    const supabase = stack.anonClient();
    const sent = await supabase.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset-password" });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({});
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Reset your password | ByteWise Tech Support");
    expect(mail.text).toContain("Reset my password [http://localhost:3000/reset-password?token=");
    const link = appLink(mail);
    expect(link.type).toBe("recovery");

    const { data, error } = await supabase.auth.verifyOtp({ token_hash: link.token, type: "recovery" });
    expect(error).toBeNull();
    expect(jwtParts(data.session!.access_token).payload.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);
    expect((await supabase.auth.updateUser({ password: "Rec0vered!Pass" })).error).toBeNull();

    expect((await stack.anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
    expect((await stack.anonClient().auth.signInWithPassword({ email, password: "Rec0vered!Pass" })).error).toBeNull();
    const reused = await stack.anonClient().auth.verifyOtp({ token_hash: link.token, type: "recovery" });
    expect(reused.error?.code).toBe("otp_expired");
  });

  it("works the same with @supabase/ssr, whose reset link carries a PKCE token", async () => {
    const { email } = await confirmedUser();
    const { client } = ssrClient(stack);
    await client.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset-password" });
    const link = appLink(await latestMail(stack, email));
    expect(link.token).toMatch(/^pkce_/);
    expect((await client.auth.verifyOtp({ token_hash: link.token, type: "recovery" })).error).toBeNull();
    expect((await client.auth.updateUser({ password: "Ssr-Rec0vered!" })).error).toBeNull();
    expect((await stack.anonClient().auth.signInWithPassword({ email, password: "Ssr-Rec0vered!" })).error).toBeNull();
  });

  it("sends the reset email in Spanish to a Spanish-speaking customer", async () => {
    const { email } = await confirmedUser({ locale: "es" });
    await stack.anonClient().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/es/reset-password" });
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe("Restablezca su contraseña | ByteWise Tech Support");
    expect(mail.text).toContain("Restablecer mi contraseña [http://localhost:3000/es/reset-password?token=");
  });

  it("answers 200 {} for an address without an account and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const { data, error } = await stack.anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await stack.mailbox(email)).toHaveLength(0);
  });

  it("resends the sign-up confirmation to an unconfirmed address only", async () => {
    const email = uniqueEmail("resend");
    await stack.anonClient().auth.signUp({ email, password: "Passw0rd!" });
    const { error } = await stack.anonClient().auth.resend({ type: "signup", email });
    expect(error).toBeNull();
    expect(await stack.mailbox(email)).toHaveLength(2);
    const { email: confirmed } = await confirmedUser();
    expect((await stack.anonClient().auth.resend({ type: "signup", email: confirmed })).error).toBeNull();
    expect(await stack.mailbox(confirmed)).toHaveLength(0);
  });
});

describe("sign-out and refresh tokens", () => {
  it("signOut ends the session: its token no longer reads the user", async () => {
    const { client, session } = await signedIn();
    expect((await client.auth.signOut()).error).toBeNull();
    const res = await authFetch(stack, "/user", { bearer: session.access_token });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "session_not_found" });
    const refresh = await authFetch(stack, "/token?grant_type=refresh_token", { body: { refresh_token: session.refresh_token } });
    expect(refresh.status).toBe(400);
  });

  it("signOut({ scope: 'local' }) keeps the user's other sessions", async () => {
    const { client, email, password } = await signedIn();
    const other = stack.anonClient();
    await other.auth.signInWithPassword({ email, password });
    await client.auth.signOut({ scope: "local" });
    expect((await other.auth.getUser()).error).toBeNull();
  });

  it("signOut({ scope: 'others' }) ends every other session and keeps this one", async () => {
    const { client, email, password } = await signedIn();
    const other = stack.anonClient();
    const { data } = await other.auth.signInWithPassword({ email, password });
    expect((await client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const res = await authFetch(stack, "/user", { bearer: data.session!.access_token });
    expect(await res.json()).toMatchObject({ code: "session_not_found" });
    const refresh = await authFetch(stack, "/token?grant_type=refresh_token", { body: { refresh_token: data.session!.refresh_token } });
    expect(refresh.status).toBe(400);
  });

  it("returns the same child for a just-used refresh token, and refuses reuse after the interval", async () => {
    const { session } = await signedIn();
    const refresh = (token: string) => authFetch(stack, "/token?grant_type=refresh_token", { body: { refresh_token: token } });
    const second = await (await refresh(session.refresh_token)).json();
    const retried = await (await refresh(session.refresh_token)).json();
    expect(retried.refresh_token).toBe(second.refresh_token);
    const third = await (await refresh(second.refresh_token)).json();
    await stack.db.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1", [
      session.refresh_token,
    ]);
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });
    const { rows } = await stack.db.query<{ revoked: boolean }>("select revoked from auth.refresh_tokens where token = $1", [
      third.refresh_token,
    ]);
    expect(rows[0]?.revoked).toBe(true);
  });
});

describe("admin API", () => {
  it("puts app_metadata set by updateUserById into the next access token", async () => {
    const { client, id } = await signedIn();
    const admin = stack.serviceClient().auth.admin;
    const { data, error } = await admin.updateUserById(id, { app_metadata: { role: "staff" } });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"], role: "staff" });
    const { data: refreshed } = await client.auth.refreshSession();
    expect(jwtParts(refreshed.session!.access_token).payload.app_metadata).toMatchObject({ role: "staff" });
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims.app_metadata?.role).toBe("staff");
  });

  it("creates, reads, lists and deletes users", async () => {
    const admin = stack.serviceClient().auth.admin;
    const email = uniqueEmail("admin");
    const created = await admin.createUser({ email, password: "Passw0rd!", app_metadata: { role: "staff" } });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    expect(created.data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"], role: "staff" });
    const duplicate = await admin.createUser({ email, password: "Passw0rd!" });
    expect(duplicate.error?.code).toBe("email_exists");
    const id = created.data.user!.id;
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const confirmed = await admin.updateUserById(id, { email_confirm: true, user_metadata: { full_name: "Staff" } });
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();

    const total = Number((await stack.db.query<{ n: number }>("select count(*)::int as n from auth.users")).rows[0]!.n);
    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect(page.data).toMatchObject({ total, nextPage: 2, aud: "authenticated" });
    const raw = await authFetch(stack, "/admin/users?page=2&per_page=1", { bearer: stack.serviceRoleKey });
    expect(raw.headers.get("x-total-count")).toBe(String(total));
    expect(raw.headers.get("link")).toBe(
      `</admin/users?page=3&per_page=1>; rel="next", </admin/users?page=${total}&per_page=1>; rel="last"`,
    );

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.code).toBe("user_not_found");
  });

  it("refuses anything but a service_role token", async () => {
    const { session } = await signedIn();
    const asUser = await authFetch(stack, "/admin/users", { bearer: session.access_token });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ code: "not_admin", message: "User not allowed" });
    const asAnon = await authFetch(stack, "/admin/users", { bearer: stack.anonKey });
    expect(asAnon.status).toBe(403);
    const noToken = await authFetch(stack, "/admin/users");
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ code: "no_authorization" });
  });
});
