import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, staff } from "./helpers/db";

// The shop's price list (migration 20261129005523, docs/estimates.md#the-price-list):
// staff read, add and change items; a customer and a visitor neither read nor write
// them; the table's checks refuse what the console's form refuses.

let db: Db;
let alice: string;
let sam: string;

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice Moreno", email: "alice.prices@example.test" });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
});
afterAll(() => db?.close());

const insert = "insert into public.price_list_items (kind, name_en, name_es, unit_price_cents) values ($1, $2, $3, $4) returning id";

describe("the price list", () => {
  it("starts with items named in both languages, which staff read, add to and change", async () => {
    const names = await as(db, staff(sam), async (q) => (await q.query<{ name_es: string }>("select name_es from public.price_list_items where name_en = 'Diagnosis'")).rows);
    expect(names).toEqual([{ name_es: "Diagnóstico" }]);
    const id = await as(
      db,
      staff(sam),
      async (q) => {
        const added = (await q.query<{ id: number }>(insert, ["part", "Screen protector", "Protector de pantalla", 1200])).rows[0]!.id;
        await q.query("update public.price_list_items set unit_price_cents = 1500, active = false where id = $1", [added]);
        return added;
      },
      { commit: true },
    );
    const { rows } = await db.query<{ unit_price_cents: number; active: boolean }>("select unit_price_cents, active from public.price_list_items where id = $1", [id]);
    expect(rows).toEqual([{ unit_price_cents: 1500, active: false }]);
  });

  it("is no customer's or visitor's to read or write", async () => {
    expect(await as(db, customer(alice), async (q) => (await q.query("select id from public.price_list_items")).rows)).toEqual([]);
    expect((await as(db, customer(alice), (q) => attempt(q, insert, ["fee", "Free", "Gratis", 0]))).error?.code).toBe("42501");
    const changed = await as(db, customer(alice), async (q) => (await q.query("update public.price_list_items set unit_price_cents = 0 returning id")).rows);
    expect(changed).toEqual([]);
    expect((await as(db, anon(), (q) => attempt(q, "select id from public.price_list_items"))).error?.code).toBe("42501");
  });

  it("refuses an unknown kind, a blank or untrimmed name, a negative price or one above an estimate line's", async () => {
    for (const values of [
      ["discount", "Promo", "Promo", 100],
      ["labour", "", "Algo", 100],
      ["labour", "Cleaning ", "Limpieza", 100],
      ["labour", "Cleaning", "Limpieza", -1],
      ["labour", "Cleaning", "Limpieza", 10_000_001],
    ]) {
      expect((await as(db, staff(sam), (q) => attempt(q, insert, values))).error?.code, String(values)).toBe("23514");
    }
  });
});
