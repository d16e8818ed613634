import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeClient, startTestStack, type TestStack } from "../helpers/stack";

// The opaque keys hosted Supabase issues now (sb_publishable_…, sb_secret_…)
// work end to end beside the legacy JWT keys: the gateway maps each to its
// role, as hosted's does.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

/** The active services a key reads (every one, past RLS, with the secret key); never none. */
async function activeServices(key: string) {
  const { data, error } = await createNodeClient(stack.url, key).from("services").select("name").eq("active", true).order("name");
  if (error || !data?.length) throw new Error(`no active services read: ${error?.message}`);
  return data;
}

describe("opaque API keys", () => {
  it("the publishable key reads as anon, signs up and in, and then reads as that user", async () => {
    const client = createNodeClient(stack.url, stack.publishableKey);
    const services = await client.from("services").select("name").eq("active", true).order("name");
    expect(services.error).toBeNull();
    expect(services.data).toEqual(await activeServices(stack.secretKey));
    const email = `opaque-${Date.now()}@example.com`;
    const admin = createNodeClient(stack.url, stack.secretKey);
    const created = await admin.auth.admin.createUser({ email, password: "Opaque123!", email_confirm: true, user_metadata: { full_name: "Opaque Key" } });
    expect(created.error).toBeNull();
    const signedIn = await client.auth.signInWithPassword({ email, password: "Opaque123!" });
    expect(signedIn.error).toBeNull();
    const own = await client.from("profiles").select("id, full_name");
    expect(own.data).toEqual([{ id: created.data.user!.id, full_name: "Opaque Key" }]);
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.role).toBe("authenticated");
  });

  it("the secret key acts as service_role: Auth's admin API, every row past RLS, Storage", async () => {
    const admin = createNodeClient(stack.url, stack.secretKey);
    const users = await admin.auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.map((u) => u.email)).toContain("customer@bytewise.test");
    const profiles = await admin.from("profiles").select("id");
    expect(profiles.data?.length).toBeGreaterThanOrEqual(2);
    const bucket = await admin.storage.getBucket("request-attachments");
    expect(bucket.error).toBeNull();
    expect(bucket.data?.public).toBe(false);
  });

  it("the publishable key is not the secret one: no admin API, no rows past RLS", async () => {
    const client = createNodeClient(stack.url, stack.publishableKey);
    const users = await client.auth.admin.listUsers();
    expect(users.error?.status).toBe(403);
    const rows = await createNodeClient(stack.url, stack.secretKey).from("profiles").select("id");
    expect(rows.data?.length).toBeGreaterThanOrEqual(2);
    const seen = await client.from("profiles").select("id");
    expect(seen.data ?? []).toEqual([]);
  });

  it("an opaque key the stack did not issue is refused with 401, as hosted refuses it", async () => {
    for (const key of ["sb_publishable_notThisProject000000000_00000000", "sb_secret_notThisProject0000000000_00000000"]) {
      const res = await fetch(`${stack.url}/rest/v1/services?select=name`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
    }
  });

  it("the legacy JWT keys keep working", async () => {
    expect(await activeServices(stack.anonKey)).toEqual(await activeServices(stack.secretKey));
    expect((await createNodeClient(stack.url, stack.serviceRoleKey).auth.admin.listUsers()).error).toBeNull();
  });
});
