import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, Queryable } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";

let db: Db;
let alice: string;
let bob: string;
let sam: string;

const DESCRIPTION = "The laptop shuts down after twenty minutes of use.";

beforeAll(async () => {
  db = await migratedDb();
  bob = await createUser(db, { fullName: "Bob" });
  sam = await createUser(db, { fullName: "Sam", staff: true });
  await db.query("insert into public.staff_profiles (user_id, display_name, colour) values ($1, 'Sam Rivera', 'blue')", [sam]);
});
afterAll(() => db?.close());
// A new Alice per test: the requests earlier tests filed would count toward her hourly limit.
beforeEach(async () => {
  alice = await createUser(db, { fullName: "Alice" });
});

/** Files a request as the customer, the way the app does (status "pending" sent). */
async function fileRequest(q: Queryable, userId: string, extra: Record<string, unknown> = {}) {
  const row = { user_id: userId, title: "Laptop overheats", description: DESCRIPTION, service_type: "computerRepair", status: "pending", ...extra };
  const cols = Object.keys(row);
  const { rows } = await q.query<{ id: string; status: string; technician: string | null; title: string }>(
    `insert into public.service_requests (${cols.join(", ")}) values (${cols.map((_, i) => `$${i + 1}`).join(", ")}) returning *`,
    Object.values(row),
  );
  return rows[0]!;
}

async function aliceRequest(): Promise<string> {
  return as(db, customer(alice), async (q) => (await fileRequest(q, alice)).id, { commit: true });
}

describe("service requests: customers", () => {
  it("insert: always pending, unassigned, trimmed; user_id defaults to the caller", async () => {
    await as(db, customer(alice), async (q) => {
      const row = await fileRequest(q, alice, { status: "completed", title: "   Printer jams   " });
      expect(row).toMatchObject({ status: "pending", technician: null, title: "Printer jams" });
      const { rows } = await q.query(
        "insert into public.service_requests (title, description, service_type) values ('Slow PC at home', $1, 'other') returning user_id",
        [DESCRIPTION],
      );
      expect(rows).toEqual([{ user_id: alice }]);
      const tech = await attempt(q, "insert into public.service_requests (title, description, service_type, technician) values ('Slow PC', $1, 'other', 'Me')", [DESCRIPTION]);
      expect(tech.error?.message).toMatch(/permission denied/);
    });
  });

  it("insert for another user is refused by RLS", async () => {
    const res = await as(db, customer(alice), (q) => attempt(q, "insert into public.service_requests (user_id, title, description, service_type) values ($1, 'For Bob here', $2, 'other')", [bob, DESCRIPTION]));
    expect(res.error?.message).toMatch(/row-level security/);
  });

  it("validation: title 5-100 and description >= 20 after trimming, known service type", async () => {
    await as(db, customer(alice), async (q) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: "  abc   " }, "title"],
        [{ title: "x".repeat(101) }, "title"],
        [{ description: `   ${"x".repeat(19)}   ` }, "description"],
        [{ description: "x".repeat(5001) }, "description"],
        [{ service_type: "gardening" }, "service_type"],
      ];
      for (const [extra, what] of cases) {
        const cols = { title: "Valid title", description: DESCRIPTION, service_type: "other", ...extra };
        const res = await attempt(q, "insert into public.service_requests (title, description, service_type) values ($1, $2, $3)", Object.values(cols));
        expect(res.error?.code, what).toBe("23514");
      }
      expect((await attempt(q, "insert into public.service_requests (title, description, service_type) values ('12345', $1, 'remoteSupport')", ["y".repeat(20)])).error).toBeNull();
    });
  });

  it("a customer reads only their own requests; anon reads nothing", async () => {
    const id = await aliceRequest();
    expect((await as(db, customer(bob), (q) => q.query("select id from public.service_requests where id = $1", [id]))).rows).toEqual([]);
    expect((await as(db, customer(alice), (q) => q.query("select id from public.service_requests where id = $1", [id]))).rows).toEqual([{ id }]);
    expect((await as(db, anon(), (q) => attempt(q, "select id from public.service_requests"))).error?.message).toMatch(/permission denied/);
  });

  it("a customer can change neither status nor technician, nor another's request", async () => {
    const id = await aliceRequest();
    await as(db, customer(alice), async (q) => {
      const status = await q.query("update public.service_requests set status = 'approved' where id = $1 returning id", [id]);
      expect(status.rows).toEqual([]);
      // The name is the database's to write (from technician_id); the assignment is staff's.
      const name = await attempt(q, "update public.service_requests set technician = 'Me' where id = $1", [id]);
      expect(name.error?.message).toMatch(/permission denied/);
      const tech = await q.query("update public.service_requests set technician_id = $2 where id = $1 returning id", [id, sam]);
      expect(tech.rows).toEqual([]);
      const title = await attempt(q, "update public.service_requests set title = 'Changed title' where id = $1", [id]);
      expect(title.error?.message).toMatch(/permission denied/);
      const fn = await attempt(q, "select public.set_request_status($1, 'approved')", [id]);
      expect(fn.error?.message).toMatch(/Staff only/);
    });
    await as(db, customer(bob), async (q) => {
      const res = await attempt(q, "delete from public.service_requests where id = $1", [id]);
      expect(res.error?.message).toMatch(/permission denied/);
    });
    expect((await db.query("select status, technician from public.service_requests where id = $1", [id])).rows).toEqual([
      { status: "pending", technician: null },
    ]);
  });
});

