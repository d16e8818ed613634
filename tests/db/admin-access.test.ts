import type { SupabaseClient } from "@supabase/supabase-js";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { nextFreeSlot, SEEDED_STAFF_ID, signedInCustomer, signedInStaff, type SignedIn } from "./helpers/admin";

// Every change only staff may make, tried through the REST API (what a
// browser or curl reaches) by the row's owner, another customer and a
// visitor: each is refused and leaves the rows as they were. The same calls
// made by staff go through, so each refusal is the rule, not a typo.

let stack: TestStack;
let owner: SignedIn;
let other: SignedIn;
let anon: SupabaseClient;
let staff: SupabaseClient;
let requestId: string;
let appointmentId: string;
let reviewId: string;
let publishedId: string;

beforeAll(async () => {
  stack = await startTestStack();
  [owner, other, staff] = await Promise.all([signedInCustomer(stack, "owner"), signedInCustomer(stack, "other"), signedInStaff(stack)]);
  anon = stack.anonClient();
  const request = await owner.client
    .from("service_requests")
    .insert({ user_id: owner.id, title: "Laptop will not boot", description: "It shows a black screen after the logo every time.", service_type: "computerRepair", status: "pending" })
    .select("id")
    .single();
  if (request.error) throw new Error(request.error.message);
  requestId = request.data.id;
  const booked = await owner.client.rpc("schedule_appointment", { p_service_id: 1, p_service_name: "Computer Repair", p_appointment_date: nextFreeSlot() });
  if (booked.error) throw new Error(booked.error.message);
  appointmentId = booked.data.id;
  const review = await stack.serviceClient().from("reviews").insert({ name: "Pat", email: "pat.admin@example.com", service: "other", rating: 2, review_text: "Not approved yet.", approved: false });
  if (review.error) throw new Error(review.error.message);
  const stored = await stack.serviceClient().from("reviews").select("id").eq("email", "pat.admin@example.com").single();
  reviewId = stored.data!.id;
  const published = await stack.serviceClient().from("reviews").select("id").eq("approved", true).limit(1).single();
  publishedId = published.data!.id;
});
afterAll(() => stack?.stop());

/** Who is refused: the owner of the rows, another customer, a visitor. */
const outsiders = () => [
  ["owner", owner.client],
  ["other customer", other.client],
  ["anon", anon],
] as const;

/** The rows as the service role sees them (bypasses RLS). */
async function rowsNow() {
  const db = stack.serviceClient();
  const [request, appointment, review, published] = await Promise.all([
    db.from("service_requests").select("status, technician, updated_at").eq("id", requestId).single(),
    db.from("appointments").select("status").eq("id", appointmentId).single(),
    db.from("reviews").select("approved").eq("id", reviewId).maybeSingle(),
    db.from("reviews").select("approved").eq("id", publishedId).maybeSingle(),
  ]);
  return { request: request.data, appointment: appointment.data, review: review.data, published: published.data };
}

/** Refused: an error (permission or staff check), or no row touched. */
function expectRefused(who: string, result: { error: { code?: string } | null; data: unknown }) {
  if (result.error) expect(["42501", "PT404"], `${who}: ${JSON.stringify(result.error)}`).toContain(result.error.code);
  else expect(result.data, who).toEqual([]);
}

