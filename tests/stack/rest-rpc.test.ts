// @module-tag local-stack
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";
import { FUNCTIONS_SQL, ITEMS_SQL, OWNER_A } from "./support/fixtures";
import { clientWithToken, signTestJwt } from "./support/tokens";

let stack: TestStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let userA: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: emptySupabaseDir() });
  await stack.db.exec(ITEMS_SQL + FUNCTIONS_SQL);
  anon = stack.anonClient();
  service = stack.serviceClient();
  userA = clientWithToken(stack.url, stack.anonKey, await signTestJwt({ sub: OWNER_A }));
});
afterAll(() => stack?.stop());

describe("rpc", () => {
  it("returns a table function's rows as an array, with filters, order and limits applied to them", async () => {
    const all = await anon.rpc("item_names", { max_price: 10 });
    expect(all.data).toEqual([
      { id: 1, name: "Alpha" },
      { id: 3, name: "Gamma" },
      { id: 6, name: 'zeta, the "last"' },
    ]);
    const shaped = await anon.rpc("item_names", {}, { count: "exact" }).select("name").gt("id", 1).order("id", { ascending: false }).limit(1);
    expect([shaped.status, shaped.data, shaped.count]).toEqual([206, [{ name: 'zeta, the "last"' }], 4]);
  });

  it("returns setof table rows, a single composite as an object, setof scalars as an array", async () => {
    const rows = await service.rpc("items_from", { min_id: 7 }).select("id, owner_id");
    expect(rows.data).toEqual([
      { id: 7, owner_id: OWNER_A },
      { id: 8, owner_id: "00000000-0000-4000-8000-00000000000b" },
    ]);
    const first = await service.rpc("first_item").select("id, name");
    expect(first.data).toEqual({ id: 1, name: "Alpha" });
    expect((await anon.rpc("tags")).data).toEqual(["red", "green", "blue"]);
  });

  it("returns a scalar as its JSON value, using argument defaults and GET arguments", async () => {
    expect((await anon.rpc("add_numbers", { a: 41 })).data).toBe(42);
    expect((await anon.rpc("add_numbers", { a: 1, b: 2 }, { get: true })).data).toBe(3);
    expect((await anon.rpc("whoami")).data).toBe("anon");
    expect((await userA.rpc("whoami")).data).toBe(OWNER_A);
  });

  it("answers 204 for a void function, and honours the single-object Accept header", async () => {
    const touched = await service.rpc("touch", { item_id: 1 });
    expect([touched.status, touched.data, touched.error]).toEqual([204, null, null]);
    const single = await anon.rpc("item_names", { max_price: 0 }).single();
    expect(single.data).toEqual({ id: 6, name: 'zeta, the "last"' });
    const notSingle = await anon.rpc("item_names").single();
    expect([notSingle.status, notSingle.error?.code]).toEqual([406, "PGRST116"]);
  });

  it("runs GET calls read-only, as PostgREST does", async () => {
    const res = await fetch(`${stack.url}/rest/v1/rpc/touch?item_id=1`, {
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect([res.status, (await res.json()).code]).toEqual([405, "25006"]);
  });

  it("maps raise, privileges and unknown functions or arguments", async () => {
    const raised = await userA.rpc("fail_with", { message: "Authentication required" });
    expect([raised.status, raised.error?.code, raised.error?.message]).toEqual([400, "P0001", "Authentication required"]);
    const denied = await anon.rpc("fail_with", { message: "x" });
    expect([denied.status, denied.error?.code]).toEqual([401, "42501"]);
    const unknown = await anon.rpc("does_not_exist");
    expect([unknown.status, unknown.error?.code, unknown.error?.message]).toEqual([
      404,
      "PGRST202",
      "Could not find the function public.does_not_exist without parameters in the schema cache",
    ]);
    const wrongArgs = await anon.rpc("add_numbers", { x: 1 });
    expect([wrongArgs.status, wrongArgs.error?.code]).toEqual([404, "PGRST202"]);
    expect(wrongArgs.error?.hint).toBe(null);
    const closeArgs = await anon.rpc("add_numbers", { a: 1, bb: 2 });
    expect(closeArgs.error?.hint).toBe("Perhaps you meant to call the function public.add_numbers(a, b)");
    const badValue = await anon.rpc("add_numbers", { a: "many" });
    expect([badValue.status, badValue.error?.code]).toEqual([400, "22P02"]);
  });

  it("sees functions created after the stack started (schema cache refresh)", async () => {
    await stack.db.exec("create function public.late() returns text language sql as $$ select 'late' $$;");
    expect((await anon.rpc("late")).data).toBe("late");
    await stack.db.exec("drop function public.late();");
    expect((await anon.rpc("late")).error?.code).toBe("PGRST202");
  });
});
