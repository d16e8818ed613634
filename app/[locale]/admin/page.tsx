import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { FailedDeliveries } from "@/components/admin/failed-deliveries";
import { SweeperStatus } from "@/components/admin/sweeper-status";
import { OverviewDay } from "@/components/admin/overview-day";
import { OverviewCounts } from "@/components/admin/overview-counts";
import { pageLocale } from "@/i18n/page-locale";
import { businessToday, dayRange } from "@/lib/rules/admin-days";
import { addDays } from "@/lib/rules/booking-time";
import { requireStaff } from "@/lib/data/require-staff";
import { getAppointmentsBetween } from "@/lib/data/admin-appointments";
import { getFailedDeliveries, getSweeperLastRun } from "@/lib/data/admin-notifications";
import { getConsoleOverview } from "@/lib/data/admin-overview";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin">) {
  return adminMetadata(params, "overview.metaTitle");
}

/**
 * The console's start: whether the email sweeper is running, emails that
 * failed for good, the morning's counts (each opening its list), and today's
 * and tomorrow's appointments (business time zone).
 */
export default async function AdminOverviewPage({ params }: PageProps<"/[locale]/admin">) {
  await pageLocale(params);
  const { supabase } = await requireStaff();
  const now = new Date();
  const today = businessToday(now);
  const tomorrow = addDays(today, 1);
  const split = dayRange(tomorrow).from;
  const [schedule, counts, failedDeliveries, sweeperLastRun] = await Promise.all([
    getAppointmentsBetween(supabase, dayRange(today).from, dayRange(tomorrow).to),
    getConsoleOverview(supabase),
    getFailedDeliveries(supabase),
    getSweeperLastRun(supabase),
  ]);
  const t = await getTranslations("Admin.overview");
  const onDay = (first: boolean) =>
    schedule.ok ? schedule.appointments.filter((a) => new Date(a.appointment_date) < new Date(split) === first) : null;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("title")} description={t("description")} />
      <SweeperStatus lastRun={sweeperLastRun} />
      <FailedDeliveries deliveries={failedDeliveries} />
      <OverviewCounts counts={counts} today={today} now={now.toISOString()} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OverviewDay id="today" label={t("today")} day={today} appointments={onDay(true)} />
        <OverviewDay id="tomorrow" label={t("tomorrow")} day={tomorrow} appointments={onDay(false)} />
      </div>
    </div>
  );
}
