import { getTranslations } from "next-intl/server";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminSection } from "@/components/admin/admin-section";
import { ReportChart } from "@/components/admin/reports/report-chart";
import { ReportRangeForm } from "@/components/admin/reports/report-range-form";
import { ReportSummary } from "@/components/admin/reports/report-summary";
import { ReportTable } from "@/components/admin/reports/report-table";
import { EmptyState } from "@/components/shared/empty-state";
import { Unavailable } from "@/components/shared/panel";
import { pageLocale } from "@/i18n/page-locale";
import { getAdminReport } from "@/lib/data/admin-reports";
import { requireStaff } from "@/lib/data/require-staff";
import { formatReportPeriod, type Report, type ReportPeriod, type ReportTable as ReportTableName, VISIT_OUTCOMES } from "@/lib/rules/admin-reports";
import { isServiceType, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { formatShopDate } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatNumber } from "@/lib/rules/number-format";
import { parseReportRange } from "@/lib/validation/admin-reports";
import { ChartColumnIcon } from "lucide-react";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/reports">) {
  return adminMetadata(params, "reports.metaTitle");
}

/**
 * The shop's reports for a range of its days (`?from=YYYY-MM-DD&to=…`, else
 * the last six months): money collected by week and month, jobs completed,
 * visits by outcome, work per technician and the services asked for most
 * (docs/reports.md). Every figure comes from one SQL read; each chart has its
 * numbers in a table, and each table downloads as CSV.
 */
