import { describe, expect, it } from "vitest";
import {
  canCancelAppointment,
  completedAt,
  isLateCancellation,
  isUpcoming,
  statusMeaning,
  statusTone,
} from "@/lib/rules/dashboard-status";

describe("status colours, by meaning", () => {
  it("requests: amber pending, green approved and completed, blue in progress, red cancelled", () => {
    expect(statusTone("pending", "request")).toBe("yellow");
    expect(statusTone("approved", "request")).toBe("green");
    expect(statusTone("in_progress", "request")).toBe("blue");
    expect(statusTone("completed", "request")).toBe("green");
    expect(statusTone("cancelled", "request")).toBe("red");
  });

  it("appointments: a booked one reads \"Confirmed\", so it is green, never the amber of something waiting", () => {
    expect(statusTone("pending", "appointment")).toBe("green");
    expect(statusMeaning("pending", "appointment")).toBe("settled");
    expect(statusTone("in_progress", "appointment")).toBe("blue");
    expect(statusTone("cancelled", "appointment")).toBe("red");
  });

  it("grey for anything else", () => {
    expect(statusTone("on_hold", "request")).toBe("grey");
    expect(statusTone("approved", "appointment")).toBe("grey");
    expect(statusTone("toString", "request")).toBe("grey");
    expect(statusTone("", "appointment")).toBe("grey");
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
