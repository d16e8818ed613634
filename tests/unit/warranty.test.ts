import { describe, expect, it } from "vitest";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";
import { canWithdraw, formatReceiptNumber, replyWindow, underWarranty, warrantyEndsOn } from "@/lib/rules/warranty";

describe("the warranty's rules", () => {
  it("a receipt number reads REC-<number>", () => {
    expect(formatReceiptNumber(1001)).toBe("REC-1001");
  });

  it("the warranty ends 30 days after completion, across months and years", () => {
    expect(WARRANTY_RULES.days).toBe(30);
    expect(warrantyEndsOn("2026-11-28")).toBe("2026-12-28");
    expect(warrantyEndsOn("2026-12-15")).toBe("2027-01-14");
    expect(warrantyEndsOn("2028-02-01")).toBe("2028-03-02");
  });

  it("runs through its last day, not the day after", () => {
    expect(underWarranty("2026-12-28", "2026-12-27")).toBe(true);
    expect(underWarranty("2026-12-28", "2026-12-28")).toBe(true);
    expect(underWarranty("2026-12-28", "2026-12-29")).toBe(false);
  });

  it("a request's conversation: open while open, during the warranty once completed, then closed and why", () => {
    expect(replyWindow("pending", null, "2026-12-01")).toBe("open");
    expect(replyWindow("ready_for_pickup", null, "2026-12-01")).toBe("open");
    expect(replyWindow("completed", "2026-12-28", "2026-12-28")).toBe("open");
    expect(replyWindow("completed", "2026-12-28", "2026-12-29")).toBe("warrantyEnded");
    expect(replyWindow("completed", null, "2026-12-01")).toBe("closed");
    expect(replyWindow("cancelled", "2026-12-28", "2026-12-01")).toBe("closed");
  });

  it("only a pending request can be withdrawn", () => {
    expect(canWithdraw("pending")).toBe(true);
    for (const status of ["approved", "in_progress", "waiting_for_parts", "ready_for_pickup", "completed", "cancelled"]) expect(canWithdraw(status)).toBe(false);
  });
});
