import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { PASSWORD, SAMPLE_REQUEST as REQUEST, signedInCustomer, signIn, uniqueEmail } from "./helpers/platform";
import { SEEDED_STAFF_ID } from "./helpers/admin";
import { at, nextWeekday } from "./helpers/time";

// issue 2 "Done when": @supabase/supabase-js against a freshly started local
// stack (migrations + seed), over HTTP, as the app uses it.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe("accounts", () => {
  it("sign-up creates a profile; unconfirmed sign-in is refused; the mailbox link confirms; sign-in, refresh and getClaims work", async () => {
    const email = uniqueEmail("signup");
    const anon = stack.anonClient();
    const signUp = await anon.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Marta Ruiz", locale: "es" }, emailRedirectTo: "http://localhost:3000/verify-email" },
    });
    expect(signUp.error).toBeNull();
    const id = signUp.data.user!.id;
    const profile = await stack.serviceClient().from("profiles").select("full_name, locale").eq("id", id).single();
    expect(profile.data).toEqual({ full_name: "Marta Ruiz", locale: "es" });

    const refused = await anon.auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error?.code).toBe("email_not_confirmed");

    const [mail] = await stack.mailbox(email);
    const link = new URL(mail!.links.find((href) => href.startsWith("http://localhost:3000/verify-email?"))!);
    const verified = await anon.auth.verifyOtp({ token_hash: link.searchParams.get("token")!, type: "email" });
    expect(verified.error).toBeNull();

    const client = await signIn(stack, email, PASSWORD);
    const before = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(before.refresh_token);
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(id);
    const own = await client.from("profiles").select("id, full_name").single();
    expect(own.data).toEqual({ id, full_name: "Marta Ruiz" });
  });
});

describe("customers are isolated", () => {
  it("user A can neither read nor change user B's requests, appointments or profile", async () => {
    const a = await signedInCustomer(stack, "Alice A");
    const b = await signedInCustomer(stack, "Bob B");
    const request = await b.client.from("service_requests").insert({ ...REQUEST, user_id: b.id, status: "pending" }).select().single();
    expect(request.error).toBeNull();
    const booking = await b.client.rpc("schedule_appointment", {
      p_service_id: 1, p_service_name: "Computer Repair", p_appointment_date: at(nextWeekday(2, 4), "09:00"), p_duration: 60,
      p_issue_description: "Office setup", p_service_request_id: null,
    });
    expect(booking.error).toBeNull();
    const appointmentId = (booking.data as { id: string }).id;

    expect((await a.client.from("service_requests").select("id").eq("id", request.data!.id)).data).toEqual([]);
    expect((await a.client.from("appointments").select("id").eq("id", appointmentId)).data).toEqual([]);
    expect((await a.client.from("profiles").select("id").eq("id", b.id)).data).toEqual([]);
    expect((await a.client.rpc("get_user_appointments", { user_id: b.id })).data).toEqual([]);

    expect((await a.client.from("profiles").update({ full_name: "Hacked" }).eq("id", b.id).select()).data).toEqual([]);
    expect((await a.client.from("service_requests").update({ status: "cancelled" }).eq("id", request.data!.id).select()).data).toEqual([]);
    expect((await a.client.from("appointments").update({ status: "cancelled" }).eq("id", appointmentId).select()).data).toEqual([]);
    expect((await a.client.rpc("cancel_appointment", { appointment_id: appointmentId })).error?.message).toBe("Appointment not found");
    expect((await a.client.from("service_requests").delete().eq("id", request.data!.id)).error?.code).toBe("42501");

    const service = stack.serviceClient();
    expect((await service.from("profiles").select("full_name").eq("id", b.id).single()).data).toEqual({ full_name: "Bob B" });
    expect((await service.from("service_requests").select("status").eq("id", request.data!.id).single()).data).toEqual({ status: "pending" });
    expect((await service.from("appointments").select("status").eq("id", appointmentId).single()).data).toEqual({ status: "pending" });
  });

  it("a customer cannot approve their own request, nor use any staff function", async () => {
    const a = await signedInCustomer(stack);
    const request = await a.client.from("service_requests").insert({ ...REQUEST, status: "approved" }).select("id, status").single();
    expect(request.data?.status).toBe("pending");
    expect((await a.client.from("service_requests").update({ status: "approved" }).eq("id", request.data!.id).select()).data).toEqual([]);
    for (const [fn, args] of [
      ["set_request_status", { p_request_id: request.data!.id, p_status: "approved" }],
      ["admin_list_requests", {}],
      ["admin_list_appointments", {}],
      ["admin_list_reviews", {}],
    ] as const) {
      expect((await a.client.rpc(fn, args)).error?.message, fn).toBe("Staff only");
      expect((await stack.anonClient().rpc(fn, args)).error?.code, `anon ${fn}`).toBe("42501");
    }
  });
});

describe("staff", () => {
  it("the seeded staff user reads every request, moves one and assigns a technician; the customer sees it", async () => {
    const customer = await signedInCustomer(stack);
    const request = await customer.client.from("service_requests").insert(REQUEST).select("id").single();
    const staff = await signIn(stack, "staff@bytewise.test", "Staff123!");
    expect((await staff.from("service_requests").select("id").eq("id", request.data!.id)).data).toHaveLength(1);
    expect((await staff.rpc("assign_request_technician", { p_request_id: request.data!.id, p_technician_id: SEEDED_STAFF_ID })).error).toBeNull();
    expect((await staff.rpc("set_request_status", { p_request_id: request.data!.id, p_status: "approved" })).error).toBeNull();
    const skip = await staff.rpc("set_request_status", { p_request_id: request.data!.id, p_status: "completed" });
    expect(skip.error?.message).toBe("Invalid status transition from approved to completed");
    const seen = await customer.client.from("service_requests").select("status, technician").eq("id", request.data!.id).single();
    expect(seen.data).toEqual({ status: "approved", technician: "Sam Rivera" });
  });
});

describe("persistence", () => {
  it("data survives a restart of the stack (file-backed data dir)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bytewise-stack-"));
    try {
      let persistent = await startTestStack({ dataDir });
      const customer = await signedInCustomer(persistent, "Persistent Pat");
      await customer.client.from("service_requests").insert(REQUEST);
      await persistent.stop();

      persistent = await startTestStack({ dataDir, fresh: false });
      try {
        const again = await signIn(persistent, customer.email, PASSWORD);
        expect((await again.from("service_requests").select("title")).data).toEqual([{ title: REQUEST.title }]);
        expect((await again.from("profiles").select("full_name").single()).data).toEqual({ full_name: "Persistent Pat" });
        const seeded = await persistent.db.query("select count(*)::int as n from auth.users where email = 'customer@bytewise.test'");
        expect(seeded.rows).toEqual([{ n: 1 }]);
      } finally {
        await persistent.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