describe("staff-only changes are refused for customers and visitors", () => {
  it("the staff lists (with customers' emails) answer only staff", async () => {
    for (const [who, client] of outsiders()) {
      for (const call of [
        client.rpc("admin_list_requests", {}),
        client.rpc("admin_list_appointments", {}),
        client.rpc("admin_list_reviews", { p_approved: false }),
      ]) {
        const { data, error } = await call;
        expect(error?.code, who).toBe("42501");
        expect(data).toBeNull();
      }
    }
  });

  it("moving or assigning a request: set_request_status and a direct update", async () => {
    const before = await rowsNow();
    for (const [who, client] of outsiders()) {
      const rpc = await client.rpc("set_request_status", { p_request_id: requestId, p_status: "approved" });
      expect(rpc.error?.code, who).toBe("42501");
      const assign = await client.rpc("assign_request_technician", { p_request_id: requestId, p_technician_id: SEEDED_STAFF_ID });
      expect(assign.error?.code, who).toBe("42501");
      expectRefused(who, await client.from("service_requests").update({ status: "approved" }).eq("id", requestId).select("id"));
      expectRefused(who, await client.from("service_requests").update({ technician: "Mallory" }).eq("id", requestId).select("id"));
      expectRefused(who, await client.from("service_requests").update({ technician_id: SEEDED_STAFF_ID }).eq("id", requestId).select("id"));
    }
    expect(await rowsNow()).toEqual(before);
    expect(before.request).toMatchObject({ status: "pending", technician: null });
  });

  it("marking an appointment in progress or completed: update_appointment_status and a direct update", async () => {
    for (const [who, client] of outsiders()) {
      for (const status of ["in_progress", "completed"]) {
        const rpc = await client.rpc("update_appointment_status", { appointment_id: appointmentId, new_status: status });
        // The owner is told customers may only cancel; others do not even see the row.
        expect(rpc.error?.code, who).toBe(who === "owner" ? "42501" : who === "anon" ? "42501" : "PT404");
        expectRefused(who, await client.from("appointments").update({ status }).eq("id", appointmentId).select("id"));
      }
    }
    expect((await rowsNow()).appointment).toEqual({ status: "pending" });
  });

  it("approving, unpublishing or deleting a review, and reading the queue or its emails", async () => {
    for (const [who, client] of outsiders()) {
      expectRefused(who, await client.from("reviews").update({ approved: true }).eq("id", reviewId).select("id"));
      expectRefused(who, await client.from("reviews").delete().eq("id", reviewId).select("id"));
      // A published review is visible to everyone; changing or deleting it is still staff only.
      expectRefused(who, await client.from("reviews").update({ approved: false }).eq("id", publishedId).select("id"));
      expectRefused(who, await client.from("reviews").delete().eq("id", publishedId).select("id"));
      const queue = await client.from("reviews").select("id").eq("approved", false);
      expect(queue.data?.map((r) => r.id) ?? [], who).not.toContain(reviewId);
      expect((await client.from("reviews").select("email").limit(1)).error?.code, who).toBe("42501");
    }
    const now = await rowsNow();
    expect([now.review, now.published]).toEqual([{ approved: false }, { approved: true }]);
  });

  it("another customer sees none of the owner's request, appointment or profile", async () => {
    const [request, appointment, profile] = await Promise.all([
      other.client.from("service_requests").select("id").eq("id", requestId),
      other.client.from("appointments").select("id").eq("id", appointmentId),
      other.client.from("profiles").select("id").eq("id", owner.id),
    ]);
    expect([request.data, appointment.data, profile.data]).toEqual([[], [], []]);
  });

  it("a role the user can write (user_metadata) is not the staff role", async () => {
    const { error } = await owner.client.auth.updateUser({ data: { role: "staff" } });
    expect(error).toBeNull();
    await owner.client.auth.refreshSession();
    const { data } = await owner.client.auth.getSession();
    expect(data.session?.user.user_metadata.role).toBe("staff");
    expect((await owner.client.rpc("admin_list_requests", {})).error?.code).toBe("42501");
    expect((await owner.client.rpc("set_request_status", { p_request_id: requestId, p_status: "approved" })).error?.code).toBe("42501");
  });

  it("a token claiming the staff role but not signed by the project is rejected", async () => {
    const { privateKey, publicKey } = await generateKeyPair("ES256");
    const kid = (await exportJWK(publicKey)).kid ?? "local-dev-es256-1";
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ role: "authenticated", aud: "authenticated", sub: owner.id, app_metadata: { role: "staff" } })
      .setProtectedHeader({ alg: "ES256", kid })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    const res = await fetch(`${stack.url}/rest/v1/rpc/admin_list_requests`, {
      method: "POST",
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(401);
  });
});

describe("the same calls made by staff go through", () => {
  it("lists, moves and assigns requests, marks appointments, approves and deletes reviews", async () => {
    const requests = await staff.rpc("admin_list_requests", { p_status: "pending" });
    expect((requests.data as { id: string }[] | null)?.find((r) => r.id === requestId)).toMatchObject({ customer_email: owner.email, customer_name: "Customer owner" });
    expect((await staff.rpc("assign_request_technician", { p_request_id: requestId, p_technician_id: SEEDED_STAFF_ID })).error).toBeNull();
    const moved = await staff.rpc("set_request_status", { p_request_id: requestId, p_status: "approved" });
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ status: "approved", technician: "Sam Rivera" });

    const skipped = await staff.rpc("set_request_status", { p_request_id: requestId, p_status: "completed" });
    expect(skipped.error?.code).toBe("23514");

    // Days ahead, the appointment is too early to start (CN001); cancelling goes through.
    const early = await staff.rpc("update_appointment_status", { appointment_id: appointmentId, new_status: "in_progress" });
    expect(early.error?.code).toBe("CN001");
    const cancelled = await staff.rpc("update_appointment_status", { appointment_id: appointmentId, new_status: "cancelled" });
    expect([cancelled.error, cancelled.data?.status]).toEqual([null, "cancelled"]);

    const queue = await staff.rpc("admin_list_reviews", { p_approved: false });
    expect((queue.data as { id: string; email: string }[] | null)?.find((r) => r.id === reviewId)?.email).toBe("pat.admin@example.com");
    const approved = await staff.from("reviews").update({ approved: true }).eq("id", reviewId).select("id");
    expect(approved.data).toHaveLength(1);
    expect((await anon.from("reviews").select("id").eq("id", reviewId)).data).toHaveLength(1);
    const deleted = await staff.from("reviews").delete().eq("id", reviewId).select("id");
    expect(deleted.data).toHaveLength(1);
    expect((await rowsNow()).review).toBeNull();
  });
});
