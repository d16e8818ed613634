import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { signedInCustomer, signedInStaff, type SignedIn } from "../db/helpers/admin";

// Estimates over HTTP with supabase-js, as a customer's browser could call the
// REST API directly, around the app: every rule of docs/estimates.md holds.
// A customer cannot write estimates or lines, change a total or a status,
// read a draft or another customer's estimate, answer someone else's, an
// old version, twice or after it expired, nor complete a request.

let stack: TestStack;
let staff: SupabaseClient;
let owner: SignedIn;
let stranger: SignedIn;

const LINES = [{ kind: "labour", description: "Diagnosis", quantity: 1, unitPriceCents: 6000 }];

beforeAll(async () => {
  stack = await startTestStack();
  staff = await signedInStaff(stack);
  owner = await signedInCustomer(stack, "estimate-owner");
  stranger = await signedInCustomer(stack, "estimate-stranger");
});
afterAll(() => stack?.stop());

async function requestOf(user: SignedIn) {
  const { data, error } = await user.client
    .from("service_requests")
    .insert({ user_id: user.id, title: "Laptop fan is loud", description: "The fan runs at full speed all the time since last week.", service_type: "computerRepair" })
    .select("id")
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function draft(requestId: string, validUntil = addDays(businessToday(), 7)) {
  const { data, error } = await staff.rpc("save_estimate_draft", { p_request_id: requestId, p_items: LINES, p_discount_cents: 0, p_note: null, p_valid_until: validUntil });
  expect(error).toBeNull();
  return data!.id;
}

describe("a customer calling the REST API directly", () => {
  it("cannot read a draft, and reads a sent estimate only when it is theirs", async () => {
    const requestId = await requestOf(owner);
    const id = await draft(requestId);
    expect((await owner.client.from("estimates").select("id").eq("id", id)).data).toEqual([]);
    expect((await owner.client.from("estimate_items").select("id").eq("estimate_id", id)).data).toEqual([]);
    expect((await staff.rpc("send_estimate", { p_estimate_id: id })).error).toBeNull();
    expect((await owner.client.from("estimates").select("total_cents").eq("id", id)).data).toEqual([{ total_cents: 6495 }]);
    expect((await stranger.client.from("estimates").select("id").eq("id", id)).data).toEqual([]);
    expect((await stack.anonClient().from("estimates").select("id")).error).not.toBeNull();
  });

  it("cannot write estimates, lines or receipts, nor change a total or a status", async () => {
    const requestId = await requestOf(owner);
    const id = await draft(requestId);
    await staff.rpc("send_estimate", { p_estimate_id: id });
    const c = owner.client;
    expect((await c.from("estimates").insert({ request_id: requestId, version: 5, valid_until: businessToday(), tax_rate_bps: 0 })).error?.code).toBe("42501");
    expect((await c.from("estimates").update({ total_cents: 1, status: "approved" }).eq("id", id)).error?.code).toBe("42501");
    expect((await c.from("estimate_items").insert({ estimate_id: id, position: 9, kind: "fee", description: "x", quantity: 1, unit_price_cents: 0 })).error?.code).toBe("42501");
    expect((await c.from("estimates").delete().eq("id", id)).error?.code).toBe("42501");
    expect((await c.rpc("save_estimate_draft", { p_request_id: requestId, p_items: LINES })).error?.code).toBe("42501");
    expect((await c.rpc("send_estimate", { p_estimate_id: id })).error?.code).toBe("42501");
    expect((await c.rpc("complete_with_receipt", { p_request_id: requestId, p_items: LINES, p_payment_method: "cash", p_paid_on: businessToday() })).error?.code).toBe("42501");
    expect((await staff.from("estimates").select("status, total_cents").eq("id", id).single()).data).toEqual({ status: "sent", total_cents: 6495 });
  });

  it("answers only their own current, valid estimate, once", async () => {
    const requestId = await requestOf(owner);
    const v1 = await draft(requestId);
    await staff.rpc("send_estimate", { p_estimate_id: v1 });
    const v2 = await draft(requestId);
    await staff.rpc("send_estimate", { p_estimate_id: v2 });

    const answer = (client: SupabaseClient, id: string, version: number, approve = true) =>
      client.rpc("answer_estimate", { p_estimate_id: id, p_version: version, p_approve: approve, p_reason: null });
    expect((await answer(stranger.client, v2, 2)).error?.code).toBe("PT404");
    expect((await answer(owner.client, v1, 1)).error?.code).toBe("ES002");
    expect((await answer(owner.client, v2, 1)).error?.code).toBe("ES002");
    expect((await answer(owner.client, v2, 2)).error).toBeNull();
    expect((await answer(owner.client, v2, 2, false)).error?.code).toBe("ES003");
    const { data } = await owner.client.from("service_requests").select("status").eq("id", requestId).single();
    expect(data).toEqual({ status: "approved" });
  });

  it("cannot approve an expired estimate until staff re-send it", async () => {
    const requestId = await requestOf(owner);
    const id = await draft(requestId);
    await staff.rpc("send_estimate", { p_estimate_id: id });
    // Past its date: the test moves valid_until back with the service role, as time passing would.
    expect((await stack.serviceClient().from("estimates").update({ valid_until: addDays(businessToday(), -1) }).eq("id", id)).error).toBeNull();
    expect((await owner.client.rpc("answer_estimate", { p_estimate_id: id, p_version: 1, p_approve: true })).error?.code).toBe("ES004");
    expect((await staff.rpc("resend_estimate", { p_estimate_id: id, p_valid_until: businessToday() })).error).toBeNull();
    expect((await owner.client.rpc("answer_estimate", { p_estimate_id: id, p_version: 1, p_approve: true })).error).toBeNull();
  });
});
