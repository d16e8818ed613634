import { isObservedFederalHoliday } from "@/lib/rules/us-federal-holidays";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday, isoWeekday, slotInstant } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS, SERVICE_REQUEST_RATE_LIMITS } from "@/lib/rules/business-rules";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { anonWithIp, SAMPLE_REQUEST, serverWithIp, signedInCustomer, uniqueEmail } from "./helpers/platform";
import { DB_ERROR_CODES } from "@/lib/rules/db-errors";

// The abuse guards as a caller of the REST API meets them, through supabase-js
// against a freshly started local stack: refusals carry stable SQLSTATEs.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const review = () => ({ name: "Bot", email: uniqueEmail("review"), service: "other", rating: 5, review_text: "Posted straight to the API." });

/** The n-th weekday (0 = first; federal holidays are closed) at least `offset` days from the shop's today. */
function weekday(offset: number, n = 0) {
  let day = addDays(businessToday(), offset);
  for (let found = -1; ; day = addDays(day, 1)) if (isoWeekday(day) <= 5 && !isObservedFederalHoliday(day) && ++found === n) return day;
}

const rpcArgs = (day: string, slot: string) => ({
  p_service_id: 1, p_service_name: "Computer Repair", p_appointment_date: slotInstant(day, slot).toISOString(), p_duration: 60,
});

describe("reviews: only the server inserts", () => {
  it("anon, with or without a client address, and a signed-in customer are refused", async () => {
    const attempts = [
      await anonWithIp(stack, "192.0.2.44").from("reviews").insert(review()),
      await stack.anonClient().from("reviews").insert(review()),
      await (await signedInCustomer(stack)).client.from("reviews").insert(review()),
    ];
    expect(attempts.map((r) => r.error?.code)).toEqual(["42501", "42501", "42501"]);
  });

  it("the server (service role, with the visitor's address) inserts, stored unapproved whatever was sent", async () => {
    const server = serverWithIp(stack, "192.0.2.45");
    const row = review();
    const sent = await server.from("reviews").insert({ ...row, approved: true }).select("approved").single();
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ approved: false });
  });
});

describe("service requests: per-account limit over the API", () => {
  it(`the request after ${SERVICE_REQUEST_RATE_LIMITS.perHour} in an hour fails with ${DB_ERROR_CODES.requestRateLimit}`, async () => {
    const { client } = await signedInCustomer(stack);
    for (let i = 0; i < SERVICE_REQUEST_RATE_LIMITS.perHour; i++) expect((await client.from("service_requests").insert(SAMPLE_REQUEST)).error).toBeNull();
    expect((await client.from("service_requests").insert(SAMPLE_REQUEST)).error?.code).toBe(DB_ERROR_CODES.requestRateLimit);
  });
});

describe("booking guards over the API", () => {
  it("an account whose email is not confirmed cannot book, although its session is valid", async () => {
    const account = await signedInCustomer(stack);
    await stack.db.query("update auth.users set email_confirmed_at = null where id = $1", [account.id]);
    const res = await account.client.rpc("schedule_appointment", rpcArgs(weekday(3, 20), "09:00"));
    expect(res.error?.code).toBe(DB_ERROR_CODES.emailNotConfirmed);
    expect((await stack.serviceClient().from("appointments").select("id").eq("user_id", account.id)).data).toEqual([]);
  });

  it("past the horizon, and beyond the upcoming-appointment cap, each with its code", async () => {
    const { client } = await signedInCustomer(stack);
    const far = await client.rpc("schedule_appointment", rpcArgs(weekday(BOOKING_LIMITS.horizonDays + 1), "10:00"));
    expect(far.error?.code).toBe(DB_ERROR_CODES.bookingBeyondHorizon);
    for (let i = 0; i < BOOKING_LIMITS.maxUpcoming; i++) {
      expect((await client.rpc("schedule_appointment", rpcArgs(weekday(3, 21 + i), "10:00"))).error).toBeNull();
    }
    const more = await client.rpc("schedule_appointment", rpcArgs(weekday(3, 21 + BOOKING_LIMITS.maxUpcoming), "10:00"));
    expect(more.error?.code).toBe(DB_ERROR_CODES.bookingUpcomingLimit);
  });
});
