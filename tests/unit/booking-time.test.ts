import { TZDate } from "@date-fns/tz";
import { afterEach, describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE } from "@/lib/rules/business-rules";
import { addDays, businessClockOf, businessDateOf, businessDay, businessToday, dateKey, isBookableDate, isoWeekday, slotInstant } from "@/lib/rules/booking-time";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

/** Runs `fn` as if the machine (the visitor's browser) were in `zone`. */
function inZone<T>(zone: string, fn: () => T) {
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    process.env.TZ = originalZone;
  }
}

describe("business-local date + slot <-> UTC instant (America/Chicago)", () => {
  it("spring forward, Sunday 2026-03-08: 9:00 AM is 15:00Z before and 14:00Z from that day on", () => {
    expect(slotInstant("2026-03-06", "09:00").toISOString()).toBe("2026-03-06T15:00:00.000Z");
    expect(slotInstant("2026-03-08", "09:00").toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(slotInstant("2026-03-09", "09:00").toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(slotInstant("2026-03-09", "16:00").toISOString()).toBe("2026-03-09T21:00:00.000Z");
  });

  it("fall back, Sunday 2026-11-01: 9:00 AM is 14:00Z before and 15:00Z from that day on", () => {
    expect(slotInstant("2026-10-30", "09:00").toISOString()).toBe("2026-10-30T14:00:00.000Z");
    expect(slotInstant("2026-11-01", "09:00").toISOString()).toBe("2026-11-01T15:00:00.000Z");
    expect(slotInstant("2026-11-02", "09:00").toISOString()).toBe("2026-11-02T15:00:00.000Z");
    expect(slotInstant("2026-11-02", "13:30").toISOString()).toBe("2026-11-02T19:30:00.000Z");
  });

  it("reads each slot's instant back as the same shop day on both sides of each change", () => {
    for (const date of ["2026-03-06", "2026-03-09", "2026-10-30", "2026-11-02"]) {
      for (const slot of ["09:00", "11:30", "13:00", "16:00"]) expect(businessDateOf(slotInstant(date, slot))).toBe(date);
    }
    expect(businessDateOf("2026-11-03T03:30:00Z")).toBe("2026-11-02");
  });

  it("gives the same instants whatever the browser's time zone (Tokyo, Los Angeles, UTC)", () => {
    const expected = slotInstant("2026-11-02", "09:00").toISOString();
    expect(inZone("Asia/Tokyo", () => new Date("2026-11-02T00:00:00Z").getHours())).toBe(9); // the zone switch is real
    for (const zone of ["Asia/Tokyo", "America/Los_Angeles", "UTC", "Pacific/Kiritimati"]) {
      inZone(zone, () => {
        expect(slotInstant("2026-11-02", "09:00").toISOString()).toBe(expected);
        expect(slotInstant("2026-03-09", "09:00").toISOString()).toBe("2026-03-09T14:00:00.000Z");
        expect(businessDateOf(expected)).toBe("2026-11-02");
        expect(dateKey(businessDay("2026-03-08"))).toBe("2026-03-08");
      });
    }
  });
});

describe("the shop's day and clock at an instant", () => {
  it("agree with date-fns' TZDate at 5,000 instants over 2024–2035, midnight and the clock changes included", () => {
    const pad = (n: number) => String(n).padStart(2, "0");
    const instants = [
      "2026-03-08T07:59:00Z", // 01:59, the last minute before spring forward
      "2026-03-08T08:00:00Z", // 03:00, the first minute after
      "2026-11-01T06:59:00Z", // 01:59 the first time
      "2026-11-01T07:00:00Z", // 01:00 again
      "2026-11-24T06:00:00Z", // midnight: "00:00", never "24:00"
    ].map((iso) => Date.parse(iso));
    for (let i = 0; i < 5000; i++) instants.push(Date.UTC(2024, 0, 1) + Math.floor(Math.random() * 12 * 365 * 86_400_000));
    for (const instant of instants) {
      const local = new TZDate(instant, BUSINESS_TIME_ZONE);
      expect(businessDateOf(instant)).toBe(dateKey(local));
      expect(businessClockOf(instant)).toBe(`${pad(local.getHours())}:${pad(local.getMinutes())}`);
    }
    expect(businessClockOf("2026-11-24T06:00:00Z")).toBe("00:00");
  });
});

describe("days at the shop", () => {
  it("takes today from the shop's clock, not UTC's or the browser's", () => {
    const lateMonday = new Date("2026-11-24T05:30:00Z"); // 11:30 PM Monday in Austin, Tuesday in UTC and Tokyo
    expect(businessToday(lateMonday)).toBe("2026-11-23");
    expect(inZone("Asia/Tokyo", () => businessToday(lateMonday))).toBe("2026-11-23");
    expect(businessDateOf("2026-03-08T05:59:00Z")).toBe("2026-03-07");
    expect(businessDateOf("2026-03-08T06:00:00Z")).toBe("2026-03-08");
  });

  it("refuses weekends and past days, in the shop's calendar", () => {
    const now = new Date("2026-11-24T05:30:00Z"); // Monday 11:30 PM in Austin
    for (const zone of ["America/Chicago", "Asia/Tokyo", "UTC"]) {
      inZone(zone, () => {
        expect(isBookableDate("2026-11-20", now)).toBe(false); // last Friday
        expect(isBookableDate("2026-11-23", now)).toBe(true); // today at the shop
        expect(isBookableDate("2026-11-24", now)).toBe(true);
        expect(isBookableDate("2026-11-28", now)).toBe(false); // Saturday
        expect(isBookableDate("2026-11-29", now)).toBe(false); // Sunday
        expect(isBookableDate("2026-11-30", now)).toBe(true);
      });
    }
    expect(isBookableDate("2026-3-9", now)).toBe(false);
    expect(isBookableDate("not a date", now)).toBe(false);
  });

  it("knows the weekday of the daylight-saving Sundays and steps over them by calendar days", () => {
    expect(isoWeekday("2026-03-08")).toBe(7);
    expect(isoWeekday("2026-11-01")).toBe(7);
    expect(isoWeekday("2026-11-02")).toBe(1);
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
    expect(inZone("America/Chicago", () => addDays("2026-03-07", 2))).toBe("2026-03-09");
  });
});
