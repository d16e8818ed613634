import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "@/supabase/local/auth/emails";
import { WRONG_CODES_PER_ADDRESS } from "@/supabase/local/auth/wrong-codes";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { uniqueEmail } from "./auth-helpers";

// An emailed code is six digits: without limits it was brute-forced in about
// 30 000 tries. The stack limits /verify per IP ([auth.rate_limit]
// token_verifications) and locks an address's code path after a few wrong
// ones, leaving its links working.

let stack: TestStack;
let limited: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  limited = await startTestStack({
    rateLimits: { signInsPerFiveMinutes: 100, emailsPerHour: 100, emailIntervalSeconds: 0, verificationsPerFiveMinutes: 3 },
  });
});
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

  it("wrong codes sent by anyone leave the address's emailed links working: a reset link, an invitation", async () => {
    const email = uniqueEmail("victim");
    const created = await stack.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true });
    expect(created.error).toBeNull();
    expect((await stack.anonClient().auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const resetToken = (await latestLinkToken(email))!;
    const invited = uniqueEmail("invited");
    expect((await stack.serviceClient().auth.admin.inviteUserByEmail(invited, { redirectTo: "http://localhost:3000/reset-password" })).error).toBeNull();
    const inviteToken = (await latestLinkToken(invited))!;

    for (const address of [email, invited]) {
      for (let i = 1; i <= WRONG_CODES_PER_ADDRESS + 1; i++) await verifyCode(stack, address, String(300000 + i));
    }
    const reset = await stack.anonClient().auth.verifyOtp({ type: "recovery", token_hash: resetToken });
    expect(reset.error, "the reset link still works").toBeNull();
    const invitation = await stack.anonClient().auth.verifyOtp({ type: "invite", token_hash: inviteToken });
    expect(invitation.error, "the invitation still works").toBeNull();
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
