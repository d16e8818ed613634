import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCustomer, signedInStaff, type SignedIn } from "../db/helpers/admin";
import { anyValue } from "../helpers/fuzz-inputs";
import { startTestStack, type TestStack } from "../helpers/stack";

// Generated bad input against every REST path and RPC the app uses, as a
// signed-in customer would send it (the browser can send anything). The
// property each time: a 2xx or 4xx answer, never a 5xx; nothing written
// unless the input was valid, and then only what the rules allow; the stack
// still answers. A fixed seed keeps CI repeatable; FUZZ_RUNS=<n> runs longer.

const SEED = 20261125;
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

let stack: TestStack;
let customer: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  stack = await startTestStack();
  customer = await signedInCustomer(stack, "fuzz");
  other = await signedInCustomer(stack, "fuzz-other");
});
afterAll(() => stack?.stop());

/** An object with some of `keys` (any values) and perhaps fields nobody asked for. */
const bodyWith = (keys: string[], extra: string[] = ["user_id", "status", "technician", "price", "id", "created_at", "late_cancellation"]) =>
  fc.record(Object.fromEntries([...keys, ...extra].map((key) => [key, anyValue])), { requiredKeys: [] });

const property = (predicate: (input: Record<string, unknown>) => Promise<void>, keys: string[], extra?: string[]) =>
  fc.assert(fc.asyncProperty(bodyWith(keys, extra), predicate), { seed: SEED, numRuns: RUNS });

const expectNo5xx = (status: number, what: unknown) => expect(status, JSON.stringify(what).slice(0, 300)).toBeLessThan(500);

async function countRows(table: string, userId: string) {
  const { count, error } = await stack.serviceClient().from(table).select("*", { count: "exact", head: true }).eq("user_id", userId);
  expect(error).toBeNull();
  return count ?? 0;
}

describe("RPCs with generated arguments", () => {
  it("schedule_appointment: refused with a 4xx, or one valid booking of the caller's own", async () => {
    await property(
      async (args) => {
        const before = await countRows("appointments", customer.id);
        const { status, data } = await customer.client.rpc("schedule_appointment", args);
        expectNo5xx(status, { args, data });
        const after = await countRows("appointments", customer.id);
        expect(after - before).toBe(status < 300 ? 1 : 0);
      },
      ["p_service_id", "p_service_name", "p_appointment_date", "p_duration", "p_issue_description", "p_service_request_id"],
    );
  });

  it("cancel_appointment, get_booked_slots and the staff functions answer bad or foreign ids with a 4xx", async () => {
    const targets: [string, string[]][] = [
      ["cancel_appointment", ["appointment_id"]],
      ["get_booked_slots", ["p_date", "p_ignore"]],
      ["reschedule_appointment", ["p_appointment_id", "p_new_time"]],
      ["set_request_status", ["p_request_id", "p_status", "p_reason"]],
      ["assign_request_technician", ["p_request_id", "p_technician_id"]],
      ["assign_appointment_technician", ["p_appointment_id", "p_technician_id"]],
      ["calendar_feed", ["p_token"]],
      ["save_staff_profile", ["p_display_name", "p_colour"]],
      ["update_appointment_status", ["appointment_id", "new_status"]],
      ["admin_retry_notification", ["p_id"]],
      ["service_request_exists", ["p_request_id"]],
    ];
    for (const [fn, keys] of targets) {
      await property(async (args) => {
        const { status, data } = await customer.client.rpc(fn, args);
        expectNo5xx(status, { fn, args, data });
      }, keys, []);
    }
  });

  it("the staff-only scheduling functions refuse a customer with a 4xx and write nothing", async () => {
    const targets: [string, string[]][] = [
      ["book_for_customer", ["p_customer_id", "p_service_id", "p_appointment_date", "p_issue_description"]],
      ["search_customers", ["p_query"]],
      ["add_closure", ["p_starts_on", "p_ends_on", "p_reason_en", "p_reason_es", "p_closed_from", "p_closed_until", "p_confirmed"]],
      ["closure_conflicts", ["p_starts_on", "p_ends_on", "p_closed_from", "p_closed_until"]],
    ];
    const closures = async () => (await stack.serviceClient().from("closures").select("id", { count: "exact", head: true })).count;
    const before = [await closures(), await countRows("appointments", other.id)];
    for (const [fn, keys] of targets) {
      await property(async (args) => {
        const { status, data } = await customer.client.rpc(fn, args);
        expect(status, JSON.stringify({ fn, args, data }).slice(0, 300)).toBeGreaterThanOrEqual(400);
        expectNo5xx(status, { fn, args, data });
      }, keys, []);
    }
    expect([await closures(), await countRows("appointments", other.id)]).toEqual(before);
  });
});

