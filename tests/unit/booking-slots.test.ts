import { describe, expect, it } from "vitest";
import { endsInBusinessHours, isBookingSlot, slotMinutes } from "@/lib/rules/booking-slots";

describe("slot helpers", () => {
  it("knows the slot list and the minutes of a slot", () => {
    expect(isBookingSlot("13:30")).toBe(true);
    expect(isBookingSlot("12:00")).toBe(false);
    expect(isBookingSlot("9:00")).toBe(false);
    expect(slotMinutes("13:30")).toBe(810);
  });

  it("lets a service end at 17:00 but not after", () => {
    expect(endsInBusinessHours("16:00", 60)).toBe(true);
    expect(endsInBusinessHours("16:00", 61)).toBe(false);
    expect(endsInBusinessHours("15:00", 120)).toBe(true);
    expect(endsInBusinessHours("15:30", 120)).toBe(false);
    expect(endsInBusinessHours("15:30", 90)).toBe(true);
  });
});
