// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { authFetch, uniqueEmail } from "./auth-helpers";

// Wire details supabase-js relies on (error shapes, JWKS, redirects) and the
// rate limits, on a stack with tight limits: 4 sign-ins per 5 minutes, 5
// emails per hour, 60 s between two emails to one address.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ rateLimits: { signInsPerFiveMinutes: 4, emailsPerHour: 5, emailIntervalSeconds: 60 } });
});
afterAll(() => stack?.stop());

describe("error format", () => {
  it("answers {code, message} and echoes the version header when the client sends X-Supabase-Api-Version", async () => {
    const res = await authFetch(stack, "/user");
    expect(res.status).toBe(401);
    expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await res.json()).toEqual({ code: "no_authorization", message: "This endpoint requires a valid Bearer token" });
  });

  it("answers the legacy {code: <status>, error_code, msg} without it", async () => {
    const res = await authFetch(stack, "/user", { apiVersion: null });
    expect(res.headers.get("x-supabase-api-version")).toBeNull();
    expect(res.headers.get("x-sb-error-code")).toBe("no_authorization");
    expect(await res.json()).toEqual({
      code: 401,
      error_code: "no_authorization",
      msg: "This endpoint requires a valid Bearer token",
    });
  });

  it("refuses forged or malformed tokens with bad_jwt", async () => {
    const [header, payload] = stack.serviceRoleKey.split(".");
    const forged = `${header}.${payload}.${"A".repeat(86)}`;
    for (const bearer of [forged, "not-a-jwt"]) {
      const res = await authFetch(stack, "/user", { bearer });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("bad_jwt");
    }
  });

  it("maps unknown grants, missing refresh tokens and unknown paths", async () => {
    const grant = await authFetch(stack, "/token?grant_type=magic", { body: {} });
    expect(await grant.json()).toEqual({ code: "invalid_credentials", message: "unsupported_grant_type" });
    const refresh = await authFetch(stack, "/token?grant_type=refresh_token", { body: {} });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toEqual({ error: "invalid_request", error_description: "refresh_token required" });
    const unknown = await authFetch(stack, "/factors", { body: {} });
    expect(unknown.status).toBe(404);
  });
});

describe("public documents", () => {
  it("publishes only the public signing key, cacheable", async () => {
    const res = await authFetch(stack, "/.well-known/jwks.json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=600");
    const { keys } = await res.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", key_ops: ["verify"], kid: "local-dev-es256-1" });
    expect(keys[0].d).toBeUndefined();
  });

  it("serves settings and health", async () => {
    expect(await (await authFetch(stack, "/settings")).json()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    expect(await (await authFetch(stack, "/health")).json()).toMatchObject({ name: "GoTrue" });
  });

  it("redirects a bad email link to the site with the error in the fragment", async () => {
    const res = await fetch(`${stack.url}/auth/v1/verify?token=${"0".repeat(56)}&type=signup&redirect_to=http://localhost:3000/verify-email`, {
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/verify-email");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("error")).toBe("access_denied");
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(fragment.get("error_description")).toBe("Email link is invalid or has expired");
  });
});

describe("rate limits", () => {
  it("paces emails to one address and caps emails per hour", async () => {
    const admin = stack.serviceClient().auth.admin;
    const emails = [uniqueEmail("limit"), uniqueEmail("limit"), uniqueEmail("limit"), uniqueEmail("limit")];
    for (const email of emails) await admin.createUser({ email, password: "Passw0rd!", email_confirm: true });
    const unconfirmed = uniqueEmail("limit");
    await admin.createUser({ email: unconfirmed, password: "Passw0rd!" });
    const anon = stack.anonClient();

    expect((await anon.auth.resend({ type: "signup", email: unconfirmed })).error).toBeNull();
    const again = await anon.auth.resend({ type: "signup", email: unconfirmed });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe("over_email_send_rate_limit");
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);

    for (const email of emails) expect((await anon.auth.resetPasswordForEmail(email)).error).toBeNull();
    const sixth = await anon.auth.resetPasswordForEmail(unconfirmed);
    expect(sixth.error?.code).toBe("over_email_send_rate_limit");
    expect(sixth.error?.message).toBe("Email rate limit exceeded");
  });

  it("allows 4 sign-in attempts per IP in 5 minutes, then answers 429 over_request_rate_limit", async () => {
    const email = uniqueEmail("limit");
    await stack.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true });
    const anon = stack.anonClient();
    for (const password of ["wrong-1", "wrong-2", "wrong-3", "Passw0rd!"]) {
      expect((await anon.auth.signInWithPassword({ email, password })).error?.status).not.toBe(429);
    }
    const blocked = await anon.auth.signInWithPassword({ email, password: "Passw0rd!" });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe("over_request_rate_limit");
    const signUp = await anon.auth.signUp({ email: uniqueEmail("limit"), password: "Passw0rd!" });
    expect(signUp.error?.code).toBe("over_request_rate_limit");
  });
});
