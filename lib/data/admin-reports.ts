import "server-only";
import type { Report } from "@/lib/rules/admin-reports";
import type { ReportRange } from "@/lib/validation/admin-reports";
import type { StaffClient } from "./require-staff";

export type AdminReport = { ok: true; report: Report } | { ok: false };

/** Every figure of the reports page for a range of the shop's days, in one call (public.admin_reports; staff only, checked there). */
export async function getAdminReport(supabase: StaffClient, range: ReportRange): Promise<AdminReport> {
  const { data, error } = await supabase.rpc("admin_reports", { p_from: range.from, p_to: range.to });
  if (error || !data) {
    console.error("Error reading the reports:", error?.message);
    return { ok: false };
  }
  return { ok: true, report: data as unknown as Report };
}
