// @module-tag local-stack
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";
import { ITEMS_SQL, OWNER_A } from "./support/fixtures";
import { clientWithToken, signTestJwt } from "./support/tokens";

let stack: TestStack;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: emptySupabaseDir() });
  await stack.db.exec(ITEMS_SQL);
  anon = stack.anonClient();
  service = stack.serviceClient();
});
afterAll(() => stack?.stop());

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

describe("select", () => {
  it("returns the listed columns, with aliases", async () => {
    const { data, error } = await anon.from("items").select("id, label:name, price").eq("id", 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, label: "beta", price: 25.5 }]);
  });

  it("renders timestamps and numerics the way Postgres' JSON does", async () => {
    const { data } = await anon.from("items").select("created_at, price").eq("id", 3).single();
    expect(data).toEqual({ created_at: "2026-01-03T10:00:00+00:00", price: 5.25 });
  });

  it("refuses * when a column is not granted (column privileges), and explains the unknown column", async () => {
    const star = await anon.from("items").select("*");
    expect(star.status).toBe(401);
    expect(star.error?.code).toBe("42501");
    const unknown = await anon.from("items").select("id, nope");
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: "42703", message: "column items.nope does not exist" });
  });
});

describe("filters", () => {
  const base = () => anon.from("items").select("id").order("id");
  const cases: [string, () => PromiseLike<{ data: { id: number }[] | null; error: unknown }>, number[]][] = [
    ["eq", () => base().eq("category", "tools"), [1, 2]],
    ["neq", () => base().neq("category", "tools"), [3, 5, 6]],
    ["gt", () => base().gt("price", 10), [2, 5]],
    ["gte", () => base().gte("price", 10), [1, 2, 5]],
    ["lt", () => base().lt("price", 10), [3, 6]],
    ["lte", () => base().lte("price", 10), [1, 3, 6]],
    ["like", () => base().like("name", "%ta%"), [2, 4, 6]],
    ["ilike", () => base().ilike("name", "%A%"), [1, 2, 3, 4, 6]],
    ["in", () => base().in("id", [1, 3, 99]), [1, 3]],
    ["in with reserved characters", () => base().in("name", ['zeta, the "last"', "beta"]), [2, 6]],
    ["is null", () => base().is("category", null), [4]],
    ["is true", () => base().is("in_stock", true), [1, 3, 5]],
    ["is false", () => base().is("in_stock", false), [2, 6]],
    ["not", () => base().not("category", "eq", "tools"), [3, 5, 6]],
    ["not in", () => base().not("id", "in", "(1,2,3)"), [4, 5, 6]],
    ["or", () => base().or("id.eq.1,price.gt.50"), [1, 5]],
    ["or with and inside", () => base().or("id.eq.3,and(category.eq.tools,in_stock.is.false)"), [2, 3]],
    ["timestamps", () => base().gte("created_at", "2026-01-05T00:00:00Z"), [5, 6]],
  ];
  for (const [name, apply, expected] of cases) {
    it(name, async () => {
      const { data, error } = await apply();
      expect(error).toBeNull();
      expect(ids(data)).toEqual(expected);
    });
  }

  it("reports a bad value the way Postgres does", async () => {
    const { status, error } = await anon.from("items").select("id").eq("id", "abc");
    expect(status).toBe(400);
    expect(error?.code).toBe("22P02");
  });
});

describe("order, limit, offset", () => {
  it("orders by several columns with nulls first or last", async () => {
    const first = await anon.from("items").select("id").order("category", { nullsFirst: true }).order("id", { ascending: false });
    expect(ids(first.data)).toEqual([4, 6, 5, 2, 1, 3]);
    const last = await anon.from("items").select("id").order("price", { ascending: false, nullsFirst: false });
    expect(ids(last.data)).toEqual([5, 2, 1, 3, 6, 4]);
  });

  it("pages with limit, range and the Range header", async () => {
    expect(ids((await anon.from("items").select("id").order("id").limit(2)).data)).toEqual([1, 2]);
    expect(ids((await anon.from("items").select("id").order("id").range(2, 4)).data)).toEqual([3, 4, 5]);
    const res = await fetch(`${stack.url}/rest/v1/items?select=id&order=id`, {
      headers: { apikey: stack.anonKey, Range: "1-2", "Range-Unit": "items" },
    });
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect(res.headers.get("content-range")).toBe("1-2/*");
  });
});

