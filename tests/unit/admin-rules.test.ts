import { describe, expect, it } from "vitest";
import { hasStaffRole } from "@/lib/rules/staff-role";
import { parsePage, parseStatusFilter, parseTechnicianFilter } from "@/lib/rules/admin-filters";
import { appointmentMovesFrom, nextRequestStep, requestMovesFrom } from "@/lib/rules/admin-transitions";
import { adminAppointmentStatusSchema } from "@/lib/validation/admin-appointment";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { adminRequestChangeSchema, adminRequestSchema, cancelReasonSchema } from "@/lib/validation/admin-request";
import { feeWaiverReasonSchema } from "@/lib/validation/admin-fee-waiver";
import { CANCEL_REASON_MAX, TECHNICIAN_NAME_MAX } from "@/lib/rules/business-rules";
import { staffProfileSchema } from "@/lib/validation/admin-technician";

describe("request workflow offered by the console", () => {
  it("moves forward one step at a time (parts may hold work up), or cancels what is not final", () => {
    expect(requestMovesFrom("pending")).toEqual(["approved", "cancelled"]);
    expect(requestMovesFrom("approved")).toEqual(["in_progress", "cancelled"]);
    expect(requestMovesFrom("in_progress")).toEqual(["ready_for_pickup", "waiting_for_parts", "completed", "cancelled"]);
    expect(requestMovesFrom("waiting_for_parts")).toEqual(["in_progress", "ready_for_pickup", "cancelled"]);
    expect(requestMovesFrom("ready_for_pickup")).toEqual(["completed", "cancelled"]);
    expect(requestMovesFrom("completed")).toEqual([]);
    expect(requestMovesFrom("cancelled")).toEqual([]);
    expect(requestMovesFrom("archived")).toEqual([]);
  });

  it("the row's one-click step is the next forward one", () => {
    expect(["pending", "approved", "in_progress", "waiting_for_parts", "ready_for_pickup", "completed", "cancelled"].map(nextRequestStep)).toEqual([
      "approved", "in_progress", "ready_for_pickup", "in_progress", "completed", null, null,
    ]);
  });

  it("appointments are checked in, completed, a no-show or cancelled, never back", () => {
    expect(appointmentMovesFrom("pending")).toEqual(["in_progress", "completed", "no_show", "cancelled"]);
    expect(appointmentMovesFrom("in_progress")).toEqual(["completed", "cancelled"]);
    expect(appointmentMovesFrom("completed")).toEqual([]);
    expect(appointmentMovesFrom("no_show")).toEqual([]);
  });
});

describe("console input", () => {
  it("request form: a known status and a technician from the list (an account id, or nobody)", () => {
    const id = "d3a10000-0000-4000-8000-000000000002";
    expect(adminRequestSchema.parse({ status: "approved", technicianId: id })).toEqual({ status: "approved", technicianId: id });
    expect(adminRequestSchema.parse({ status: "approved", technicianId: "" })).toEqual({ status: "approved", technicianId: "" });
    expect(adminRequestSchema.safeParse({ status: "done", technicianId: "" }).error?.issues[0]?.message).toBe("invalidStatus");
    expect(adminRequestSchema.safeParse({ status: "approved", technicianId: "Dana Brooks" }).error?.issues[0]?.message).toBe("invalidTechnician");
    expect(adminRequestChangeSchema.parse({ status: "completed" })).toEqual({ status: "completed" });
  });

  it("technician profile: a trimmed name of 1 to TECHNICIAN_NAME_MAX characters and a palette colour; the calendar's filter takes an id only", () => {
    expect(staffProfileSchema.parse({ displayName: "  Sam Rivera ", colour: "teal" })).toEqual({ displayName: "Sam Rivera", colour: "teal" });
    expect(staffProfileSchema.safeParse({ displayName: "   ", colour: "teal" }).error?.issues[0]?.message).toBe("nameRequired");
    expect(staffProfileSchema.safeParse({ displayName: "x".repeat(TECHNICIAN_NAME_MAX + 1), colour: "teal" }).error?.issues[0]?.message).toBe("nameTooLong");
    expect(staffProfileSchema.safeParse({ displayName: "Sam", colour: "#ff0000" }).error?.issues[0]?.message).toBe("colourRequired");
    expect(parseTechnicianFilter("D3A10000-0000-4000-8000-000000000002")).toBe("d3a10000-0000-4000-8000-000000000002");
    expect(parseTechnicianFilter("sam")).toBeNull();
    expect(parseTechnicianFilter(undefined)).toBeNull();
  });

  it("a cancellation's reason: optional in the schema, at most CANCEL_REASON_MAX characters, trimmed; required when the form cancels", () => {
    expect(adminRequestChangeSchema.parse({ status: "cancelled", reason: "  Part discontinued. " })).toEqual({ status: "cancelled", reason: "Part discontinued." });
    expect(adminRequestChangeSchema.safeParse({ status: "cancelled", reason: "x".repeat(CANCEL_REASON_MAX + 1) }).error?.issues[0]?.message).toBe("reasonTooLong");
    expect(cancelReasonSchema.safeParse("   ").error?.issues[0]?.message).toBe("reasonRequired");
    expect(cancelReasonSchema.safeParse("x".repeat(CANCEL_REASON_MAX)).success).toBe(true);
    expect(feeWaiverReasonSchema.safeParse("").error?.issues[0]?.message).toBe("reasonRequired");
    expect(feeWaiverReasonSchema.safeParse("x".repeat(CANCEL_REASON_MAX + 1)).error?.issues[0]?.message).toBe("reasonTooLong");
  });

  it("appointment targets and ids", () => {
    expect(adminAppointmentStatusSchema.safeParse("completed").success).toBe(true);
    expect(adminAppointmentStatusSchema.safeParse("no_show").success).toBe(true);
    expect(adminAppointmentStatusSchema.safeParse("pending").success).toBe(false);
    expect(adminIdSchema.safeParse("5e5e0000-0000-4000-8000-000000000001").success).toBe(true);
    expect(adminIdSchema.safeParse("1; drop table reviews").success).toBe(false);
  });

  it("list filters fall back to all statuses and the first page", () => {
    expect(parseStatusFilter("in_progress")).toBe("in_progress");
    expect(parseStatusFilter("everything")).toBeNull();
    expect(parseStatusFilter(undefined)).toBeNull();
    expect([parsePage("3"), parsePage("0"), parsePage("-2"), parsePage("abc"), parsePage(undefined)]).toEqual([3, 1, 1, 1, 1]);
  });

  it("the staff role is app_metadata.role = staff exactly", () => {
    expect(hasStaffRole({ provider: "email", role: "staff" })).toBe(true);
    expect(hasStaffRole({ role: "Staff" })).toBe(false);
    expect(hasStaffRole({})).toBe(false);
    expect(hasStaffRole(undefined)).toBe(false);
  });
});
