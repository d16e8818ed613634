import { z } from "@/lib/validation/zod";
import { parseDay } from "@/lib/rules/admin-days";
import { addDays, businessToday } from "@/lib/rules/booking-time";

// The reports' date range (/admin/reports?from=YYYY-MM-DD&to=YYYY-MM-DD and
// its CSV exports): two real calendar days of the shop, the first not after
// the last, at most REPORT_MAX_DAYS days in all (SQL: public.admin_reports
// refuses more, 22023). Anything else falls back to the default range.

export const REPORT_MAX_DAYS = 731;

const day = z.string().refine((value) => parseDay(value) !== null);

export const reportRangeSchema = z
  .object({ from: day, to: day })
  // Runs even when a day above was refused (zod checks an object whose fields failed a refinement), so it checks them again first.
  .refine(({ from, to }) => parseDay(from) !== null && parseDay(to) !== null && from <= to && addDays(from, REPORT_MAX_DAYS - 1) >= to);

export type ReportRange = z.infer<typeof reportRangeSchema>;

/** The default range: the first day of the month five months back to today (six calendar months). */
export function defaultReportRange(now = new Date()): ReportRange {
  const today = businessToday(now);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - 5, 1)).toISOString().slice(0, 10);
  return { from: first, to: today };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The range a page or an export was asked for, or the default with `fallback` set when it was missing or invalid. */
export function parseReportRange(query: { from?: string | string[]; to?: string | string[] }, now = new Date()) {
  const parsed = reportRangeSchema.safeParse({ from: first(query.from), to: first(query.to) });
  if (parsed.success) return { range: parsed.data, fallback: false };
  return { range: defaultReportRange(now), fallback: query.from !== undefined || query.to !== undefined };
}
