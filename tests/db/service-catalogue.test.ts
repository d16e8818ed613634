import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { mustBook } from "./helpers/booking";
import { anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";
import { at, nextWeekday } from "./helpers/time";

// The catalogue staff edit (migration 20261128110312): only staff write the
// bookable services, the table refuses what cannot be booked or shown, and
// an appointment keeps the price it was booked at, in its emails too.

let db: Db;
let alice: string;
let sam: string;
beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice Moreno" });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
});
afterAll(() => db?.close());

const TECH_CONSULTATION = 8;
const priceOf = async (id: number) => (await db.query<{ p: number }>("select price_cents as p from public.services where id = $1", [id])).rows[0]!.p;

describe("who writes the catalogue", () => {
  it("anon cannot change a service", async () => {
    const res = await as(db, anon(), (q) => attempt(q, "update public.services set price_cents = 1 where id = $1", [TECH_CONSULTATION]));
    expect(res.error?.code).toBe("42501");
    expect(await priceOf(TECH_CONSULTATION)).toBe(6500);
  });

  it("a customer changes nothing: RLS shows the row but lets no update through", async () => {
    const res = await as(db, customer(alice), (q) => attempt(q, "update public.services set price_cents = 1 where id = $1 returning id", [TECH_CONSULTATION]), { commit: true });
    expect(res).toEqual({ rows: [], error: null });
    expect(await priceOf(TECH_CONSULTATION)).toBe(6500);
  });

  it("nobody inserts or deletes through the API, staff included", async () => {
    for (const actor of [anon(), customer(alice), staff(sam)]) {
      const insert = await as(db, actor, (q) =>
        attempt(q, "insert into public.services (slug, name, name_es, price_cents, duration) values ('drone-repair', 'Drones', 'Drones', 100, 60)"),
      );
      expect(insert.error?.code).toBe("42501");
      const remove = await as(db, actor, (q) => attempt(q, "delete from public.services where id = $1", [TECH_CONSULTATION]));
      expect(remove.error?.code).toBe("42501");
    }
  });

  it("staff change the texts, price, duration, order and whether it is offered, but not its slug or key", async () => {
    const saved = await as(db, staff(sam), (q) =>
      attempt(
        q,
        `update public.services set name = 'IT Planning', name_es = 'Planificación informática', description = 'Plans.', description_es = 'Planes.',
           price_cents = 7000, duration = 90, sort_order = 5, active = false where id = $1 returning price_cents, active`,
        [TECH_CONSULTATION],
      ),
    );
    expect(saved).toEqual({ rows: [{ price_cents: 7000, active: false }], error: null });
    for (const column of ["slug = 'x'", "translation_key = 'other'", "remote = true"]) {
      const res = await as(db, staff(sam), (q) => attempt(q, `update public.services set ${column} where id = $1`, [TECH_CONSULTATION]));
      expect(res.error?.code, column).toBe("42501");
    }
  });

  it("staff see the services no longer offered; everyone else only the offered ones", async () => {
    await db.query("update public.services set active = false where id = $1", [TECH_CONSULTATION]);
    const count = (actor: Parameters<typeof as>[1]) => as(db, actor, async (q) => (await q.query("select id from public.services")).rows.length);
    expect(await count(staff(sam))).toBe(8);
    expect(await count(customer(alice))).toBe(7);
    expect(await count(anon())).toBe(7);
    await db.query("update public.services set active = true where id = $1", [TECH_CONSULTATION]);
  });
});

