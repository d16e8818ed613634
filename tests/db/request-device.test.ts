import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_LIMITS } from "@/lib/rules/business-rules";
import type { Db, Queryable } from "@/supabase/local/db";
import { as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";

// The device a request is about and its sign-in passcode
// (docs/product.md, "Service requests"), through the API roles: the
// owner files what they know and reads their own device, never a passcode;
// staff complete the intake; closing the job deletes the passcode in the
// same transaction; the table refuses what its checks do not allow.

let db: Db;
let sam: string;
let ana: string;
let bea: string;
beforeAll(async () => {
  db = await migratedDb();
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
  ana = await createUser(db, { fullName: "Ana" });
  bea = await createUser(db, { fullName: "Bea" });
});
afterAll(() => db?.close());

const DEVICE = "device_kind, device_make, device_model, device_serial, device_left_with, device_condition, device_access";

/** Files a request as its owner, with the device fields given. */
async function file(owner: string, device: Record<string, string> = { device_kind: "laptop", device_make: "  Dell ", device_model: "XPS 13" }) {
  const columns = Object.keys(device);
  return as(db, customer(owner), async (q) => {
    const { rows } = await q.query<{ id: string }>(
      `insert into public.service_requests (user_id, title, description, service_type${columns.map((c) => `, ${c}`).join("")})
       values ($1, 'Laptop will not boot', 'It shows a black screen after the logo.', 'computerRepair'${columns.map((_, i) => `, $${i + 2}`).join("")}) returning id`,
      [owner, ...Object.values(device)],
    );
    return rows[0]!.id;
  }, { commit: true });
}

const intake = (q: Queryable, request: string, access: string, passcode: string | null = null) =>
  attempt(q, "select id from public.save_request_intake($1, $2, 'laptop', 'Dell', 'XPS 13', 'SN-123', 'charger, case', 'scratch on the lid', $3)", [request, access, passcode]);

const passcodeOf = async (request: string) =>
  (await db.query<{ passcode: string }>("select passcode from public.request_passcodes where request_id = $1", [request])).rows[0]?.passcode ?? null;

describe("the device", () => {
  it("the owner files what they know (trimmed) and reads it back; another customer reads nothing", async () => {
    const request = await file(ana);
    await as(db, customer(ana), async (q) => {
      expect((await q.query(`select ${DEVICE} from public.service_requests where id = $1`, [request])).rows).toEqual([
        { device_kind: "laptop", device_make: "Dell", device_model: "XPS 13", device_serial: null, device_left_with: null, device_condition: null, device_access: null },
      ]);
    });
    await as(db, customer(bea), async (q) => {
      expect((await q.query(`select ${DEVICE} from public.service_requests where id = $1`, [request])).rows).toEqual([]);
    });
  });

  it("refuses an unknown kind, over-long texts, and a customer setting the sign-in or editing the device", async () => {
    await as(db, customer(ana), async (q) => {
      const insert = (column: string, value: string) =>
        attempt(q, `insert into public.service_requests (user_id, title, description, service_type, ${column}) values ($1, 'Laptop will not boot', 'It shows a black screen after the logo.', 'computerRepair', $2)`, [ana, value]);
      expect((await insert("device_kind", "toaster")).error?.code).toBe("23514");
      expect((await insert("device_make", "x".repeat(DEVICE_LIMITS.makeMax + 1))).error?.code).toBe("23514");
      expect((await insert("device_condition", "x".repeat(DEVICE_LIMITS.conditionMax + 1))).error?.code).toBe("23514");
      expect((await insert("device_access", "passcode")).error?.code).toBe("42501");
    });
    const request = await file(ana);
    await as(db, customer(ana), async (q) => {
      expect((await attempt(q, "update public.service_requests set device_serial = 'X' where id = $1", [request])).error?.code).toBe("42501");
      expect((await intake(q, request, "customer_present")).error?.code).toBe("42501");
    });
  });
});

describe("the passcode", () => {
  it("staff store it; only staff read it, never the owner; a longer one than allowed is refused", async () => {
    const request = await file(ana);
    await as(db, staff(sam), async (q) => {
      expect((await intake(q, request, "passcode", "  1234  ")).error).toBeNull();
      expect((await q.query("select passcode from public.request_passcodes where request_id = $1", [request])).rows).toEqual([{ passcode: "1234" }]);
      expect((await q.query(`select ${DEVICE} from public.service_requests where id = $1`, [request])).rows[0]).toMatchObject({ device_serial: "SN-123", device_access: "passcode" });
      expect((await intake(q, request, "passcode", "9".repeat(DEVICE_LIMITS.passcodeMax + 1))).error?.code).toBe("23514");
    }, { commit: true });
    await as(db, customer(ana), async (q) => {
      expect((await q.query("select * from public.request_passcodes where request_id = $1", [request])).rows).toEqual([]);
      for (const write of ["insert into public.request_passcodes (request_id, passcode) values ($1, 'x')", "update public.request_passcodes set passcode = 'x' where request_id = $1", "delete from public.request_passcodes where request_id = $1"]) {
        expect((await attempt(q, write, [request])).error?.code).toBe("42501");
      }
    });
    expect(await passcodeOf(request)).toBe("1234");
  });

  it("another way of signing in deletes it", async () => {
    const request = await file(ana);
    await as(db, staff(sam), (q) => intake(q, request, "passcode", "1234"), { commit: true });
    await as(db, staff(sam), (q) => intake(q, request, "customer_present"), { commit: true });
    expect(await passcodeOf(request)).toBeNull();
  });

  it("is deleted in the transaction that completes or cancels the job, and a closed job takes none (CN005)", async () => {
    const cai = await createUser(db, { fullName: "Cai" });
    const [completed, cancelled] = [await file(cai), await file(cai)];
    await as(db, staff(sam), async (q) => {
      for (const request of [completed, cancelled]) expect((await intake(q, request, "passcode", "4321")).error).toBeNull();
      for (const status of ["approved", "in_progress", "completed"]) await q.query("select public.set_request_status($1, $2)", [completed, status]);
      await q.query("select public.set_request_status($1, 'cancelled', 'Customer took it back')", [cancelled]);
      expect((await q.query("select count(*)::int as n from public.request_passcodes where request_id in ($1, $2)", [completed, cancelled])).rows).toEqual([{ n: 0 }]);
      expect((await intake(q, completed, "passcode", "4321")).error?.code).toBe("CN005");
    }, { commit: true });
    expect([await passcodeOf(completed), await passcodeOf(cancelled)]).toEqual([null, null]);
    await as(db, serviceRole(), async (q) => {
      expect((await attempt(q, "insert into public.request_passcodes (request_id, passcode) values ($1, 'x')", [cancelled])).error?.code).toBe("CN005");
    });
  });

  it("the owner's withdrawal of a pending request deletes it too", async () => {
    const request = await file(bea);
    await as(db, staff(sam), (q) => intake(q, request, "passcode", "2468"), { commit: true });
    await as(db, customer(bea), (q) => q.query("select public.withdraw_request($1)", [request]), { commit: true });
    expect(await passcodeOf(request)).toBeNull();
  });
});
