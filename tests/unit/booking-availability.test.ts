import { describe, expect, it } from "vitest";
import { slotState, slotStates } from "@/lib/rules/booking-availability";
import { isBookableDate, lastBookableDate, slotInstant } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS } from "@/lib/rules/business-rules";

const busy = (date: string, from: string, to: string) => ({
  starts_at: slotInstant(date, from).toISOString(),
  ends_at: slotInstant(date, to).toISOString(),
});
const byState = (list: { slot: string; state: string }[], state: string) => list.filter((s) => s.state === state).map((s) => s.slot);
const lastWeek = new Date("2026-11-16T12:00:00Z");

describe("which slots can be picked", () => {
  it("disables slots already started today at the shop", () => {
    const now = new Date("2026-11-23T16:10:00Z"); // Monday 10:10 AM in Austin
    expect(byState(slotStates("2026-11-23", 60, [], now), "past")).toEqual(["09:00", "09:30", "10:00"]);
    expect(slotState("2026-11-23", "10:30", 60, [], now)).toBe("free");
    expect(byState(slotStates("2026-11-24", 60, [], now), "past")).toEqual([]);
  });

  it("disables every slot of a past day or a weekend", () => {
    const now = new Date("2026-11-23T16:10:00Z");
    expect(byState(slotStates("2026-11-20", 60, [], now), "free")).toEqual([]);
    expect(byState(slotStates("2026-11-28", 60, [], now), "free")).toEqual([]);
  });

  it("disables slots whose service would end after 17:00", () => {
    expect(byState(slotStates("2026-11-24", 60, [], lastWeek), "tooLate")).toEqual([]);
    expect(byState(slotStates("2026-11-24", 90, [], lastWeek), "tooLate")).toEqual(["16:00"]);
    expect(byState(slotStates("2026-11-24", 120, [], lastWeek), "tooLate")).toEqual(["15:30", "16:00"]);
    expect(byState(slotStates("2026-11-24", 30, [], lastWeek), "tooLate")).toEqual([]);
  });

  it("disables slots that would run into a booking, and allows back-to-back ones", () => {
    const day = "2026-11-24";
    const taken = [busy(day, "13:30", "14:30")];
    expect(byState(slotStates(day, 60, taken, lastWeek), "taken")).toEqual(["13:00", "13:30", "14:00"]);
    expect(byState(slotStates(day, 30, taken, lastWeek), "taken")).toEqual(["13:30", "14:00"]);
    expect(byState(slotStates(day, 120, taken, lastWeek), "taken")).toEqual(["13:00", "13:30", "14:00"]);
    expect(slotState(day, "11:30", 120, taken, lastWeek)).toBe("free"); // ends 13:30, as the booking starts
    expect(slotState(day, "11:30", 121, taken, lastWeek)).toBe("taken");
    expect(slotState(day, "14:30", 60, taken, lastWeek)).toBe("free");
  });

  it("reads busy intervals as instants, on the daylight-saving Monday after each change", () => {
    const spring = "2026-03-09";
    const fall = "2026-11-02";
    const early = new Date("2026-03-01T12:00:00Z");
    const autumn = new Date("2026-10-20T12:00:00Z");
    expect(byState(slotStates(spring, 60, [{ starts_at: "2026-03-09T14:00:00Z", ends_at: "2026-03-09T15:00:00Z" }], early), "taken")).toEqual(["09:00", "09:30"]);
    expect(byState(slotStates(fall, 60, [{ starts_at: "2026-11-02T15:00:00Z", ends_at: "2026-11-02T16:00:00Z" }], autumn), "taken")).toEqual(["09:00", "09:30"]);
  });

  it(`no slot can be picked on a day after the ${BOOKING_LIMITS.horizonDays}-day horizon`, () => {
    const now = new Date("2026-11-24T18:00:00Z");
    expect(lastBookableDate(now)).toBe("2027-02-22");
    expect(isBookableDate("2027-02-22", now)).toBe(true);
    expect(isBookableDate("2027-02-23", now)).toBe(false);
    expect(byState(slotStates("2027-02-22", 60, [], now), "free")).toHaveLength(13);
    expect(byState(slotStates("2027-02-23", 60, [], now), "past")).toHaveLength(13);
    expect(isBookableDate("2035-03-06", now)).toBe(false);
  });
});
