import { describe, expect, it } from "vitest";
import { BOOKING_SLOTS } from "@/lib/business-rules";
import { endsInBusinessHours, isBookingSlot, labelTo24h, slotLabel, slotMinutes } from "@/lib/booking/slots";

describe("h:mm AM/PM -> 24 h", () => {
  it("adds 12 hours to PM below 12 and keeps AM below 12", () => {
    expect(labelTo24h("9:00 AM")).toBe("09:00");
    expect(labelTo24h("11:30 AM")).toBe("11:30");
    expect(labelTo24h("1:00 PM")).toBe("13:00");
    expect(labelTo24h("4:00 PM")).toBe("16:00");
    expect(labelTo24h("11:59 PM")).toBe("23:59");
  });

  it("makes 12 AM hour 0 and leaves 12 PM at 12", () => {
    expect(labelTo24h("12:00 AM")).toBe("00:00");
    expect(labelTo24h("12:30 AM")).toBe("00:30");
    expect(labelTo24h("12:00 PM")).toBe("12:00");
    expect(labelTo24h("12:45 PM")).toBe("12:45");
  });

  it("accepts lower case and spacing variants, refuses anything else", () => {
    expect(labelTo24h(" 3:30pm ")).toBe("15:30");
    for (const bad of ["13:00 PM", "0:30 AM", "9:60 AM", "9 AM", "09:00", "", "noon"]) expect(() => labelTo24h(bad)).toThrow();
  });

  it("labels every bookable slot and converts each label back", () => {
    expect(BOOKING_SLOTS.map(slotLabel)).toEqual([
      "9:00 AM", "9:30 AM", "10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM",
      "1:00 PM", "1:30 PM", "2:00 PM", "2:30 PM", "3:00 PM", "3:30 PM", "4:00 PM",
    ]);
    for (const slot of BOOKING_SLOTS) expect(labelTo24h(slotLabel(slot))).toBe(slot);
    expect(slotLabel("00:15")).toBe("12:15 AM");
    expect(slotLabel("12:00")).toBe("12:00 PM");
  });
});

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