describe("service requests: staff", () => {
  it("staff read every customer's requests", async () => {
    const id = await aliceRequest();
    const { rows } = await as(db, staff(sam), (q) => q.query("select id from public.service_requests where id = $1", [id]));
    expect(rows).toEqual([{ id }]);
  });

  it("staff move a request pending -> approved -> in_progress -> completed with a technician; updated_at moves", async () => {
    const id = await aliceRequest();
    await as(db, staff(sam), async (q) => {
      for (const status of ["approved", "in_progress"]) {
        const { rows } = await q.query("update public.service_requests set status = $2 where id = $1 returning status", [id, status]);
        expect(rows).toEqual([{ status }]);
      }
      await q.query("select public.assign_request_technician($1, $2)", [id, sam]);
      const { rows } = await q.query<{ status: string; technician: string }>("select status, technician from public.set_request_status($1, 'completed')", [id]);
      expect(rows).toEqual([{ status: "completed", technician: "Sam Rivera" }]);
    }, { commit: true });
    const { rows } = await as(db, customer(alice), (q) =>
      q.query("select status, technician, updated_at > created_at as touched from public.service_requests where id = $1", [id]),
    );
    expect(rows).toEqual([{ status: "completed", technician: "Sam Rivera", touched: true }]);
  });

  it("refused moves: skipping a step, leaving a final state, unknown status", async () => {
    const id = await aliceRequest();
    await as(db, staff(sam), async (q) => {
      for (const status of ["in_progress", "completed"]) {
        const res = await attempt(q, "update public.service_requests set status = $2 where id = $1", [id, status]);
        expect(res.error?.message).toBe(`Invalid status transition from pending to ${status}`);
      }
      expect((await attempt(q, "select public.set_request_status($1, 'done')", [id])).error?.code).toBe("23514");
      await q.query("select public.set_request_status($1, 'cancelled', 'Customer asked us to stop')", [id]);
      for (const status of ["pending", "approved"]) {
        const res = await attempt(q, "select public.set_request_status($1, $2)", [id, status]);
        expect(res.error?.message).toBe(`Invalid status transition from cancelled to ${status}`);
      }
    });
  });

  it("any non-final status can be cancelled, with a reason", async () => {
    for (const path of [[], ["approved"], ["approved", "in_progress"], ["approved", "in_progress", "waiting_for_parts"], ["approved", "in_progress", "ready_for_pickup"]]) {
      const id = await aliceRequest();
      await as(db, staff(sam), async (q) => {
        for (const status of path) await q.query("select public.set_request_status($1, $2)", [id, status]);
        const { rows } = await q.query("select status from public.set_request_status($1, 'cancelled', 'Parts no longer made')", [id]);
        expect(rows).toEqual([{ status: "cancelled" }]);
      });
    }
  });

  it("the transition rule binds the service role too", async () => {
    const id = await aliceRequest();
    const res = await as(db, serviceRole(), (q) => attempt(q, "update public.service_requests set status = 'completed' where id = $1", [id]));
    expect(res.error?.message).toBe("Invalid status transition from pending to completed");
  });

  it("set_request_status: unknown id; the technician stays as assigned", async () => {
    const id = await aliceRequest();
    await as(db, staff(sam), async (q) => {
      const missing = await attempt(q, "select public.set_request_status('00000000-0000-4000-8000-000000000000', 'approved')");
      expect(missing.error?.message).toBe("Service request not found");
      await q.query("select public.assign_request_technician($1, $2)", [id, sam]);
      const kept = await q.query("select technician from public.set_request_status($1, 'approved')", [id]);
      expect(kept.rows).toEqual([{ technician: "Sam Rivera" }]);
    });
  });

  it("admin_list_requests: staff get customer names and emails; customers and anon are refused", async () => {
    const id = await aliceRequest();
    const { rows } = await as(db, staff(sam), (q) =>
      q.query("select customer_name, customer_email from public.admin_list_requests('pending') where id = $1", [id]),
    );
    expect(rows).toEqual([{ customer_name: "Alice", customer_email: expect.stringMatching(/@example\.test$/) }]);
    expect((await as(db, customer(alice), (q) => attempt(q, "select * from public.admin_list_requests()"))).error?.message).toBe("Staff only");
    expect((await as(db, anon(), (q) => attempt(q, "select * from public.admin_list_requests()"))).error?.message).toMatch(/permission denied/);
  });
});
