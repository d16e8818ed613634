import { describe, expect, it } from "vitest";
import { appointmentActions } from "@/lib/rules/admin-appointment-actions";
import { assignLanes, blockPosition, byShopDay, closedSpans, hourLines, slotsLeft, stepWorkingDay, walkInDay, weekDays } from "@/lib/rules/admin-week";
import { dropMove, landingCell, parseSlotCell, slotCellId } from "@/lib/rules/admin-week-drop";
import { slotInstant } from "@/lib/rules/booking-time";

const closure = (startsOn: string, endsOn: string, closedFrom: string | null = null, closedUntil: string | null = null) => ({
  startsOn, endsOn, closedFrom, closedUntil, reason: { en: "Inventory", es: "Inventario" },
});

describe("the week calendar's model", () => {
  it("shows Monday to Friday of the week holding the day, and steps over weekends", () => {
    expect(weekDays("2026-12-02")).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
    expect(weekDays("2026-12-06")).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
    expect(stepWorkingDay("2026-12-04", 1)).toBe("2026-12-07");
    expect(stepWorkingDay("2026-12-07", -1)).toBe("2026-12-04");
    expect(walkInDay("2026-11-30")).toBe("2026-12-05");
    expect(walkInDay("2026-12-04")).toBe("2026-12-05");
    expect(walkInDay("2026-12-06")).toBe("2026-12-05");
    expect(hourLines()).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
  });

  it("sizes a block by its duration on the shop's clock, across daylight saving time", () => {
    expect(blockPosition(slotInstant("2026-12-02", "09:00").toISOString(), 60)).toEqual({ top: 0, height: 12.5 });
    expect(blockPosition(slotInstant("2026-03-09", "13:00").toISOString(), 120)).toEqual({ top: 50, height: 25 });
    expect(blockPosition(slotInstant("2026-12-02", "16:30").toISOString(), 60)).toEqual({ top: 93.75, height: 6.25 });
  });

  it("counts the half-hour starts left: not past, not closed, under the technicians on duty", () => {
    const day = "2026-12-02";
    const before = new Date(slotInstant(day, "08:00"));
    expect(slotsLeft(day, [], 1, [], before)).toBe(13);
    const booked = [{ appointment_date: slotInstant(day, "09:00").toISOString(), duration: 60, status: "pending" }];
    expect(slotsLeft(day, booked, 1, [], before)).toBe(11);
    expect(slotsLeft(day, booked, 2, [], before)).toBe(13);
    expect(slotsLeft(day, [{ ...booked[0]!, status: "cancelled" }], 1, [], before)).toBe(13);
    expect(slotsLeft(day, [], 1, [closure(day, day, "13:00", "17:00")], before)).toBe(6);
    expect(slotsLeft(day, [], 1, [closure("2026-12-01", "2026-12-03")], before)).toBe(0);
    expect(slotsLeft(day, [], 1, [], new Date(slotInstant(day, "15:10")))).toBe(2);
    expect(closedSpans(day, [closure(day, day)])[0]).toMatchObject({ from: "09:00", until: "17:00", allDay: true });
  });
});

describe("appointments by shop day", () => {
  it("files each under the shop's calendar day, not UTC's, keeping their order", () => {
    const at = (id: string, iso: string) => ({ id, appointment_date: iso });
    // 23:30 in Chicago on 1 December is 05:30 UTC on the 2nd.
    const grouped = byShopDay([at("a", "2026-12-02T05:30:00Z"), at("b", "2026-12-01T15:00:00Z"), at("c", "2026-12-02T15:00:00Z")]);
    expect(Object.fromEntries([...grouped].map(([day, list]) => [day, list.map((a) => a.id)]))).toEqual({
      "2026-12-01": ["a", "b"],
      "2026-12-02": ["c"],
    });
  });
});

