import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { nextFreeSlot, SEEDED_STAFF_ID, signedInCustomer, signedInStaff, signIn, type SignedIn } from "../db/helpers/admin";

// A technician's calendar feed over HTTP with supabase-js, as the console
// issues it (lib/actions/admin-issue-calendar-feed.ts) and the feed's route
// reads it (lib/server/calendar-feed.ts, the service role): the feed holds
// the token's technician's visits only, and answers 404 (PT404) once the
// token is replaced or revoked. The staff list and the assignment checks are
// the database's, whatever a caller sends.

let stack: TestStack;
let sam: SupabaseClient;
let ana: { id: string; client: SupabaseClient };
let alice: SignedIn;
const visits: Record<"sam" | "ana", string> = { sam: "", ana: "" };

/** A second staff account, signed in, with a technician profile. */
async function otherTechnician(): Promise<{ id: string; client: SupabaseClient }> {
  const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await stack.serviceClient().auth.admin.createUser({ email, password: "Passw0rd!", email_confirm: true, app_metadata: { role: "staff" } });
  if (error || !data.user) throw new Error(error?.message);
  const client = await signIn(stack, email, "Passw0rd!");
  expect((await client.rpc("save_staff_profile", { p_display_name: "Ana García", p_colour: "teal" })).error).toBeNull();
  return { id: data.user.id, client };
}

const feed = (token: string) => stack.serviceClient().rpc("calendar_feed", { p_token: token });

beforeAll(async () => {
  stack = await startTestStack();
  sam = await signedInStaff(stack);
  ana = await otherTechnician();
  alice = await signedInCustomer(stack, "feed-alice");
  for (const who of ["sam", "ana"] as const) {
    const booked = await alice.client.rpc("schedule_appointment", { p_service_id: 1, p_service_name: "Computer Repair", p_appointment_date: nextFreeSlot() });
    expect(booked.error).toBeNull();
    visits[who] = (booked.data as { id: string }).id;
    const assigned = await sam.rpc("assign_appointment_technician", { p_appointment_id: visits[who], p_technician_id: who === "sam" ? SEEDED_STAFF_ID : ana.id });
    expect(assigned.error).toBeNull();
  }
});
afterAll(() => stack?.stop());

describe("a technician's feed", () => {
  it("holds that technician's visits only, and stops after a new token and after revocation (404)", async () => {
    const first = await sam.rpc("issue_calendar_feed");
    expect(first.error).toBeNull();
    const token = first.data as string;
    const read = await feed(token);
    expect(read.error).toBeNull();
    const ids = (read.data as { id: string }[]).map((v) => v.id);
    expect(ids).toContain(visits.sam);
    expect(ids).not.toContain(visits.ana);

    const second = (await sam.rpc("issue_calendar_feed")).data as string;
    expect(second).not.toBe(token);
    const old = await feed(token);
    expect([old.status, old.error?.code]).toEqual([404, "PT404"]);
    expect((await feed(second)).error).toBeNull();

    expect((await sam.rpc("revoke_calendar_feed")).error).toBeNull();
    const revoked = await feed(second);
    expect([revoked.status, revoked.error?.code]).toEqual([404, "PT404"]);

    const again = (await sam.rpc("issue_calendar_feed")).data as string;
    expect(((await feed(again)).data as { id: string }[]).map((v) => v.id)).toContain(visits.sam);
  });

  it("only the server reads a feed; a customer can neither read one nor issue one", async () => {
    const token = (await ana.client.rpc("issue_calendar_feed")).data as string;
    for (const client of [alice.client, sam, stack.anonClient()]) {
      const read = await client.rpc("calendar_feed", { p_token: token });
      expect(read.data).toBeNull();
      expect(read.status).toBeGreaterThanOrEqual(400);
      expect(read.status).toBeLessThan(500);
    }
    expect((await alice.client.rpc("issue_calendar_feed")).error?.code).toBe("42501");
    expect((await sam.from("calendar_feeds").select("token_hash")).error?.code).toBe("42501");
  });
});

describe("assignment over REST", () => {
  it("a customer's account cannot be assigned, and a customer cannot assign", async () => {
    expect((await sam.rpc("assign_appointment_technician", { p_appointment_id: visits.sam, p_technician_id: alice.id })).error?.code).toBe("CN003");
    expect((await alice.client.rpc("assign_appointment_technician", { p_appointment_id: visits.sam, p_technician_id: SEEDED_STAFF_ID })).error?.code).toBe("42501");
    const direct = await alice.client.from("appointments").update({ technician_id: SEEDED_STAFF_ID }).eq("id", visits.ana).select("id");
    expect(direct.data ?? []).toEqual([]);
    const seen = await sam.from("appointments").select("technician_id").eq("id", visits.ana).single();
    expect(seen.data).toEqual({ technician_id: ana.id });
  });

  it("the staff list is staff's to read", async () => {
    const list = await sam.from("staff_profiles").select("display_name").order("display_name");
    expect(list.data?.map((r) => r.display_name)).toEqual(expect.arrayContaining(["Ana García", "Sam Rivera"]));
    expect((await alice.client.from("staff_profiles").select("display_name")).data).toEqual([]);
  });
});