export default async function AdminReportsPage({ params, searchParams }: PageProps<"/[locale]/admin/reports">) {
  const locale = await pageLocale(params);
  const { supabase } = await requireStaff();
  const { range, fallback } = parseReportRange(await searchParams);
  const [result, t, serviceTypes, zone] = await Promise.all([
    getAdminReport(supabase, range),
    getTranslations("Admin.reports"),
    getTranslations("ServiceTypes"),
    getTranslations("Common").then((c) => c("businessTimeZone")),
  ]);
  const csv = (table: ReportTableName) => `/api/admin/reports/${table}?${new URLSearchParams({ from: range.from, to: range.to, locale })}`;
  const money = (cents: number) => formatCents(cents, locale);
  const count = (n: number) => formatNumber(n, locale);

  const header = (
    <>
      <AdminPageHeader title={t("title")} description={t("description", { zone })} />
      <ReportRangeForm range={range} fallback={fallback} />
    </>
  );
  if (!result.ok) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <Unavailable message={t("unavailable")} />
      </div>
    );
  }
  const report: Report = result.report;
  const serviceName = (key: string) => (isServiceType(key) ? serviceTypes(key) : key);
  const averageTime = (seconds: number | null) => {
    if (seconds === null) return t("noJobs");
    const hours = seconds / 3600;
    if (hours < 1) return t("minutes", { value: formatNumber(Math.round(seconds / 60), locale) });
    return hours < 48 ? t("hours", { value: formatNumber(hours, locale, { maximumFractionDigits: 1 }) }) : t("days", { value: formatNumber(hours / 24, locale, { maximumFractionDigits: 1 }) });
  };
  const periodColumns = (first: string) => [
    { label: first },
    { label: t("columns.receipts"), numeric: true },
    { label: t("columns.net"), numeric: true },
    { label: t("columns.tax"), numeric: true },
    { label: t("columns.total"), numeric: true },
  ];
  const periodRows = (list: ReportPeriod[], unit: "week" | "month") =>
    list.map((p) => [formatReportPeriod(p.start, unit, locale), count(p.receipts), money(p.net_cents), money(p.tax_cents), money(p.total_cents)]);
  const periodChart = (list: ReportPeriod[], unit: "week" | "month") => (
    <ReportChart
      locale={locale}
      money
      stacked
      rows={list.map((p) => ({ label: formatReportPeriod(p.start, unit, locale, true), net: p.net_cents, tax: p.tax_cents }))}
      series={[
        { key: "net", label: t("columns.net") },
        { key: "tax", label: t("columns.tax") },
      ]}
    />
  );
  const rangeLabel = t("range.showing", { from: formatShopDate(range.from, locale), to: formatShopDate(range.to, locale) });
  const totals = report.months.reduce((s, m) => ({ total: s.total + m.total_cents, tax: s.tax + m.tax_cents }), { total: 0, tax: 0 });

  return (
    <div className="flex flex-col gap-6">
      {header}
      <ReportSummary
        label={t("summary.label")}
        items={[
          { label: t("summary.revenue"), value: money(totals.total) },
          { label: t("summary.tax"), value: money(totals.tax) },
          { label: t("summary.jobs"), value: count(report.jobs.completed) },
          { label: t("summary.averageTime"), value: averageTime(report.jobs.average_seconds) },
          { label: t("summary.visits"), value: count(report.visits.booked) },
        ]}
      />

      <AdminSection id="report-weeks" title={t("weeks.title")} description={t("weeks.description")}>
        {periodChart(report.weeks, "week")}
        <ReportTable id="weeks" caption={t("weeks.caption")} columns={periodColumns(t("columns.weekOf"))} rows={periodRows(report.weeks, "week")} csvHref={csv("weeks")} csvLabel={t("downloadCsv")} />
      </AdminSection>

      <AdminSection id="report-months" title={t("months.title")} description={t("months.description")}>
        {periodChart(report.months, "month")}
        <ReportTable id="months" caption={t("months.caption")} columns={periodColumns(t("columns.month"))} rows={periodRows(report.months, "month")} csvHref={csv("months")} csvLabel={t("downloadCsv")} />
      </AdminSection>

      <AdminSection id="report-jobs" title={t("jobs.title")} description={t("jobs.description")}>
        <ReportTable
          id="jobs"
          caption={t("jobs.caption")}
          columns={[{ label: t("columns.range") }, { label: t("columns.jobsCompleted"), numeric: true }, { label: t("columns.averageTime"), numeric: true }]}
          rows={[[rangeLabel, count(report.jobs.completed), averageTime(report.jobs.average_seconds)]]}
          csvHref={csv("jobs")}
          csvLabel={t("downloadCsv")}
        />
      </AdminSection>

      <AdminSection id="report-visits" title={t("visits.title")} description={t("visits.description", { hours: LATE_CANCELLATION_HOURS })}>
        <ReportChart locale={locale} rows={VISIT_OUTCOMES.map((k) => ({ label: t(`visits.${k}`), count: report.visits[k] }))} series={[{ key: "count", label: t("columns.count") }]} />
        <ReportTable
          id="visits"
          caption={t("visits.caption")}
          columns={[{ label: t("columns.outcome") }, { label: t("columns.count"), numeric: true }]}
          rows={VISIT_OUTCOMES.map((k) => [t(`visits.${k}`), count(report.visits[k])])}
          csvHref={csv("visits")}
          csvLabel={t("downloadCsv")}
        />
      </AdminSection>

      <AdminSection id="report-technicians" title={t("technicians.title")} description={t("technicians.description")}>
        {report.technicians.length === 0 ? (
          <EmptyState icon={ChartColumnIcon} message={t("technicians.empty")} />
        ) : (
          <>
            <ReportChart
              locale={locale}
              layout="vertical"
              rows={report.technicians.map((r) => ({ label: r.technician ?? t("technicians.unassigned"), jobs: r.jobs_completed, visits: r.visits }))}
              series={[
                { key: "jobs", label: t("columns.jobsCompleted") },
                { key: "visits", label: t("columns.visits") },
              ]}
            />
            <ReportTable
            id="technicians"
            caption={t("technicians.caption")}
            columns={[
              { label: t("columns.technician") },
              { label: t("columns.jobsCompleted"), numeric: true },
              { label: t("columns.visits"), numeric: true },
              { label: t("columns.revenue"), numeric: true },
            ]}
            rows={report.technicians.map((r) => [r.technician ?? t("technicians.unassigned"), count(r.jobs_completed), count(r.visits), money(r.revenue_cents)])}
            csvHref={csv("technicians")}
            csvLabel={t("downloadCsv")}
          />
          </>
        )}
      </AdminSection>

      <AdminSection id="report-services" title={t("services.title")} description={t("services.description")}>
        {report.services.length === 0 ? (
          <EmptyState icon={ChartColumnIcon} message={t("services.empty")} />
        ) : (
          <>
            <ReportChart
              locale={locale}
              stacked
              layout="vertical"
              rows={report.services.map((s) => ({ label: serviceName(s.key), requests: s.requests, visits: s.visits }))}
              series={[
                { key: "requests", label: t("columns.requests") },
                { key: "visits", label: t("columns.visits") },
              ]}
            />
            <ReportTable
              id="services"
              caption={t("services.caption")}
              columns={[{ label: t("columns.service") }, { label: t("columns.requests"), numeric: true }, { label: t("columns.visits"), numeric: true }]}
              rows={report.services.map((s) => [serviceName(s.key), count(s.requests), count(s.visits)])}
              csvHref={csv("services")}
              csvLabel={t("downloadCsv")}
            />
          </>
        )}
      </AdminSection>
    </div>
  );
}
