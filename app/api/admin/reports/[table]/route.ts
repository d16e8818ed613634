import type { NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { isLocale, routing } from "@/i18n/routing";
import { getAdminReport } from "@/lib/data/admin-reports";
import { getStaffCaller } from "@/lib/data/require-staff";
import { isReportTable, reportCsv } from "@/lib/rules/admin-reports";
import { isServiceType } from "@/lib/rules/business-rules";
import { parseReportRange } from "@/lib/validation/admin-reports";
import { createClient } from "@/lib/supabase/server";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * One table of /admin/reports as CSV (`/api/admin/reports/{table}?from=&to=&locale=`),
 * for staff only: a signed-out visitor gets 401, anyone else signed in 404,
 * as the console's pages answer. The range is checked as the page checks it
 * (an invalid one falls back to the default); the figures are read as the
 * caller, and public.admin_reports refuses anyone but staff again.
 */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/admin/reports/[table]">) {
  const { table } = await params;
  const caller = await getStaffCaller();
  if (caller === "unavailable") return plain(503, "Please try again in a moment.");
  if (caller === "notStaff") {
    const { data } = await (await createClient()).auth.getClaims();
    return data ? plain(404, "Not found.") : plain(401, "Sign in to download reports.");
  }
  if (!isReportTable(table)) return plain(404, "Not found.");

  const query = request.nextUrl.searchParams;
  const { range } = parseReportRange({ from: query.get("from") ?? undefined, to: query.get("to") ?? undefined });
  const lang = query.get("locale");
  const locale = isLocale(lang) ? lang : routing.defaultLocale;
  const [result, serviceTypes, t] = await Promise.all([
    getAdminReport(caller.supabase, range),
    getTranslations({ locale, namespace: "ServiceTypes" }),
    getTranslations({ locale, namespace: "Admin.reports.technicians" }),
  ]);
  if (!result.ok) return plain(503, "The report could not be read. Please try again in a moment.");

  const csv = reportCsv(result.report, table, {
    serviceName: (key) => (isServiceType(key) ? serviceTypes(key) : key),
    unassigned: t("unassigned"),
  });
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reports-${table}-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
