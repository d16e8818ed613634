import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingErrorKey } from "@/lib/rules/booking-errors";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { SAMPLE_REQUEST as REQUEST, serverWithIp, signedInCustomer, uniqueEmail } from "./helpers/platform";
import { at, nextSaturday, nextWeekday } from "./helpers/time";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";

// issue 2 "Done when", continued: reviews and booking through supabase-js
// against a freshly started local stack.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe("reviews", () => {
  it("anon sees only approved reviews and no email; a review sent with approved: true is stored unapproved", async () => {
    const server = serverWithIp(stack, "192.0.2.10");
    const text = `Quick and friendly help ${uniqueEmail("t")}`;
    const insert = await server.from("reviews").insert({ name: "Rosa", email: uniqueEmail("review"), service: "other", rating: 5, review_text: text, approved: true });
    expect(insert.error).toBeNull();
    const service = stack.serviceClient();
    const stored = await service.from("reviews").select("id, approved").eq("review_text", text).single();
    expect(stored.data?.approved).toBe(false);

    const publicRead = stack.anonClient();
    expect((await publicRead.from("reviews").select("id").eq("review_text", text)).data).toEqual([]);
    const approved = await publicRead.from("reviews").select("id, name, service, rating, review_text, created_at").eq("approved", true);
    expect(approved.data!.length).toBeGreaterThanOrEqual(3);
    expect(approved.data!.every((r) => !("email" in r))).toBe(true);
    for (const columns of ["email", "*", "id, email"]) {
      expect((await publicRead.from("reviews").select(columns)).error?.code, columns).toBe("42501");
    }

    await service.from("reviews").update({ approved: true }).eq("id", stored.data!.id);
    expect((await publicRead.from("reviews").select("id").eq("review_text", text)).data).toEqual([{ id: stored.data!.id }]);
  });

  it("the rate limit refuses with a message containing 'rate limit'", async () => {
    const server = serverWithIp(stack, "192.0.2.99");
    const results = [];
    for (let i = 0; i < 6; i++) {
      results.push(await server.from("reviews").insert({ name: "Bot", email: uniqueEmail("flood"), service: "other", rating: 1, review_text: "spam" }));
    }
    expect(results.slice(0, 5).map((r) => r.error)).toEqual([null, null, null, null, null]);
    expect(results[5]!.error?.message).toMatch(/rate limit/i);
    expect(results[5]!.status).toBe(429);
  });
});

describe("booking rules over the API", () => {
  const day = nextWeekday(2, 5);
  const rpcArgs = (when: string, extra: Record<string, unknown> = {}) => ({
    p_service_id: 1, p_service_name: "Computer Repair", p_appointment_date: when, p_duration: 60,
    p_issue_description: "", p_service_request_id: null, ...extra,
  });

  it("each rule is refused with its code (and the form's own rules with their message)", async () => {
    const anonCall = await stack.anonClient().rpc("schedule_appointment", rpcArgs(at(day, "10:00")));
    expect(anonCall.error?.code).toBe(BOOKING_ERROR_CODES.authRequired);
    expect(bookingErrorKey(anonCall.error?.code)).toBe("auth");

    const a = await signedInCustomer(stack);
    const other = await signedInCustomer(stack);
    const othersRequest = await other.client.from("service_requests").insert(REQUEST).select("id").single();
    const unknownService = await a.client.rpc("schedule_appointment", rpcArgs(at(day, "10:00"), { p_service_id: 999 }));
    expect(unknownService.error?.code).toBe(BOOKING_ERROR_CODES.serviceUnavailable);
    expect(bookingErrorKey(unknownService.error?.code)).toBe("service");
    const cases: [Record<string, unknown>, string][] = [
      [rpcArgs(at(nextWeekday(-9), "10:00")), "Appointment time must be in the future"],
      [rpcArgs(at(nextSaturday(2), "10:00")), "Appointments are available Monday to Friday only"],
      [rpcArgs(at(day, "12:00")), "Appointment time must be one of the available time slots"],
      [rpcArgs(at(day, "16:00"), { p_service_id: 4 }), "Appointment would end after business hours"],
      [rpcArgs(at(day, "10:00"), { p_service_request_id: othersRequest.data!.id }), "Only your own approved service request can be scheduled"],
    ];
    for (const [args, message] of cases) {
      const { error } = await a.client.rpc("schedule_appointment", args);
      expect(error?.message).toContain(message);
      expect(bookingErrorKey(error?.code), message).toBe("generic");
    }
    expect((await a.client.rpc("schedule_appointment", rpcArgs(at(day, "10:00")))).error).toBeNull();
    const taken = await other.client.rpc("schedule_appointment", rpcArgs(at(day, "10:30")));
    expect(taken.error?.code).toBe(BOOKING_ERROR_CODES.slotTaken);
    expect(bookingErrorKey(taken.error?.code)).toBe("taken");

    const slots = await stack.anonClient().rpc("get_booked_slots", { p_date: day.iso });
    expect(slots.data).toEqual([{ starts_at: expect.any(String), ends_at: expect.any(String) }]);
    expect(new Date(slots.data![0]!.starts_at).toISOString()).toBe(at(day, "10:00"));
  });

  it("20 concurrent schedule_appointment calls for one slot yield exactly one appointment", async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => signedInCustomer(stack, `Racer ${i}`)));
    const when = at(nextWeekday(2, 6), "14:00");
    const results = await Promise.all(customers.map((c) => c.client.rpc("schedule_appointment", rpcArgs(when))));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    for (const r of results.filter((x) => x.error !== null)) expect(r.error?.code).toBe(BOOKING_ERROR_CODES.slotTaken);
    const { count } = await stack.serviceClient().from("appointments").select("*", { count: "exact", head: true }).eq("appointment_date", when);
    expect(count).toBe(1);
  });
});
