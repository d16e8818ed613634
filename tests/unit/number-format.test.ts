import { describe, expect, it } from "vitest";
import { fileSizeFormat } from "@/lib/rules/attachment-format";
import { formatNumber } from "@/lib/rules/number-format";

// Every number the site shows is written as its money is, "$1,234.50", in both
// languages: a Spanish page never puts "4,8" or "1,5 MB" beside "$65.00".
describe("formatNumber", () => {
  it("writes decimals and thousands as the money beside them, in English and Spanish alike", () => {
    for (const locale of ["en", "es"]) {
      expect(formatNumber(4.83, locale, { maximumFractionDigits: 1 }), locale).toBe("4.8");
      expect(formatNumber(12345.5, locale), locale).toBe("12,345.5");
      expect(formatNumber(0.42, locale, { style: "percent" }), locale).toBe("42%");
    }
  });

  it("keeps each language's words for units", () => {
    const { value, options } = fileSizeFormat(1_572_864);
    expect(formatNumber(value, "en", options)).toBe("1.5 MB");
    expect(formatNumber(value, "es", options)).toMatch(/^1\.5\sMB$/);
  });
});