describe("count and Content-Range", () => {
  it("counts with HEAD, without a body", async () => {
    const { count, data, status } = await anon.from("items").select("id", { count: "exact", head: true }).eq("category", "tools");
    expect({ count, data, status }).toEqual({ count: 2, data: null, status: 200 });
  });

  it("answers 206 with first-last/total for a partial page, */0 for nothing", async () => {
    const partial = await anon.from("items").select("id", { count: "exact" }).order("id").range(0, 1);
    expect([partial.status, partial.count]).toEqual([206, 6]);
    const headers = { apikey: stack.anonKey, Prefer: "count=exact" };
    const page = await fetch(`${stack.url}/rest/v1/items?select=id&limit=2&offset=2&order=id`, { headers });
    expect([page.status, page.headers.get("content-range")]).toEqual([206, "2-3/6"]);
    const none = await fetch(`${stack.url}/rest/v1/items?select=id&id=gt.100`, { headers });
    expect([none.status, none.headers.get("content-range"), await none.text()]).toEqual([200, "*/0", "[]"]);
    const head = await fetch(`${stack.url}/rest/v1/items?select=id`, { method: "HEAD", headers });
    expect([head.status, head.headers.get("content-range"), await head.text()]).toEqual([200, "0-5/6", ""]);
    const beyond = await fetch(`${stack.url}/rest/v1/items?select=id&offset=10`, { headers });
    expect(beyond.status).toBe(416);
    expect((await beyond.json()).code).toBe("PGRST103");
  });
});

describe("single object", () => {
  it("returns one object, or 406 PGRST116 saying how many rows there were", async () => {
    expect((await anon.from("items").select("id, name").eq("id", 1).single()).data).toEqual({ id: 1, name: "Alpha" });
    const none = await anon.from("items").select("id").eq("id", 100).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: "The result contains 0 rows",
      hint: null,
    });
    const many = await anon.from("items").select("id").eq("category", "tools").single();
    expect(many.error?.details).toBe("The result contains 2 rows");
    expect((await anon.from("items").select("id").eq("id", 100).maybeSingle()).data).toBeNull();
  });
});

describe("roles and row level security", () => {
  it("anon sees public rows, a user also their own, service_role everything", async () => {
    const userA = clientWithToken(stack.url, stack.anonKey, await signTestJwt({ sub: OWNER_A }));
    expect(ids((await anon.from("items").select("id").order("id")).data)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids((await userA.from("items").select("id").order("id")).data)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const all = await service.from("items").select("id, secret").order("id");
    expect(ids(all.data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(all.data?.[7]).toEqual({ id: 8, secret: "s8" });
  });

  it("sets request.jwt.claims, role, method, path and headers for SQL to read", async () => {
    await stack.db.exec(`
      create function public.request_info() returns json language sql stable as $$
        select json_build_object('role', current_user, 'uid', (select auth.uid()), 'jwt_role', auth.role(),
          'method', current_setting('request.method', true), 'path', current_setting('request.path', true),
          'client', current_setting('request.headers', true)::json ->> 'x-client-info',
          'read_only', current_setting('transaction_read_only'))
      $$;`);
    const token = await signTestJwt({ sub: OWNER_A });
    const res = await fetch(`${stack.url}/rest/v1/rpc/request_info`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, "X-Client-Info": "test/1" },
    });
    expect(await res.json()).toEqual({
      role: "authenticated",
      uid: OWNER_A,
      jwt_role: "authenticated",
      method: "GET",
      path: "/rpc/request_info",
      client: "test/1",
      read_only: "on",
    });
  });
});
