import { describe, expect, it } from "vitest";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { formatMoment, formatShopDate } from "@/lib/rules/date-time";
import { formatCents, formatQuantity, formatTaxRate } from "@/lib/rules/estimate-format";
import { documentTotals, lineTotalCents } from "@/lib/rules/estimate-totals";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { dollarsToCents, estimateDraftSchema, receiptSchema, receiptSchemaFor } from "@/lib/validation/estimate";

// The money rule of docs/product.md ("Estimates and receipts"), which the
// database applies too (tests/db/estimates.test.ts proves the two agree).

describe("estimate totals", () => {
  it("rounds each line to the cent, halves away from zero", () => {
    expect(lineTotalCents({ quantity: 1.5, unitPriceCents: 6000 })).toBe(9000);
    expect(lineTotalCents({ quantity: 0.5, unitPriceCents: 1 })).toBe(1);
    expect(lineTotalCents({ quantity: 0.33, unitPriceCents: 1 })).toBe(0);
    expect(lineTotalCents({ quantity: 2.25, unitPriceCents: 333 })).toBe(749);
  });

  it("taxes the subtotal less the discount and rounds the tax once", () => {
    const totals = documentTotals(
      [{ quantity: 1.5, unitPriceCents: 6000 }, { quantity: 1, unitPriceCents: 8999 }],
      500,
      ESTIMATE_RULES.taxRateBasisPoints,
    );
    expect(totals).toEqual({ subtotalCents: 17999, discountCents: 500, taxCents: 1444, totalCents: 18943 });
  });
});

describe("estimate form input", () => {
  it("reads dollars as cents and refuses anything else", () => {
    expect(dollarsToCents("45")).toBe(4500);
    expect(dollarsToCents("45.5")).toBe(4550);
    expect(dollarsToCents(" 0.05 ")).toBe(5);
    for (const bad of ["", "-1", "1.234", "1e3", "$5", "12,50"]) expect(dollarsToCents(bad), bad).toBeNull();
  });

  it("needs at least one line and names the field that is wrong", () => {
    const base = { discount: "", note: "", validUntil: "2026-12-15" };
    expect(estimateDraftSchema.safeParse({ ...base, lines: [] }).error?.issues[0]?.message).toBe("linesRequired");
    const issues = estimateDraftSchema.safeParse({ ...base, lines: [{ kind: "part", description: " ", quantity: "0", unitPrice: "abc" }] }).error!.issues;
    expect(issues.map((i) => i.message).sort()).toEqual(["descriptionRequired", "priceInvalid", "quantityInvalid"]);
  });

  // The database would refuse these too, but as a failure ("Something went wrong"), not as the field's own message (found by tests/e2e/fuzz-actions.spec.ts).
  it("takes only dates that exist on the calendar", () => {
    const lines = [{ kind: "part", description: "SSD", quantity: "1", unitPrice: "60" }];
    const draft = (validUntil: string) => estimateDraftSchema.safeParse({ lines, discount: "", note: "", validUntil });
    const receipt = (paidOn: string) => receiptSchema.safeParse({ lines, discount: "", paymentMethod: "cash", paidOn });
    for (const day of ["2026-12-15", "2028-02-29"]) expect(draft(day).success, day).toBe(true);
    for (const day of ["2024-02-29", "2026-01-15"]) expect(receipt(day).success, day).toBe(true);
    for (const day of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-04-31", "2026-12-1", "2026-12-15T00:00:00Z"]) {
      expect(draft(day).error?.issues[0]?.message, day).toBe("dateInvalid");
      expect(receipt(day).error?.issues[0]?.message, day).toBe("dateInvalid");
    }
  });
});

describe("a receipt's payment date", () => {
  const lines = [{ kind: "part", description: "SSD", quantity: "1", unitPrice: "60" }];
  const today = businessToday();
  const receipt = (paidOn: string, filedOn?: string) => receiptSchemaFor(filedOn).safeParse({ lines, discount: "", paymentMethod: "cash", paidOn });

  it("lies between the day the request was filed and today", () => {
    const filed = addDays(today, -10);
    expect(receipt(filed, filed).success).toBe(true);
    expect(receipt(today, filed).success).toBe(true);
    for (const day of [addDays(filed, -1), "1900-01-01", addDays(today, 1)]) expect(receipt(day, filed).error?.issues[0]?.message, day).toBe("paidOnOutOfRange");
  });

  it("without the filing day (the server action) is never after today; the database checks the rest", () => {
    expect(receipt(addDays(today, 1)).error?.issues[0]?.message).toBe("paidOnOutOfRange");
    expect(receipt(addDays(today, -400)).success).toBe(true);
  });
});

describe("estimate formats", () => {
  it("money and the shop's dates in each language", () => {
    expect(formatCents(18943, "en")).toBe("$189.43");
    expect(formatCents(18943, "es")).toBe("$189.43");
    expect(formatShopDate("2026-12-15", "en")).toBe("December 15, 2026");
    expect(formatShopDate("2026-12-15", "es")).toBe("15 de diciembre de 2026");
  });

  it("quantities and the tax rate as the money beside them is written, in both languages", () => {
    for (const locale of ["en", "es"]) {
      expect(formatQuantity(1.5, locale), locale).toBe("1.5");
      expect(formatQuantity(1234.25, locale), locale).toBe("1,234.25");
      expect(formatTaxRate(825, locale), locale).toBe("8.25%");
    }
  });

  it("a stamp's date and time in the site's one style (lib/rules/date-time.ts)", () => {
    expect(formatMoment("2026-12-01T20:00:00Z", "en")).toBe("Tuesday, December 1, 2026, 2:00\u00a0PM");
    expect(formatMoment("2026-12-01T20:00:00Z", "es")).toBe("martes, 1 de diciembre de 2026, 2:00\u00a0p.\u00a0m.");
  });
});
