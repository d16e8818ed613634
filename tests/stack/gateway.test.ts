// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";
import { ITEMS_SQL } from "./support/fixtures";
import { signTestJwt } from "./support/tokens";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: emptySupabaseDir() });
  await stack.db.exec(ITEMS_SQL);
});
afterAll(() => stack?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}${path}`, { headers: { apikey: stack.anonKey, ...headers } });

async function expectError(res: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
  return body;
}

describe("gateway", () => {
  it("answers CORS preflights and exposes the headers supabase-js reads", async () => {
    const pre = await fetch(`${stack.url}/rest/v1/items`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, apikey, x-client-info, content-type, prefer, x-custom",
      },
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-methods")).toContain("PATCH");
    const allowed = pre.headers.get("access-control-allow-headers") ?? "";
    for (const h of ["authorization", "apikey", "x-client-info", "accept-profile", "content-profile", "range", "x-custom"]) {
      expect(allowed).toContain(h);
    }
    const res = await get("/rest/v1/items?select=id&limit=1", { Origin: "http://localhost:3000" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toContain("Content-Range");
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
  });

  it("needs an API key for /rest/v1 and /auth/v1, but not for email links, the mailbox or health", async () => {
    for (const path of ["/rest/v1/items", "/auth/v1/settings"]) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: "No API key found in request" });
    }
    expect((await fetch(`${stack.url}/rest/v1/items?select=id&apikey=${stack.anonKey}`)).status).toBe(200);
    expect((await fetch(`${stack.url}/auth/v1/verify?token=nope&type=signup`, { redirect: "manual" })).status).not.toBe(401);
    expect((await fetch(`${stack.url}/mailbox/api/messages`)).status).toBe(200);
    const health = await fetch(`${stack.url}/health`);
    expect([health.status, (await health.json()).status]).toEqual([200, "ok"]);
    const unknown = await fetch(`${stack.url}/nowhere`);
    expect([unknown.status, unknown.headers.get("content-type")]).toEqual([404, "application/json"]);
  });
});

describe("JWT", () => {
  it("refuses a token that does not verify (PGRST301) and an expired one (PGRST303)", async () => {
    const forged = `${stack.anonKey.slice(0, -4)}AAAA`;
    const bad = await get("/rest/v1/items?select=id", { Authorization: `Bearer ${forged}` });
    expect((await expectError(bad, 401, "PGRST301")).message).toBe("JWT cryptographic operation failed");
    expect(bad.headers.get("www-authenticate")).toContain("invalid_token");
    const garbage = await get("/rest/v1/items?select=id", { Authorization: "Bearer not-a-jwt" });
    await expectError(garbage, 401, "PGRST301");
    const expired = await signTestJwt({ sub: "00000000-0000-4000-8000-000000000001" }, -60);
    const old = await get("/rest/v1/items?select=id", { Authorization: `Bearer ${expired}` });
    expect((await expectError(old, 401, "PGRST303")).message).toBe("JWT expired");
  });

  it("refuses roles the API may not switch to", async () => {
    const token = await signTestJwt({ role: "postgres" });
    await expectError(await get("/rest/v1/items?select=id", { Authorization: `Bearer ${token}` }), 403, "42501");
  });
});

describe("outside the subset: explicit errors, never a guess", () => {
  const cases: [string, Record<string, string>, number, string][] = [
    ["/rest/v1/items?select=id,owner:users(email)", {}, 400, "PGRST200"],
    ["/rest/v1/items?select=count()", {}, 400, "PGRST127"],
    ["/rest/v1/items?select=id::text", {}, 400, "PGRST127"],
    ["/rest/v1/items?select=id&name=fts.alpha", {}, 400, "PGRST127"],
    ["/rest/v1/items?select=id&name=eq(any).{a,b}", {}, 400, "PGRST127"],
    ["/rest/v1/items?select=id&name=nope.x", {}, 400, "PGRST100"],
    ["/rest/v1/items?select=id&name=alpha", {}, 400, "PGRST100"],
    ["/rest/v1/items?select=id&users.order=id", {}, 400, "PGRST108"],
    ["/rest/v1/items?select=id&order=id.sideways", {}, 400, "PGRST100"],
    ["/rest/v1/items?select=id&limit=-1", {}, 400, "PGRST100"],
    ["/rest/v1/items?select=id", { Accept: "text/csv" }, 406, "PGRST107"],
    ["/rest/v1/items?select=id", { "Accept-Profile": "private" }, 406, "PGRST106"],
    ["/rest/v1/items?select=id", { Prefer: "timezone=America/Chicago" }, 400, "PGRST127"],
    ["/rest/v1/missing_table", {}, 404, "PGRST205"],
    ["/rest/v1/", {}, 400, "PGRST127"],
    ["/rest/v1/items/1", {}, 404, "PGRST125"],
  ];
  for (const [path, headers, status, code] of cases) {
    it(`${path} ${JSON.stringify(headers)} -> ${status} ${code}`, async () => {
      await expectError(await get(path, headers), status, code);
    });
  }

  it("refuses PUT and non-JSON bodies, and unknown preferences under handling=strict", async () => {
    const base = { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` };
    const put = await fetch(`${stack.url}/rest/v1/items?id=eq.1`, { method: "PUT", headers: base, body: "{}" });
    await expectError(put, 400, "PGRST127");
    const form = await fetch(`${stack.url}/rest/v1/items`, {
      method: "POST",
      headers: { ...base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "id=9",
    });
    await expectError(form, 400, "PGRST127");
    const strict = await get("/rest/v1/items?select=id", { Prefer: "handling=strict, frobnicate=yes" });
    await expectError(strict, 400, "PGRST122");
  });
});