describe("what the table refuses", () => {
  const refused = async (set: string) => {
    const res = await as(db, staff(sam), (q) => attempt(q, `update public.services set ${set} where id = $1`, [TECH_CONSULTATION]));
    return res.error?.code;
  };

  it("a negative or absurd price", async () => {
    expect(await refused("price_cents = -1")).toBe("23514");
    expect(await refused("price_cents = 100001")).toBe("23514");
    expect(await refused("price_cents = 0")).toBeUndefined();
  });

  it("a duration that fits no slot", async () => {
    for (const minutes of [0, 10, 481, 600]) expect(await refused(`duration = ${minutes}`), `${minutes}`).toBe("23514");
    for (const minutes of [15, 45, 480]) expect(await refused(`duration = ${minutes}`), `${minutes}`).toBeUndefined();
  });

  it("empty or blank names, too long texts, an order out of range", async () => {
    for (const set of ["name = ''", "name = '   '", "name_es = ''", "name_es = ' '", `name = repeat('a', 101)`, `description_es = repeat('a', 1001)`, "sort_order = -1", "sort_order = 1000"]) {
      expect(await refused(set), set).toBe("23514");
    }
  });
});

describe("an appointment keeps its own price", () => {
  it("is booked at the service's price, keeps it when the price changes, and its emails say so", async () => {
    const day = nextWeekday(3);
    const booked = await as(db, customer(alice), (q) => mustBook(q, { serviceId: TECH_CONSULTATION, at: at(day, "09:00") }), { commit: true });
    const price = async () => (await db.query<{ p: number }>("select price_cents as p from public.appointments where id = $1", [booked.id])).rows[0]!.p;
    const before = await priceOf(TECH_CONSULTATION);
    expect(await price()).toBe(before);

    await as(db, staff(sam), (q) => q.query("update public.services set price_cents = 12345, duration = 120 where id = $1", [TECH_CONSULTATION]), { commit: true });
    expect(await price()).toBe(before);
    const kept = await db.query("select duration from public.appointments where id = $1", [booked.id]);
    expect(kept.rows[0]).toEqual({ duration: 60 });

    // Nobody rewrites it afterwards, not even the service role.
    await as(db, serviceRole(), (q) => q.query("update public.appointments set price_cents = 1 where id = $1", [booked.id]), { commit: true });
    expect(await price()).toBe(before);

    // Cancelling queues an email with the booked price, not today's.
    await as(db, customer(alice), (q) => q.query("select public.cancel_appointment($1)", [booked.id]), { commit: true });
    const { rows } = await db.query<{ price: string; remote: boolean }>(
      "select payload ->> 'price' as price, (payload ->> 'remote')::boolean as remote from private.notification_outbox where payload ->> 'appointment_id' = $1",
      [booked.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual({ price: `$${before / 100}`, remote: false });

    // The next booking takes the new price, in cents written as the site writes them.
    const next = await as(db, customer(alice), (q) => mustBook(q, { serviceId: TECH_CONSULTATION, at: at(nextWeekday(4), "13:00") }), { commit: true });
    const { rows: newer } = await db.query<{ p: number; price: string }>(
      `select a.price_cents as p, o.payload ->> 'price' as price from public.appointments a
       join private.notification_outbox o on o.payload ->> 'appointment_id' = a.id::text where a.id = $1 limit 1`,
      [next.id],
    );
    expect(newer[0]).toEqual({ p: 12345, price: "$123.45" });
  });

  it("a remote service's emails say it is remote", async () => {
    const booked = await as(db, customer(alice), (q) => mustBook(q, { serviceId: 9, at: at(nextWeekday(5), "10:00") }), { commit: true });
    const { rows } = await db.query<{ remote: boolean }>(
      "select (payload ->> 'remote')::boolean as remote from private.notification_outbox where payload ->> 'appointment_id' = $1 limit 1",
      [booked.id],
    );
    expect(rows[0]).toEqual({ remote: true });
  });
});

describe("request types follow the catalogue", () => {
  it("a request is about one of the eight services or other; the old types are refused", async () => {
    const file = (type: string) =>
      as(db, customer(alice), (q) =>
        attempt(q, "insert into public.service_requests (title, description, service_type) values ('Help needed', 'Something is wrong with my computer today.', $1)", [type]),
      );
    for (const type of ["remoteSupport", "mobileSupport", "other"]) expect((await file(type)).error, type).toBeNull();
    for (const type of ["virusRemoval", "softwareInstallation", "cloudServices"]) expect((await file(type)).error?.code, type).toBe("23514");
  });
});
