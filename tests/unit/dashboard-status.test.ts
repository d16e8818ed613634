import { describe, expect, it } from "vitest";
import {
  canCancelAppointment,
  completedAt,
  isLateCancellation,
  isUpcoming,
  statusTone,
} from "@/lib/rules/dashboard-status";

describe("status colours", () => {
  it("yellow pending, blue in progress, green completed, red cancelled", () => {
    expect(statusTone("pending")).toBe("yellow");
    expect(statusTone("in_progress")).toBe("blue");
    expect(statusTone("completed")).toBe("green");
    expect(statusTone("cancelled")).toBe("red");
  });

  it("grey for anything else, approved included", () => {
    expect(statusTone("approved")).toBe("grey");
    expect(statusTone("on_hold")).toBe("grey");
    expect(statusTone("")).toBe("grey");
  });
});

describe("appointment rules", () => {
  it("offers cancel unless cancelled or completed", () => {
    expect(canCancelAppointment("pending")).toBe(true);
    expect(canCancelAppointment("in_progress")).toBe(true);
    expect(canCancelAppointment("cancelled")).toBe(false);
    expect(canCancelAppointment("completed")).toBe(false);
  });

  it("a cancellation less than 24 hours ahead is late", () => {
    const now = new Date("2026-11-20T15:00:00Z");
    expect(isLateCancellation("2026-11-21T14:59:00Z", now)).toBe(true);
    expect(isLateCancellation("2026-11-20T16:00:00Z", now)).toBe(true);
    expect(isLateCancellation("2026-11-21T15:00:00Z", now)).toBe(false);
    expect(isLateCancellation("2026-11-25T15:00:00Z", now)).toBe(false);
  });

  it("upcoming means ahead of now and still open", () => {
    const now = new Date("2026-11-20T15:00:00Z");
    expect(isUpcoming({ appointment_date: "2026-11-21T15:00:00Z", status: "pending" }, now)).toBe(true);
    expect(isUpcoming({ appointment_date: "2026-11-21T15:00:00Z", status: "cancelled" }, now)).toBe(false);
    expect(isUpcoming({ appointment_date: "2026-11-19T15:00:00Z", status: "pending" }, now)).toBe(false);
  });
});

describe("history completion time", () => {
  it("is updated_at, else created_at", () => {
    expect(completedAt({ updated_at: "2026-11-02T10:00:00Z", created_at: "2026-11-01T10:00:00Z" })).toBe("2026-11-02T10:00:00Z");
    expect(completedAt({ updated_at: null, created_at: "2026-11-01T10:00:00Z" })).toBe("2026-11-01T10:00:00Z");
  });
});
