import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { as, customer, migratedDb, staff } from "./helpers/db";

let db: Db;
beforeAll(async () => {
  db = await migratedDb({ seed: true });
});
afterAll(() => db?.close());

interface SeedUser {
  id: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  full_name: string;
  identities: number;
}

async function seedUser(email: string): Promise<SeedUser> {
  const { rows } = await db.query<SeedUser>(
    `select u.id, u.encrypted_password, u.email_confirmed_at, u.raw_app_meta_data, p.full_name,
            (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
     from auth.users u join public.profiles p on p.id = u.id where u.email = $1`,
    [email],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("seed.sql (local demo data)", () => {
  it("a confirmed demo customer and a confirmed staff user with the documented passwords", async () => {
    const c = await seedUser("customer@bytewise.test");
    expect(c.full_name).toBe("Demo Customer");
    expect(c.email_confirmed_at).not.toBeNull();
    expect(await bcrypt.compare("Customer123!", c.encrypted_password)).toBe(true);
    expect(c.raw_app_meta_data).toEqual({ provider: "email", providers: ["email"] });
    expect(c.identities).toBe(1);

    const s = await seedUser("staff@bytewise.test");
    expect(s.full_name).toBe("Sam Rivera");
    expect(s.email_confirmed_at).not.toBeNull();
    expect(await bcrypt.compare("Staff123!", s.encrypted_password)).toBe(true);
    expect(s.raw_app_meta_data).toEqual({ provider: "email", providers: ["email"], role: "staff" });
    expect(s.identities).toBe(1);
  });

  it("the customer's requests: pending, approved, and completed with a technician", async () => {
    const { id } = await seedUser("customer@bytewise.test");
    const { rows } = await as(db, customer(id), (q) =>
      q.query<{ status: string; technician: string | null }>("select status, technician from public.service_requests order by status"),
    );
    expect(rows).toEqual([
      { status: "approved", technician: null },
      { status: "completed", technician: "Sam Rivera" },
      { status: "pending", technician: null },
      { status: "pending", technician: null },
    ]);
  });

  it("reviews: some approved (English and Spanish), some waiting for staff", async () => {
    const { id } = await seedUser("staff@bytewise.test");
    const { rows } = await as(db, staff(id), (q) => q.query<{ approved: boolean; review_text: string }>("select approved, review_text from public.reviews"));
    const approved = rows.filter((r) => r.approved);
    expect(approved.length).toBeGreaterThanOrEqual(3);
    expect(rows.length - approved.length).toBeGreaterThanOrEqual(1);
    expect(approved.some((r) => /\b(the|and)\b/.test(r.review_text))).toBe(true);
    expect(approved.some((r) => /\b(los|las|muy|de)\b/.test(r.review_text))).toBe(true);
  });
});
