// @module-tag local-stack
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "@/supabase/local/auth/emails";
import { WRONG_CODES_PER_ADDRESS } from "@/supabase/local/auth/wrong-codes";
import { WRONG_LINKS_PER_IP } from "@/supabase/local/auth/wrong-links";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { uniqueEmail } from "./auth-helpers";

// An emailed code is six digits, and a link's token hash is sha224(email +
// code): without limits either was brute-forced in a few thousand tries. The
// stack limits /verify per IP ([auth.rate_limit] token_verifications), locks
// an IP's link path after a handful of token hashes that match nothing, and
// locks an address's code path after a few wrong codes, voiding its links.

let stack: TestStack;
let limited: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  limited = await startTestStack({
    rateLimits: { signInsPerFiveMinutes: 100, emailsPerHour: 100, emailIntervalSeconds: 0, verificationsPerFiveMinutes: 3 },
  });
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  await limited?.stop();
});

/** An unconfirmed user whose emailed code is `code`, as the confirmation email would have set it. */
async function userWithCode(target: TestStack, code: string) {
  const email = uniqueEmail("code");
  const { data, error } = await target.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: false });
  if (error || !data.user) throw new Error(error?.message);
  const hash = tokenHash(email, code);
  await target.db.query("update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1", [data.user.id, hash]);
  await target.db.query(
    "insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, 'confirmation_token', $3, $4)",
    [randomUUID(), data.user.id, hash, email],
  );
  return email;
}

const verifyCode = (target: TestStack, email: string, token: string) =>
  target.anonClient().auth.verifyOtp({ type: "email", email, token });

