import { describe, expect, it } from "vitest";
import { BOOKING_SLOTS } from "@/lib/business-rules";
import { isBookableDate, labelTo24h, slotInstant, slotLabel, unavailableSlots } from "@/lib/booking/time";

describe("slot labels", () => {
  it("converts h:mm AM/PM to 24 h as the spec says", () => {
    expect(labelTo24h("9:00 AM")).toBe("09:00");
    expect(labelTo24h("1:30 PM")).toBe("13:30");
    expect(labelTo24h("12:00 PM")).toBe("12:00");
    expect(labelTo24h("12:30 AM")).toBe("00:30");
    for (const slot of BOOKING_SLOTS) expect(labelTo24h(slotLabel(slot))).toBe(slot);
    expect(slotLabel("16:00")).toBe("4:00 PM");
  });
});

describe("business time zone", () => {
  it("keeps 9:00 AM at the shop across both daylight-saving changes", () => {
    expect(slotInstant("2026-03-06", "09:00").toISOString()).toBe("2026-03-06T15:00:00.000Z");
    expect(slotInstant("2026-03-09", "09:00").toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(slotInstant("2026-10-30", "09:00").toISOString()).toBe("2026-10-30T14:00:00.000Z");
    expect(slotInstant("2026-11-02", "09:00").toISOString()).toBe("2026-11-02T15:00:00.000Z");
  });

  it("refuses weekends and past days in the shop's calendar", () => {
    const now = new Date("2026-11-24T05:30:00Z"); // 11:30 PM Monday in Austin
    expect(isBookableDate("2026-11-23", now)).toBe(true);
    expect(isBookableDate("2026-11-20", now)).toBe(false);
    expect(isBookableDate("2026-11-28", now)).toBe(false);
    expect(isBookableDate("2026-11-29", now)).toBe(false);
    expect(isBookableDate("2026-11-30", now)).toBe(true);
  });

  it("disables past, too-long and overlapping slots", () => {
    const now = new Date("2026-11-23T16:10:00Z"); // 10:10 AM Monday in Austin
    const busy = [{ starts_at: "2026-11-23T19:00:00Z", ends_at: "2026-11-23T20:00:00Z" }]; // 1-2 PM
    const out = unavailableSlots("2026-11-23", 60, busy, now);
    expect(out).toEqual(expect.arrayContaining(["09:00", "09:30", "10:00", "13:00", "13:30"]));
    expect(out).not.toContain("10:30");
    expect(out).not.toContain("16:00");
    expect(unavailableSlots("2026-11-24", 120, [], now)).toEqual(["15:30", "16:00"]);
  });
});

describe("booking error mapping (spec §8)", async () => {
  const { bookingErrorKey } = await import("@/lib/validation/booking");
  it("maps server messages", () => {
    expect(bookingErrorKey("Authentication required")).toBe("errorAuth");
    expect(bookingErrorKey("permission denied for function")).toBe("errorPermission");
    expect(bookingErrorKey('duplicate key value violates unique constraint "appointments_no_overlap"')).toBe("errorTaken");
    expect(bookingErrorKey("insert violates foreign key constraint")).toBe("errorService");
    expect(bookingErrorKey("anything")).toBe("errorGeneric");
  });
});
