import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SWEEPER_INTERVAL_MINUTES, sweeperIsLate } from "@/lib/rules/notification-sweeper-health";

describe("the email sweeper's health", () => {
  it("runs as often as vercel.json schedules it", () => {
    const crons = JSON.parse(readFileSync("vercel.json", "utf8")).crons as { path: string; schedule: string }[];
    expect(crons.find((cron) => cron.path === "/api/cron/notifications")?.schedule).toBe(`*/${SWEEPER_INTERVAL_MINUTES} * * * *`);
  });

  it("is late when it never ran, or not within two intervals", () => {
    const now = new Date("2026-12-01T15:00:00Z");
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(sweeperIsLate(null, now)).toBe(true);
    expect(sweeperIsLate(ago(1), now)).toBe(false);
    expect(sweeperIsLate(ago(2 * SWEEPER_INTERVAL_MINUTES), now)).toBe(false);
    expect(sweeperIsLate(ago(2 * SWEEPER_INTERVAL_MINUTES + 1), now)).toBe(true);
  });
});