describe("tables with generated rows", () => {
  it("closures and technicians on duty (rows, set_technicians_on_duty, add_closures): a customer changes nothing", async () => {
    const service = stack.serviceClient();
    const snapshot = async () => [
      (await service.from("closures").select("*").order("id")).data,
      (await service.from("technicians_on_duty").select("isodow, technicians").order("isodow")).data,
    ];
    const before = await snapshot();
    await property(
      async (row) => {
        for (const { status, data } of [
          await customer.client.from("closures").insert(row).select("id"),
          await customer.client.from("closures").delete().neq("reason_en", "").select("id"),
          await customer.client.from("technicians_on_duty").update(row).gte("isodow", 1).select("isodow"),
        ]) {
          expectNo5xx(status, { row, data });
          if (status < 300) expect(data).toEqual([]);
        }
        const bulk = await customer.client.rpc("set_technicians_on_duty", { p_counts: [row, { ...row, isodow: 1 }] });
        expectNo5xx(bulk.status, { row, data: bulk.data });
        if (bulk.status < 300) expect(bulk.data).toBe(0);
        const several = await customer.client.rpc("add_closures", { p_closures: [row], p_confirmed: true });
        expectNo5xx(several.status, { row, data: several.data });
        expect(several.status).toBeGreaterThanOrEqual(400);
      },
      ["starts_on", "ends_on", "reason_en", "reason_es", "closed_from", "closed_until", "technicians", "isodow"],
      [],
    );
    expect(await snapshot()).toEqual(before);
  });

  it("service_requests: a 4xx, or a pending request of the caller's own with no technician", async () => {
    await property(
      async (row) => {
        const { status, data } = await customer.client.from("service_requests").insert(row).select("user_id, status, technician");
        expectNo5xx(status, { row, data });
        if (status < 300) expect(data).toEqual([{ user_id: customer.id, status: "pending", technician: null }]);
      },
      ["title", "description", "service_type"],
    );
  });

  it("profiles: a 4xx, or only the caller's own name, phone and preferences change", async () => {
    await property(
      async (changes) => {
        const { status, data } = await customer.client.from("profiles").update(changes).eq("id", other.id).select("id");
        expectNo5xx(status, { changes, data });
        if (status < 300) expect(data).toEqual([]);
        const own = await customer.client.from("profiles").update(changes).eq("id", customer.id).select("id");
        expectNo5xx(own.status, { changes, data: own.data });
      },
      ["full_name", "locale", "phone", "email_reminders", "email_review_invitations"],
      ["id", "role", "created_at"],
    );
  });

  it("reviews and appointments cannot be written directly by a customer", async () => {
    await property(
      async (row) => {
        for (const table of ["reviews", "appointments"]) {
          const { status } = await customer.client.from(table).insert(row);
          expect(status, table).toBeGreaterThanOrEqual(400);
          expect(status, table).toBeLessThan(500);
        }
      },
      ["name", "email", "rating", "review_text", "service", "appointment_date", "service_id"],
    );
  });
});

it("a REST body over 10 MB is refused with 413 before it is parsed, and nothing is written", async () => {
  const before = await countRows("service_requests", customer.id);
  const { data: session } = await customer.client.auth.getSession();
  const response = await fetch(`${stack.url}/rest/v1/service_requests`, {
    method: "POST",
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${session.session!.access_token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Too big", description: "x".repeat(10 * 1024 * 1024), service_type: "repair" }),
  });
  expect(response.status).toBe(413);
  expect(await countRows("service_requests", customer.id)).toBe(before);
});

it("the stack still answers, and staff still sign in", async () => {
  expect((await fetch(`${stack.url}/auth/v1/health`, { headers: { apikey: stack.anonKey } })).ok).toBe(true);
  const staff = await signedInStaff(stack);
  const { data, error } = await staff.from("service_requests").select("id").limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
  // The staff-only batch functions answer through REST (an empty batch changes nothing).
  expect(await staff.rpc("add_closures", { p_closures: [] })).toMatchObject({ status: 200, data: [] });
  expect(await staff.rpc("set_technicians_on_duty", { p_counts: [] })).toMatchObject({ status: 200, data: 0 });
});
