import { ClipboardListIcon, MessageSquareQuoteIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { FailedDeliveries } from "@/components/admin/failed-deliveries";
import { SweeperStatus } from "@/components/admin/sweeper-status";
import { OverviewDay } from "@/components/admin/overview-day";
import { OverviewStat } from "@/components/admin/overview-stat";
import { pageLocale } from "@/i18n/page-locale";
import { businessToday, dayRange } from "@/lib/rules/admin-days";
import { addDays } from "@/lib/rules/booking-time";
import { requireStaff } from "@/lib/data/require-staff";
import { getAppointmentsBetween } from "@/lib/data/admin-appointments";
import { getFailedDeliveries, getSweeperLastRun } from "@/lib/data/admin-notifications";
import { countPendingRequests } from "@/lib/data/admin-requests";
import { countPendingReviews } from "@/lib/data/admin-reviews";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin">) {
  return adminMetadata(params, "overview.metaTitle");
}

/**
 * The console's start: whether the email sweeper is running, emails that
 * failed for good, what waits for a decision, and today's and tomorrow's
 * appointments (business time zone).
 */
export default async function AdminOverviewPage({ params }: PageProps<"/[locale]/admin">) {
  await pageLocale(params);
  const { supabase } = await requireStaff();
  const today = businessToday();
  const tomorrow = addDays(today, 1);
  const split = dayRange(tomorrow).from;
  const [schedule, pendingRequests, pendingReviews, failedDeliveries, sweeperLastRun] = await Promise.all([
    getAppointmentsBetween(supabase, dayRange(today).from, dayRange(tomorrow).to),
    countPendingRequests(supabase),
    countPendingReviews(supabase),
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
      <div className="grid gap-4 sm:grid-cols-2">
        <OverviewStat
          id="pending-requests"
          icon={ClipboardListIcon}
          label={t("pendingRequests")}
          count={pendingRequests}
          unavailable={t("countUnavailable")}
          href="/admin/requests?status=pending"
          action={t("viewRequests")}
        />
        <OverviewStat
          id="pending-reviews"
          icon={MessageSquareQuoteIcon}
          label={t("pendingReviews")}
          count={pendingReviews}
          unavailable={t("countUnavailable")}
          href="/admin/reviews"
          action={t("viewReviews")}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <OverviewDay id="today" label={t("today")} day={today} appointments={onDay(true)} />
        <OverviewDay id="tomorrow" label={t("tomorrow")} day={tomorrow} appointments={onDay(false)} />
      </div>
    </div>
  );
}
