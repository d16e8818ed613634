import { describe, expect, it } from "vitest";
import { hasStaffRole } from "@/lib/rules/staff-role";
import { parsePage, parseStatusFilter } from "@/lib/rules/admin-filters";
import { appointmentMovesFrom, nextRequestStep, requestMovesFrom } from "@/lib/rules/admin-transitions";
import { adminAppointmentStatusSchema } from "@/lib/validation/admin-appointment";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { adminRequestChangeSchema, adminRequestSchema } from "@/lib/validation/admin-request";

describe("request workflow offered by the console", () => {
  it("moves forward one step at a time, or cancels what is not final", () => {
    expect(requestMovesFrom("pending")).toEqual(["approved", "cancelled"]);
    expect(requestMovesFrom("approved")).toEqual(["in_progress", "cancelled"]);
    expect(requestMovesFrom("in_progress")).toEqual(["completed", "cancelled"]);
    expect(requestMovesFrom("completed")).toEqual([]);
    expect(requestMovesFrom("cancelled")).toEqual([]);
    expect(requestMovesFrom("archived")).toEqual([]);
  });

  it("the row's one-click step is the next forward one", () => {
    expect(["pending", "approved", "in_progress", "completed", "cancelled"].map(nextRequestStep)).toEqual(["approved", "in_progress", "completed", null, null]);
  });

  it("appointments go to in progress, completed or cancelled, never back", () => {
    expect(appointmentMovesFrom("pending")).toEqual(["in_progress", "completed", "cancelled"]);
    expect(appointmentMovesFrom("in_progress")).toEqual(["completed", "cancelled"]);
    expect(appointmentMovesFrom("completed")).toEqual([]);
  });
});

describe("console input", () => {
  it("request form: a known status and a technician of at most 100 characters, trimmed", () => {
    expect(adminRequestSchema.parse({ status: "approved", technician: "  Dana Brooks " })).toEqual({ status: "approved", technician: "Dana Brooks" });
    expect(adminRequestSchema.safeParse({ status: "done", technician: "" }).error?.issues[0]?.message).toBe("invalidStatus");
    expect(adminRequestSchema.safeParse({ status: "approved", technician: "x".repeat(101) }).error?.issues[0]?.message).toBe("technicianTooLong");
    expect(adminRequestChangeSchema.parse({ status: "completed" })).toEqual({ status: "completed" });
  });

  it("appointment targets and ids", () => {
    expect(adminAppointmentStatusSchema.safeParse("completed").success).toBe(true);
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
