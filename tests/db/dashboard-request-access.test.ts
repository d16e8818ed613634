import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";

let stack: TestStack;

/** A confirmed customer, signed in on their own client. */
async function customer(tag: string): Promise<{ id: string; client: SupabaseClient }> {
  const email = `${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const password = "Passw0rd!";
  const { data, error } = await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(error?.message);
  const client = stack.anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(signIn.error.message);
  return { id: data.user.id, client };
}

let owner: { id: string; client: SupabaseClient };
let other: { id: string; client: SupabaseClient };
let requestId: string;

beforeAll(async () => {
  stack = await startTestStack();
  owner = await customer("owner");
  other = await customer("other");
  const { data, error } = await owner.client
    .from("service_requests")
    .insert({ user_id: owner.id, title: "Printer offline", description: "The office printer drops off the network daily.", service_type: "networkSetup", status: "pending" })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  requestId = data.id;
});
afterAll(() => stack?.stop());

describe("service_request_exists (request detail: not found vs access denied)", () => {
  it("RLS hides another customer's request, and the check says only that it exists", async () => {
    const hidden = await other.client.from("service_requests").select("id").eq("id", requestId).maybeSingle();
    expect([hidden.error, hidden.data]).toEqual([null, null]);
    const exists = await other.client.rpc("service_request_exists", { p_request_id: requestId });
    expect([exists.error, exists.data]).toEqual([null, true]);
  });

  it("says false for an id that does not exist", async () => {
    const exists = await owner.client.rpc("service_request_exists", { p_request_id: randomUUID() });
    expect([exists.error, exists.data]).toEqual([null, false]);
  });

  it("is not callable without signing in", async () => {
    const anon = await stack.anonClient().rpc("service_request_exists", { p_request_id: requestId });
    expect(anon.data).toBeNull();
    expect(anon.error?.code).toBe("42501");
  });

  it("is security invoker in public over a definer in private, with search_path set", async () => {
    const { rows } = await stack.db.query<{ schema: string; definer: boolean; config: string[] | null }>(
      `select n.nspname as schema, p.prosecdef as definer, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname = 'service_request_exists' order by n.nspname`,
    );
    expect(rows.map((r) => [r.schema, r.definer])).toEqual([["private", true], ["public", false]]);
    for (const row of rows) expect(row.config).toContain('search_path=""');
  });
});