describe("wrong emailed codes", () => {
  it("a few wrong codes leave the right one working", async () => {
    const email = await userWithCode(stack, "123456");
    for (let i = 1; i < WRONG_CODES_PER_ADDRESS; i++) {
      expect((await verifyCode(stack, email, String(100000 + i))).error?.code).toBe("otp_expired");
    }
    const { data, error } = await verifyCode(stack, email, "123456");
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it(`after ${WRONG_CODES_PER_ADDRESS} wrong codes the address's code path is locked, even for the right code`, async () => {
    const email = await userWithCode(stack, "654321");
    for (let i = 1; i <= WRONG_CODES_PER_ADDRESS; i++) {
      expect((await verifyCode(stack, email, String(200000 + i))).error?.code).toBe("otp_expired");
    }
    expect((await verifyCode(stack, email, "654321")).error).toMatchObject({ code: "over_request_rate_limit", status: 429 });
  });

  it("the wrong code that locks the code path voids the address's emailed links: a reset link, an invitation", async () => {
    const email = uniqueEmail("victim");
    const created = await stack.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true });
    expect(created.error).toBeNull();
    expect((await stack.anonClient().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const resetToken = (await latestLinkToken(email))!;
    const invited = uniqueEmail("invited");
    expect((await stack.serviceClient().auth.admin.inviteUserByEmail(invited, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const inviteToken = (await latestLinkToken(invited))!;

    for (const address of [email, invited]) {
      for (let i = 1; i < WRONG_CODES_PER_ADDRESS; i++) await verifyCode(stack, address, String(300000 + i));
    }
    const before = await stack.anonClient().auth.verifyOtp({ type: "recovery", token_hash: resetToken });
    expect(before.error, "one wrong code short of the lock, the reset link still works").toBeNull();
    for (const address of [email, invited]) await verifyCode(stack, address, "399999");
    const invitation = await stack.anonClient().auth.verifyOtp({ type: "invite", token_hash: inviteToken });
    expect(invitation.error?.code, "the invitation is void").toBe("otp_expired");
    expect((await stack.anonClient().auth.resetPasswordForEmail(invited, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const fresh = (await latestLinkToken(invited))!;
    expect(fresh).not.toBe(inviteToken);
    expect((await stack.anonClient().auth.verifyOtp({ type: "recovery", token_hash: fresh })).error, "a new link works").toBeNull();
  });
});

/** The token of the newest emailed link to `to`. */
async function latestLinkToken(to: string) {
  const [mail] = await stack.mailbox(to);
  const href = mail?.links.find((link) => /[?&]token=/.test(link) && !link.includes("/auth/v1/verify"));
  return href ? new URL(href).searchParams.get("token") : null;
}

describe("verification requests per IP", () => {
  it("are refused with 429 past token_verifications in five minutes, links and codes alike", async () => {
    const email = await userWithCode(limited, "111111");
    for (let i = 0; i < 3; i++) {
      const { error } = await limited.anonClient().auth.verifyOtp({ type: "email", token_hash: `not-a-hash-${i}` });
      expect(error?.code).toBe("otp_expired");
    }
    expect((await verifyCode(limited, email, "111111")).error).toMatchObject({ code: "over_request_rate_limit", status: 429 });
    const link = await fetch(`${limited.url}/auth/v1/verify?token=whatever&type=signup`, { redirect: "manual" });
    expect(link.status).toBe(429);
  });

  it("default to config.toml's token_verifications", async () => {
    const { loadProjectAuthConfig } = await import("@/supabase/local/auth/project-config");
    expect(loadProjectAuthConfig().tokenVerificationsPerFiveMinutes).toBe(30);
  });
});

// Last in the file: the first test locks 127.0.0.1 out of `stack`'s link path.
describe("guessing a link's token hash", () => {
  let proxied: TestStack;
  beforeAll(async () => {
    proxied = await startTestStack({ trustedProxyHeader: "x-forwarded-for" });
  }, 240_000);
  afterAll(async () => {
    await proxied?.stop();
  });

  /** A reset requested for a new account: its email, and the token hash of the link it was sent. */
  async function victim(target: TestStack) {
    const email = uniqueEmail("victim");
    expect((await target.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true })).error).toBeNull();
    expect((await target.anonClient().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const [mail] = await target.mailbox(email);
    const link = mail!.links.find((href) => /[?&]token=/.test(href) && !href.includes("/auth/v1/verify"))!;
    return { email, token: new URL(link).searchParams.get("token")! };
  }

  /** POST /auth/v1/verify as an attacker would send it, token hash candidates built as Auth builds them. */
  const guess = (target: TestStack, tokenHashValue: string, headers: Record<string, string> = {}) =>
    fetch(`${target.url}/auth/v1/verify`, {
      method: "POST",
      headers: { apikey: target.anonKey, "content-type": "application/json", "x-supabase-api-version": "2024-01-01", ...headers },
      body: JSON.stringify({ type: "recovery", token_hash: tokenHashValue }),
    });

  it(`300 guesses from one address: a handful (${WRONG_LINKS_PER_IP}) are answered, the rest get 429 over_request_rate_limit, a forged X-Forwarded-For changes nothing`, async () => {
    const { email, token } = await victim(stack);
    const statuses: number[] = [];
    for (let code = 0; code < 300; code++) {
      const candidate = tokenHash(email, String(code).padStart(6, "0"));
      if (candidate === token) continue;
      const res = await guess(stack, candidate, { "x-forwarded-for": `198.51.100.${code % 250}` });
      statuses.push(res.status);
      if (res.status === 429) expect(await res.json()).toMatchObject({ code: "over_request_rate_limit" });
    }
    // The link the test before voided counted already, so at most the handful are answered.
    const answered = statuses.indexOf(429);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(WRONG_LINKS_PER_IP);
    expect(statuses.slice(0, answered).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(answered).every((status) => status === 429)).toBe(true);
    expect((await guess(stack, token)).status, "the right hash too, from that address").toBe(429);
    const link = await fetch(`${stack.url}/auth/v1/verify?token=${token}&type=recovery`, { redirect: "manual" });
    expect(link.status, "the link form too").toBe(429);
  });

  it("behind a trusted proxy each client address is counted apart, and the victim's link still works from theirs", async () => {
    const { email, token } = await victim(proxied);
    for (let code = 0; code < 300; code++) {
      const res = await guess(proxied, tokenHash(email, String(code).padStart(6, "0")), { "x-forwarded-for": "203.0.113.66" });
      if (code >= WRONG_LINKS_PER_IP) expect(res.status).toBe(429);
    }
    const opened = await guess(proxied, token, { "x-forwarded-for": "203.0.113.7" });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { user: { email: string } }).user.email).toBe(email);
  });
});
