import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TECHNICIAN_COLOURS } from "@/lib/rules/business-rules";
import type { Db, Queryable } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";

// Technicians (migration 20261128182845_technicians.sql): staff profiles with a
// name and colour, requests and visits assigned to a staff account only, and
// each technician's calendar feed token, stored hashed.

let db: Db;
let alice: string;
let bob: string;
let sam: string;
let ana: string;
let noProfile: string;
let request: string;
beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice Moreno" });
  bob = await createUser(db, { fullName: "Bob Lee" });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  ana = await createUser(db, { fullName: "Ana Staff", staff: true });
  noProfile = await createUser(db, { fullName: "New Staff", staff: true });
  for (const [id, name, colour] of [[sam, "Sam Rivera", "blue"], [ana, "Ana García", "teal"]] as const) {
    await as(db, staff(id), (q) => q.query("select public.save_staff_profile($1, $2)", [name, colour]), { commit: true });
  }
  const { rows } = await db.query<{ id: string }>(
    `insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Laptop will not boot', 'It shows a black screen after the logo appears.', 'computerRepair') returning id`,
    [alice],
  );
  request = rows[0]!.id;
});
afterAll(() => db?.close());

async function visit(userId: string, minutes: number, requestId: string | null = null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration, service_request_id)
     values ($1, 1, 'Computer Repair', date_trunc('minute', now()) + make_interval(mins => $2), 15, $3) returning id`,
    [userId, minutes, requestId],
  );
  return rows[0]!.id;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("staff profiles", () => {
  it("the palette is the one lib/rules/business-rules.ts offers", async () => {
    const { rows } = await db.query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.staff_profiles'::regclass and conname like '%colour%'",
    );
    const listed = [...rows[0]!.def.matchAll(/'([a-z]+)'::text/g)].map((m) => m[1]);
    expect(listed).toEqual([...TECHNICIAN_COLOURS]);
  });

  it("staff save their own name and colour; a colour outside the palette or an empty name is refused", async () => {
    await as(db, staff(noProfile), async (q) => {
      const saved = await q.query<{ display_name: string; colour: string }>("select display_name, colour from public.save_staff_profile('  Pat Kim ', 'rose')");
      expect(saved.rows).toEqual([{ display_name: "Pat Kim", colour: "rose" }]);
      expect((await attempt(q, "select public.save_staff_profile('Pat Kim', 'neon')")).error?.code).toBe("23514");
      expect((await attempt(q, "select public.save_staff_profile('   ', 'rose')")).error?.code).toBe("23514");
    });
  });

  it("a customer cannot have a profile, read the list or write another's", async () => {
    await as(db, customer(bob), async (q) => {
      expect((await attempt(q, "select public.save_staff_profile('Bob', 'blue')")).error?.code).toBe("42501");
      // The trigger answers before the policy: a customer's account is no technician.
      expect((await attempt(q, "insert into public.staff_profiles (user_id, display_name, colour) values ($1, 'Bob', 'blue')", [bob])).error?.code).toBe("CN003");
      expect((await q.query("select * from public.staff_profiles")).rows).toEqual([]);
    });
    await as(db, anon(), async (q) => {
      expect((await attempt(q, "select * from public.staff_profiles")).error?.code).toBe("42501");
    });
    await as(db, staff(ana), async (q) => {
      const other = await q.query("update public.staff_profiles set display_name = 'Hacked' where user_id = $1 returning user_id", [sam]);
      expect(other.rows).toEqual([]);
      expect((await attempt(q, "insert into public.staff_profiles (user_id, display_name, colour) values ($1, 'Sam', 'blue')", [noProfile])).error?.code).toBe("42501");
    });
  });

  it("the database refuses a profile for a customer's account even from the server", async () => {
    await as(db, serviceRole(), async (q) => {
      expect((await attempt(q, "insert into public.staff_profiles (user_id, display_name, colour) values ($1, 'Bob', 'blue')", [bob])).error?.code).toBe("CN003");
    });
  });
});

describe("assignment", () => {
  it("staff assign a request to a technician; the request shows the technician's name, renamed with the profile", async () => {
    await as(db, staff(sam), async (q) => {
      const assigned = await q.query<{ technician_id: string; technician: string }>(
        "select technician_id, technician from public.assign_request_technician($1, $2)",
        [request, ana],
      );
      expect(assigned.rows).toEqual([{ technician_id: ana, technician: "Ana García" }]);
      await q.query("select public.save_staff_profile('Sam R.', 'blue')");
      await q.query("select public.assign_request_technician($1, $2)", [request, sam]);
      await q.query("update public.staff_profiles set display_name = 'Samuel Rivera' where user_id = $1", [sam]);
      expect((await q.query("select technician from public.service_requests where id = $1", [request])).rows).toEqual([{ technician: "Samuel Rivera" }]);
      const cleared = await q.query("select technician_id, technician from public.assign_request_technician($1, null)", [request]);
      expect(cleared.rows).toEqual([{ technician_id: null, technician: null }]);
    });
  });

  it("only a staff account can be assigned, however it is asked (CN003 or the foreign key)", async () => {
    const appointment = await visit(alice, 3 * 24 * 60);
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select public.assign_request_technician($1, $2)", [request, bob])).error?.code).toBe("CN003");
      expect((await attempt(q, "update public.service_requests set technician_id = $2 where id = $1", [request, alice])).error?.code).toBe("CN003");
      expect((await attempt(q, "select public.assign_appointment_technician($1, $2)", [appointment, bob])).error?.code).toBe("CN003");
      // A staff account without a profile is not on the list.
      expect((await attempt(q, "select public.assign_appointment_technician($1, $2)", [appointment, noProfile])).error?.code).toBe("23503");
      expect((await q.query("select technician_id from public.assign_appointment_technician($1, $2)", [appointment, ana])).rows).toEqual([{ technician_id: ana }]);
    });
  });

  it("a customer cannot assign, nor write the technician's name, on their own request", async () => {
    await as(db, customer(alice), async (q) => {
      expect((await q.query("update public.service_requests set technician_id = $2 where id = $1 returning id", [request, sam])).rows).toEqual([]);
      expect((await attempt(q, "update public.service_requests set technician = 'Me' where id = $1", [request])).error?.code).toBe("42501");
      expect((await attempt(q, "select public.assign_request_technician($1, $2)", [request, sam])).error?.code).toBe("42501");
      expect((await attempt(q, "insert into public.service_requests (user_id, title, description, service_type, technician_id) values ($1, 'Printer jams', 'The printer jams on every second page printed.', 'other', $2)", [alice, sam])).error?.code).toBe("42501");
    });
  });

  it("a visit booked for an assigned request starts with its technician", async () => {
    await as(db, staff(sam), (q) => q.query("select public.assign_request_technician($1, $2)", [request, ana]), { commit: true });
    const appointment = await visit(alice, 4 * 24 * 60, request);
    expect((await db.query("select technician_id from public.appointments where id = $1", [appointment])).rows).toEqual([{ technician_id: ana }]);
  });

  it("the console's list and search carry each visit's technician, covering estimate and fee (no second read)", async () => {
    await as(db, staff(ana), async (q) => {
      // Written as the database owner, inside this rolled-back transaction, then read as staff.
      await q.query("reset role");
      const insert = `insert into public.appointments (user_id, service_id, service_name, appointment_date, duration, technician_id)
                      values ($1, 1, 'Computer Repair', date_trunc('minute', now()) + make_interval(days => $2), 15, $3) returning id`;
      const assigned = (await q.query<{ id: string }>(insert, [bob, 8, sam])).rows[0]!.id;
      const missed = (await q.query<{ id: string }>(insert, [bob, -3, null])).rows[0]!.id;
      await q.query("update public.appointments set status = 'no_show', fee_kind = 'no_show', fee_cents = 3750 where id = $1", [missed]);
      await q.query("select set_config('role', 'authenticated', true)");
      const columns = "id, technician_id, covered_by_estimate_id, fee_kind, fee_cents::int as fee_cents, fee_waiver_reason";
      const listed = await q.query(`select ${columns} from public.admin_list_appointments() where id = any($1) order by appointment_date`, [[assigned, missed]]);
      expect(listed.rows).toEqual([
        { id: missed, technician_id: null, covered_by_estimate_id: null, fee_kind: "no_show", fee_cents: 3750, fee_waiver_reason: null },
        { id: assigned, technician_id: sam, covered_by_estimate_id: null, fee_kind: null, fee_cents: null, fee_waiver_reason: null },
      ]);
      const found = await q.query(`select ${columns} from public.admin_search_appointments(p_query => 'Bob Lee') where id = $1`, [assigned]);
      expect(found.rows).toEqual([listed.rows[1]]);
    });
  });

  it("set_request_status changes the status and leaves the technician", async () => {
    await as(db, staff(sam), async (q) => {
      const moved = await q.query("select status, technician_id from public.set_request_status($1, 'approved')", [request]);
      expect(moved.rows).toEqual([{ status: "approved", technician_id: ana }]);
    });
  });
});

describe("calendar feeds", () => {
  it("issuing stores only the token's hash; the feed holds that technician's visits only; revoking ends it", async () => {
    const mine = await visit(bob, 5 * 24 * 60);
    const theirs = await visit(alice, 6 * 24 * 60);
    const cancelled = await visit(bob, 7 * 24 * 60);
    await as(db, staff(sam), async (q) => {
      await q.query("select public.assign_appointment_technician($1, $2)", [mine, sam]);
      await q.query("select public.assign_appointment_technician($1, $2)", [cancelled, sam]);
      await q.query("select public.assign_appointment_technician($1, $2)", [theirs, ana]);
      await q.query("update public.appointments set status = 'cancelled' where id = $1", [cancelled]);
    }, { commit: true });

    const token = await as(db, staff(sam), async (q) => (await q.query<{ t: string }>("select public.issue_calendar_feed() as t")).rows[0]!.t, { commit: true });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await db.query<{ token_hash: string }>("select token_hash from public.calendar_feeds where user_id = $1", [sam]);
    expect(stored.rows).toEqual([{ token_hash: sha256(token) }]);

    const feed = (t: string) => as(db, serviceRole(), (q) => attempt<{ id: string; technician_name: string }>(q, "select id, technician_name from public.calendar_feed($1)", [t]));
    const visits = await feed(token);
    expect(visits.rows.map((r) => r.id)).toEqual([mine]);
    expect(visits.rows[0]!.technician_name).toBe("Sam Rivera");

    const second = await as(db, staff(sam), async (q) => (await q.query<{ t: string }>("select public.issue_calendar_feed() as t")).rows[0]!.t, { commit: true });
    expect((await feed(token)).error?.code).toBe("PT404");
    expect((await feed(second)).rows.map((r) => r.id)).toEqual([mine]);

    await as(db, staff(sam), (q) => q.query("select public.revoke_calendar_feed()"), { commit: true });
    expect((await feed(second)).error?.code).toBe("PT404");
    expect((await db.query("select * from public.calendar_feeds where user_id = $1", [sam])).rows).toEqual([]);
  });

  it("the hash is no one's to read, a customer or anon cannot issue or read a feed, and a staff member without a profile is told to save one", async () => {
    await as(db, staff(ana), (q) => q.query("select public.issue_calendar_feed()"), { commit: true });
    await as(db, staff(sam), async (q) => {
      expect((await attempt(q, "select token_hash from public.calendar_feeds")).error?.code).toBe("42501");
      expect((await q.query("select user_id from public.calendar_feeds")).rows).toEqual([]);
      expect((await attempt(q, "select * from public.calendar_feed('x')")).error?.code).toBe("42501");
    });
    await as(db, customer(alice), async (q) => {
      expect((await attempt(q, "select public.issue_calendar_feed()")).error?.code).toBe("42501");
      expect((await q.query("select user_id from public.calendar_feeds")).rows).toEqual([]);
    });
    await as(db, anon(), async (q: Queryable) => {
      expect((await attempt(q, "select public.issue_calendar_feed()")).error?.code).toBe("42501");
      expect((await attempt(q, "select * from public.calendar_feed('x')")).error?.code).toBe("42501");
    });
    const stranger = await createUser(db, { staff: true });
    await as(db, staff(stranger), async (q) => {
      expect((await attempt(q, "select public.issue_calendar_feed()")).error?.code).toBe("CN004");
    });
  });
});
