import { describe, expect, it } from "vitest";
import { RECOVERY_SESSION_MINUTES, isRecentRecovery } from "@/lib/auth/recovery-session";

const now = 1_800_000_000;
const minutesAgo = (minutes: number) => now - minutes * 60;

describe("isRecentRecovery: only a fresh emailed link or code may change a password", () => {
  it.each([
    ["a reset link opened a minute ago", [{ method: "otp", timestamp: minutesAgo(1) }]],
    ["a recovery sign-in at the edge of the window", [{ method: "recovery", timestamp: minutesAgo(RECOVERY_SESSION_MINUTES) }]],
    ["a password session that later verified a link", [{ method: "password", timestamp: minutesAgo(90) }, { method: "otp", timestamp: minutesAgo(2) }]],
  ])("accepts %s", (_, amr) => {
    expect(isRecentRecovery(amr, now)).toBe(true);
  });

  it.each([
    ["a password sign-in, however fresh", [{ method: "password", timestamp: minutesAgo(0) }]],
    ["a reset link opened too long ago", [{ method: "otp", timestamp: minutesAgo(RECOVERY_SESSION_MINUTES + 1) }]],
    ["a timestamp from the future", [{ method: "otp", timestamp: now + 3600 }]],
    ["no amr claim", undefined],
    ["an amr claim that is not a list", "otp"],
    ["entries of the wrong shape", [null, { method: "otp" }, { method: "otp", timestamp: String(now) }]],
  ])("refuses %s", (_, amr) => {
    expect(isRecentRecovery(amr, now)).toBe(false);
  });
});
