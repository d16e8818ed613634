import { describe, expect, it } from "vitest";
import { formatReportPeriod, type Report, reportCsv } from "@/lib/rules/admin-reports";
import { defaultReportRange, parseReportRange } from "@/lib/validation/admin-reports";

// The reports' range in the URL and their CSV (docs/reports.md).

const NOW = new Date("2026-03-10T16:00:00Z");

describe("parseReportRange", () => {
  it("takes two real days, the first not after the last, at most 731 days in all", () => {
    expect(parseReportRange({ from: "2026-01-26", to: "2026-03-08" }, NOW)).toEqual({ range: { from: "2026-01-26", to: "2026-03-08" }, fallback: false });
    expect(parseReportRange({ from: "2024-01-01", to: "2025-12-31" }, NOW).fallback).toBe(false);
    expect(parseReportRange({ from: ["2026-02-01", "x"], to: "2026-02-01" }, NOW).range).toEqual({ from: "2026-02-01", to: "2026-02-01" });
  });

  it("falls back to the last six calendar months, saying so only when a range was asked for", () => {
    expect(defaultReportRange(NOW)).toEqual({ from: "2025-10-01", to: "2026-03-10" });
    expect(parseReportRange({}, NOW)).toEqual({ range: defaultReportRange(NOW), fallback: false });
    for (const query of [
      { from: "2026-03-08", to: "2026-01-26" },
      { from: "2024-01-01", to: "2026-01-01" },
      { from: "2026-02-30", to: "2026-03-01" },
      { from: "yesterday", to: "2026-03-01" },
      { from: "';--", to: "x" },
      { from: "2026-01-01", to: "2026-13-01" },
      { from: "2026-01-01" },
      { to: "2026-01-01' or 1=1 --" },
    ]) {
      expect(parseReportRange(query, NOW)).toEqual({ range: defaultReportRange(NOW), fallback: true });
    }
  });
});

const report: Report = {
  from: "2026-01-26",
  to: "2026-03-08",
  weeks: [{ start: "2026-01-26", receipts: 2, net_cents: 123450, tax_cents: 10185, total_cents: 133635 }],
  months: [{ start: "2026-01-01", receipts: 1, net_cents: 5, tax_cents: 0, total_cents: 5 }],
  jobs: { completed: 3, average_seconds: 93784 },
  visits: { booked: 5, completed: 1, cancelled: 2, late_cancelled: 1, no_show: 1 },
  technicians: [
    { technician: "Dana, \"the fixer\"", jobs_completed: 2, visits: 1, revenue_cents: 100000 },
    { technician: "=HYPERLINK(\"x\")", jobs_completed: 0, visits: 1, revenue_cents: 0 },
    { technician: null, jobs_completed: 1, visits: 0, revenue_cents: 99 },
  ],
  services: [{ key: "computerRepair", requests: 4, visits: 2 }],
};
const labels = { serviceName: (key: string) => (key === "computerRepair" ? "Reparación de computadoras" : key), unassigned: "Sin asignar" };

describe("reportCsv", () => {
  it("writes dollars with a point and two decimals, dates as YYYY-MM-DD, CRLF lines", () => {
    expect(reportCsv(report, "weeks", labels)).toBe("week_start,receipts,net_sales_usd,sales_tax_usd,total_usd\r\n2026-01-26,2,1234.50,101.85,1336.35\r\n");
    expect(reportCsv(report, "months", labels)).toBe("month_start,receipts,net_sales_usd,sales_tax_usd,total_usd\r\n2026-01-01,1,0.05,0.00,0.05\r\n");
    expect(reportCsv(report, "jobs", labels)).toBe("from,to,jobs_completed,average_seconds_to_complete\r\n2026-01-26,2026-03-08,3,93784\r\n");
    expect(reportCsv(report, "visits", labels)).toBe("from,to,booked,completed,cancelled,late_cancelled,no_show\r\n2026-01-26,2026-03-08,5,1,2,1,1\r\n");
  });

  it("quotes text that needs it and never lets a spreadsheet read a name as a formula", () => {
    expect(reportCsv(report, "technicians", labels).split("\r\n")).toEqual([
      "technician,jobs_completed,visits,revenue_usd",
      '"Dana, ""the fixer""",2,1,1000.00',
      "\"'=HYPERLINK(\"\"x\"\")\",0,1,0.00",
      "Sin asignar,1,0,0.99",
      "",
    ]);
    expect(reportCsv(report, "services", labels)).toBe("service,requests,visits\r\nReparación de computadoras,4,2\r\n");
    expect(reportCsv({ ...report, jobs: { completed: 0, average_seconds: null } }, "jobs", labels)).toContain("\r\n2026-01-26,2026-03-08,0,\r\n");
  });
});

describe("formatReportPeriod", () => {
  it("names a week by its Monday and a month by its name, never shifted by a time zone", () => {
    expect(formatReportPeriod("2026-03-02", "week", "en")).toBe("Mar 2, 2026");
    expect(formatReportPeriod("2026-03-01", "month", "en")).toBe("March 2026");
    expect(formatReportPeriod("2026-03-01", "month", "es")).toBe("marzo de 2026");
    expect(formatReportPeriod("2026-03-02", "week", "es", true)).toBe("2 mar");
  });
});
