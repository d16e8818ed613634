import { describe, expect, it } from "vitest";
import { testClock } from "@/lib/server/notification-test-clock";

describe("the sweeper's test clock", () => {
  const at = "2027-01-05T15:00:00.000Z";

  it("is the real clock when no time is asked for", () => {
    const now = testClock(null, {});
    expect(Math.abs(now!.getTime() - Date.now())).toBeLessThan(1000);
  });

  it("moves only with NOTIFICATIONS_TEST_CLOCK=on", () => {
    expect(testClock(at, { NOTIFICATIONS_TEST_CLOCK: "on" })?.toISOString()).toBe(at);
    expect(testClock(at, {})).toBeUndefined();
    expect(testClock(at, { NOTIFICATIONS_TEST_CLOCK: "true" })).toBeUndefined();
  });

  it("never moves on a production deployment, whatever the setting", () => {
    expect(testClock(at, { NOTIFICATIONS_TEST_CLOCK: "on", VERCEL_ENV: "production" })).toBeUndefined();
  });

  it("refuses a time it cannot read", () => {
    expect(testClock("next tuesday", { NOTIFICATIONS_TEST_CLOCK: "on" })).toBeUndefined();
  });
});
