// The console's reports (docs/reports.md): the shape public.admin_reports
// returns, and each of its tables as CSV. Money is integer cents in the
// database; a CSV writes it in dollars with a point and two decimals
// ("1234.50", no thousands separator), dates as YYYY-MM-DD, durations in
// whole seconds, so a spreadsheet in any language reads the same numbers.

export interface ReportPeriod {
  start: string;
  receipts: number;
  net_cents: number;
  tax_cents: number;
  total_cents: number;
}

export interface Report {
  from: string;
  to: string;
  weeks: ReportPeriod[];
  months: ReportPeriod[];
  jobs: { completed: number; average_seconds: number | null };
  visits: { booked: number; completed: number; cancelled: number; late_cancelled: number; no_show: number };
  technicians: { technician: string | null; jobs_completed: number; visits: number; revenue_cents: number }[];
  services: { key: string; requests: number; visits: number }[];
}

/** The tables a report shows, each with its own CSV export (/api/admin/reports/{table}). */
export const REPORT_TABLES = ["weeks", "months", "jobs", "visits", "technicians", "services"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
export const isReportTable = (value: string): value is ReportTable => (REPORT_TABLES as readonly string[]).includes(value);

/** The visit outcomes in the order the page and the CSV list them. */
export const VISIT_OUTCOMES = ["booked", "completed", "cancelled", "late_cancelled", "no_show"] as const;

/** Whole, non-negative cents as dollars: 123450 -> "1234.50". */
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** One CSV field: quoted when it holds a comma, quote or line break, and never read as a formula by a spreadsheet. */
function field(value: string | number) {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const lines = (rows: (string | number)[][]) => rows.map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";

/**
 * A report table as CSV (RFC 4180, CRLF). `serviceName` names a service key
 * and `unassigned` labels the requests with no technician, in the reader's
 * language; every other column is a number or a date.
 */
export function reportCsv(report: Report, table: ReportTable, labels: { serviceName: (key: string) => string; unassigned: string }) {
  const periods = (start: string, list: ReportPeriod[]) => [
    [start, "receipts", "net_sales_usd", "sales_tax_usd", "total_usd"],
    ...list.map((p) => [p.start, p.receipts, dollars(p.net_cents), dollars(p.tax_cents), dollars(p.total_cents)]),
  ];
  switch (table) {
    case "weeks":
      return lines(periods("week_start", report.weeks));
    case "months":
      return lines(periods("month_start", report.months));
    case "jobs":
      return lines([
        ["from", "to", "jobs_completed", "average_seconds_to_complete"],
        [report.from, report.to, report.jobs.completed, report.jobs.average_seconds ?? ""],
      ]);
    case "visits":
      return lines([["from", "to", ...VISIT_OUTCOMES], [report.from, report.to, ...VISIT_OUTCOMES.map((k) => report.visits[k])]]);
    case "technicians":
      return lines([
        ["technician", "jobs_completed", "visits", "revenue_usd"],
        ...report.technicians.map((t) => [t.technician ?? labels.unassigned, t.jobs_completed, t.visits, dollars(t.revenue_cents)]),
      ]);
    case "services":
      return lines([["service", "requests", "visits"], ...report.services.map((s) => [labels.serviceName(s.key), s.requests, s.visits])]);
  }
}

/**
 * A period's first day ("2026-01-26") for the page and its charts: a week as
 * "Jan 26, 2026", a month as "January 2026" (`short`: "Jan 26", "Jan 2026"),
 * in US English or US Spanish. Formatted at noon UTC in UTC, so no time zone
 * moves it to another day.
 */
export function formatReportPeriod(day: string, unit: "week" | "month", locale: string, short = false) {
  const options: Intl.DateTimeFormatOptions =
    unit === "month" ? { month: short ? "short" : "long", year: "numeric" } : { month: "short", day: "numeric", ...(short ? {} : { year: "numeric" }) };
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { ...options, timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}