describe("a drop on the week calendar", () => {
  it("names each cell by its day and slot, and reads back only bookable slots", () => {
    expect(slotCellId("2026-12-02", "14:00")).toBe("slot:2026-12-02T14:00");
    expect(parseSlotCell(slotCellId("2026-12-02", "14:00"))).toEqual({ date: "2026-12-02", slot: "14:00" });
    expect(parseSlotCell("slot:2026-12-02T12:00")).toBeNull();
    expect(parseSlotCell("slot:2026-12-02T14:15")).toBeNull();
    expect(parseSlotCell("slot:tomorrowT14:00")).toBeNull();
    expect(parseSlotCell("2026-12-02T14:00")).toBeNull();
    expect(parseSlotCell(42)).toBeNull();
    expect(parseSlotCell(null)).toBeNull();
  });

  it("asks for the cell's day and slot on the shop's clock, nothing on the visit's own start", () => {
    const startsAt = slotInstant("2026-12-02", "10:00").toISOString();
    expect(dropMove(startsAt, slotCellId("2026-12-03", "13:30"))).toEqual({ date: "2026-12-03", slot: "13:30" });
    expect(dropMove(startsAt, slotCellId("2026-12-02", "10:30"))).toEqual({ date: "2026-12-02", slot: "10:30" });
    expect(dropMove(startsAt, slotCellId("2026-12-02", "10:00"))).toBeNull();
    expect(dropMove(startsAt, "week-calendar")).toBeNull();
    // Across the change to daylight saving time the slot is still the shop's clock.
    expect(dropMove(slotInstant("2026-03-06", "09:00").toISOString(), slotCellId("2026-03-09", "09:00"))).toEqual({ date: "2026-03-09", slot: "09:00" });
  });
});

describe("where a dragged block lands", () => {
  // Two day columns 100 px wide; half-hour cells 48 px tall from 09:00, none over the lunch break.
  const cells = [0, 1].flatMap((column) =>
    [0, 1, 2, 6].map((row) => ({ id: `${column}-${row}`, left: column * 100, right: column * 100 + 100, top: row * 48, height: 48 })),
  );

  it("takes the cell whose start is nearest the block's top, in the column under the block's middle", () => {
    expect(landingCell({ left: 10, width: 40, top: 0 }, cells)).toBe("0-0");
    expect(landingCell({ left: 10, width: 40, top: 23 }, cells)).toBe("0-0");
    expect(landingCell({ left: 10, width: 40, top: 25 }, cells)).toBe("0-1");
    expect(landingCell({ left: 120, width: 40, top: 100 }, cells)).toBe("1-2");
    // Half the block over the next column: its middle decides.
    expect(landingCell({ left: 70, width: 60, top: 48 }, cells)).toBe("1-1");
  });

  it("lands nowhere over the lunch break or off the columns", () => {
    expect(landingCell({ left: 10, width: 40, top: 4 * 48 }, cells)).toBeNull();
    expect(landingCell({ left: 210, width: 40, top: 0 }, cells)).toBeNull();
    expect(landingCell({ left: 10, width: 40, top: -30 }, cells)).toBeNull();
  });
});

describe("appointment actions that fit the time", () => {
  const start = slotInstant("2026-12-02", "10:00");
  const at = (hhmm: string, day = "2026-12-02") => new Date(slotInstant(day, hhmm));
  const pending = { status: "pending", appointment_date: start.toISOString() };

  it("a future appointment offers reschedule and cancel; check in (no longer reschedule) from 30 minutes before; complete on its day; no-show from its start", () => {
    expect(appointmentActions(pending, at("10:00", "2026-11-30"))).toEqual(["reschedule", "cancel"]);
    expect(appointmentActions(pending, at("09:00"))).toEqual(["complete", "reschedule", "cancel"]);
    expect(appointmentActions(pending, at("09:30"))).toEqual(["start", "complete", "cancel"]);
    expect(appointmentActions(pending, at("09:59"))).toEqual(["start", "complete", "cancel"]);
    expect(appointmentActions(pending, at("10:00"))).toEqual(["start", "complete", "noShow", "cancel"]);
    expect(appointmentActions(pending, at("09:00", "2026-12-03"))).toEqual(["start", "complete", "noShow", "cancel"]);
  });

  it("an appointment in progress completes or cancels at any time; final ones offer nothing", () => {
    expect(appointmentActions({ ...pending, status: "in_progress" }, at("08:00"))).toEqual(["complete", "cancel"]);
    expect(appointmentActions({ ...pending, status: "completed" }, at("12:00"))).toEqual([]);
    expect(appointmentActions({ ...pending, status: "cancelled" }, at("12:00"))).toEqual([]);
    expect(appointmentActions({ ...pending, status: "no_show" }, at("12:00"))).toEqual([]);
    expect(appointmentActions({ ...pending, status: "bogus" }, at("12:00"))).toEqual([]);
  });
});

describe("side-by-side lanes", () => {
  it("puts overlapping appointments next to each other and lone ones full width", () => {
    const at = (hhmm: string, duration: number) => ({ appointment_date: slotInstant("2026-12-02", hhmm).toISOString(), duration });
    const lanes = assignLanes([at("09:00", 60), at("09:30", 60), at("10:00", 30), at("13:00", 60)]).map(({ lane, lanes }) => [lane, lanes]);
    expect(lanes).toEqual([[0, 2], [1, 2], [0, 2], [0, 1]]);
  });
});
