import { describe, expect, it } from "vitest";
import { businessToday, dayAsDate, dayRange, parseDay } from "@/lib/rules/admin-days";
import { addDays } from "@/lib/rules/booking-time";

// The console's "today", "tomorrow" and day view are days of the shop
// (America/Chicago), whatever the server's own zone.

const hours = (range: { from: string; to: string }) => (Date.parse(range.to) - Date.parse(range.from)) / 3_600_000;

describe("shop days", () => {
  it("today follows the shop's clock, not UTC", () => {
    expect(businessToday(new Date("2026-11-23T05:30:00Z"))).toBe("2026-11-22"); // 11:30 PM in Austin
    expect(businessToday(new Date("2026-11-23T06:00:00Z"))).toBe("2026-11-23"); // midnight in Austin
  });

  it("a day runs from local midnight to local midnight", () => {
    expect(dayRange("2026-11-23")).toEqual({ from: "2026-11-23T06:00:00.000Z", to: "2026-11-24T06:00:00.000Z" });
    expect(dayRange("2026-07-01")).toEqual({ from: "2026-07-01T05:00:00.000Z", to: "2026-07-02T05:00:00.000Z" });
  });

  it("daylight saving days last 23 and 25 hours", () => {
    expect(hours(dayRange("2026-03-08"))).toBe(23);
    expect(hours(dayRange("2026-11-01"))).toBe(25);
    expect(hours(dayRange("2026-11-02"))).toBe(24);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  });

  it("parses ?date= as a real calendar day only", () => {
    expect(parseDay("2026-11-23")).toBe("2026-11-23");
    expect(parseDay(["2028-02-29", "x"])).toBe("2028-02-29");
    for (const bad of ["2026-02-30", "2026-13-01", "2026-1-5", "23/11/2026", "", undefined, "2026-11-23T00:00"]) {
      expect(parseDay(bad), String(bad)).toBeNull();
    }
  });

  it("a day's noon formats as that day in the shop's zone", () => {
    const label = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", dateStyle: "full" }).format(dayAsDate("2026-11-01"));
    expect(label).toBe("Sunday, November 1, 2026");
  });
});
