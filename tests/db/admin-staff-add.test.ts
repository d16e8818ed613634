import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { signIn } from "./helpers/admin";
import { ROOT } from "./helpers/db";

// `npm run staff:add -- <email>` against a running stack: the account gains
// the staff role in app_metadata and a technician profile, and from its next
// sign-in the staff functions answer it.

const run = promisify(execFile);
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

function staffAdd(args: string[], env: Record<string, string>) {
  return run(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "scripts/staff-add.ts"), ...args], {
    cwd: ROOT,
    env: { NODE_ENV: "test", PATH: process.env.PATH ?? "", ...env },
  }).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("npm run staff:add", () => {
  it("grants the role to an existing account, which then passes the staff checks", async () => {
    const email = `new.tech.${Date.now()}@example.com`;
    const { data } = await stack.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true, user_metadata: { full_name: "Nora Tech" } });
    const before = await signIn(stack, email, "Passw0rd!");
    expect((await before.rpc("admin_list_requests", {})).error?.code).toBe("42501");

    const result = await staffAdd([email.toUpperCase()], { NEXT_PUBLIC_SUPABASE_URL: stack.url });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("now has the staff role");

    const { data: updated } = await stack.serviceClient().auth.admin.getUserById(data.user!.id);
    expect(updated.user?.app_metadata).toMatchObject({ provider: "email", role: "staff" });
    const after = await signIn(stack, email, "Passw0rd!");
    expect((await after.rpc("admin_list_requests", {})).error).toBeNull();
    // A technician at once: their name, and a colour the seeded technician does not use.
    const { data: profile } = await stack.serviceClient().from("staff_profiles").select("display_name, colour").eq("user_id", data.user!.id).single();
    const { data: others } = await stack.serviceClient().from("staff_profiles").select("colour").neq("user_id", data.user!.id);
    expect(profile?.display_name).toBe("Nora Tech");
    expect(others?.map((other) => other.colour)).not.toContain(profile?.colour);

    expect((await staffAdd([email], { NEXT_PUBLIC_SUPABASE_URL: stack.url })).stdout).toContain("already has the staff role");
  });

  it("says so when no account uses the address, and needs an address", async () => {
    const missing = await staffAdd(["nobody@example.com"], { NEXT_PUBLIC_SUPABASE_URL: stack.url });
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining("No account uses nobody@example.com")]);
    expect((await staffAdd([], { NEXT_PUBLIC_SUPABASE_URL: stack.url })).code).toBe(2);
  });

  it("needs the service role key for a hosted project, and a wrong key changes nothing", async () => {
    const hosted = await staffAdd(["someone@example.com"], { NEXT_PUBLIC_SUPABASE_URL: "https://example.supabase.co" });
    expect([hosted.code, hosted.stderr]).toEqual([2, expect.stringContaining("SUPABASE_SERVICE_ROLE_KEY")]);
    const email = `not.staff.${Date.now()}@example.com`;
    await stack.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true });
    const wrongKey = await staffAdd([email], { NEXT_PUBLIC_SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.anonKey });
    expect(wrongKey.code).toBe(1);
    const after = await signIn(stack, email, "Passw0rd!");
    expect((await after.rpc("admin_list_requests", {})).error?.code).toBe("42501");
  });
});
