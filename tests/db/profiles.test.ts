import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

let db: Db;
let alice: string;
let bob: string;
let sam: string;

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "  Alice Ortega  ", locale: "es" });
  bob = await createUser(db, { fullName: "Bob Lee" });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
});
afterAll(() => db?.close());

describe("profiles", () => {
  it("a new auth user gets a profile from the sign-up metadata", async () => {
    const { rows } = await db.query("select full_name, locale, phone from public.profiles where id = $1", [alice]);
    expect(rows).toEqual([{ full_name: "Alice Ortega", locale: "es", phone: null }]);
  });

  it("odd sign-up metadata never blocks the sign-up", async () => {
    const id = await createUser(db, { fullName: "x".repeat(300), locale: "fr" });
    const { rows } = await db.query<{ full_name: string; locale: string }>(
      "select full_name, locale from public.profiles where id = $1",
      [id],
    );
    expect(rows[0]!.full_name).toHaveLength(100);
    expect(rows[0]!.locale).toBe("en");
  });

  it("a customer reads only their own profile; staff read all; anon none", async () => {
    const own = await as(db, customer(alice), (q) => q.query("select id from public.profiles"));
    expect(own.rows).toEqual([{ id: alice }]);
    const all = await as(db, staff(sam), (q) => q.query("select id from public.profiles"));
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining([alice, bob, sam]));
    const denied = await as(db, anon(), (q) => attempt(q, "select id from public.profiles"));
    expect(denied.error?.message).toMatch(/permission denied/);
  });

  it("a customer updates their own profile (updated_at kept) but not another's, nor the id", async () => {
    await as(db, customer(alice), async (q) => {
      const before = (await q.query<{ updated_at: Date }>("select updated_at from public.profiles where id = $1", [alice])).rows[0]!;
      const res = await q.query(
        "update public.profiles set full_name = 'Alice O.', locale = 'en', updated_at = '2000-01-01' where id = $1 returning full_name, locale, updated_at",
        [alice],
      );
      expect(res.rows).toEqual([{ full_name: "Alice O.", locale: "en", updated_at: expect.any(Date) }]);
      expect((res.rows[0]!.updated_at as Date).getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());

      const other = await q.query("update public.profiles set full_name = 'Hacked' where id = $1 returning id", [bob]);
      expect(other.rows).toEqual([]);
      const idChange = await attempt(q, "update public.profiles set id = $1 where id = $2", [bob, alice]);
      expect(idChange.error?.message).toMatch(/permission denied/);
    });
    expect((await db.query("select full_name from public.profiles where id = $1", [bob])).rows).toEqual([{ full_name: "Bob Lee" }]);
  });

  it("staff cannot edit other people's profiles", async () => {
    const res = await as(db, staff(sam), (q) => q.query("update public.profiles set full_name = 'X' where id = $1 returning id", [bob]));
    expect(res.rows).toEqual([]);
  });

  it("has no username: sign-in is by email, and staff find customers by name, email or phone", async () => {
    const { rows } = await db.query("select column_name from information_schema.columns where table_schema = 'public' and table_name = 'profiles' and column_name = 'username'");
    expect(rows).toEqual([]);
  });

  it("locale must be en or es, and the avatar an http(s) URL", async () => {
    await as(db, customer(alice), async (q) => {
      expect((await attempt(q, "update public.profiles set locale = 'fr' where id = $1", [alice])).error?.code).toBe("23514");
      expect((await attempt(q, "update public.profiles set avatar_url = 'javascript:alert(1)' where id = $1", [alice])).error?.code).toBe("23514");
      expect((await attempt(q, "update public.profiles set avatar_url = 'https://example.com/a.png' where id = $1", [alice])).error).toBeNull();
    });
  });

  it("deleting the auth user deletes the profile", async () => {
    const id = await createUser(db);
    await db.query("delete from auth.users where id = $1", [id]);
    expect((await db.query("select 1 from public.profiles where id = $1", [id])).rows).toEqual([]);
  });
});
