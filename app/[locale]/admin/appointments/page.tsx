import { CalendarDaysIcon, CalendarClockIcon } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminSection } from "@/components/admin/admin-section";
import { AppointmentsTable } from "@/components/admin/appointments-table";
import { DayNavigation } from "@/components/admin/day-navigation";
import { NewAppointmentDialog } from "@/components/admin/new-appointment-dialog";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Unavailable } from "@/components/dashboard/panel";
import { pageLocale } from "@/i18n/page-locale";
import { businessToday, dayAsDate, dayRange, parseDay } from "@/lib/admin/days";
import { requireStaff } from "@/lib/data/admin-auth";
import { getAppointmentsBetween, getUpcomingAppointments, UPCOMING_LIMIT, type AdminAppointmentList } from "@/lib/data/admin-appointments";
import { loadBookingFormSetup } from "@/lib/data/booking-form";
import { dateFormat } from "@/lib/date-time";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/appointments">) {
  return adminMetadata(params, "appointments.metaTitle");
}

/**
 * One day of the schedule (`?date=YYYY-MM-DD`, default today at the shop) and
 * the upcoming open appointments, with "New appointment" for a booking taken
 * by phone (the bookable services and closures, as the booking form has them).
 */
export default async function AdminAppointmentsPage({ params, searchParams }: PageProps<"/[locale]/admin/appointments">) {
  await pageLocale(params);
  const { supabase, user } = await requireStaff();
  const now = new Date();
  const today = businessToday(now);
  const day = parseDay((await searchParams).date) ?? today;
  const { from, to } = dayRange(day);
  const [dayList, upcoming, booking] = await Promise.all([
    getAppointmentsBetween(supabase, from, to),
    getUpcomingAppointments(supabase, now.toISOString()),
    loadBookingFormSetup(supabase, user.id, {}),
  ]);
  const t = await getTranslations("Admin.appointments");
  const zone = (await getTranslations("Common"))("businessTimeZone");
  const format = await getFormatter();
  const dayLabel = format.dateTime(dayAsDate(day), dateFormat);

  const body = (list: AdminAppointmentList, caption: string, empty: string, showDate: boolean, icon: typeof CalendarDaysIcon) =>
    !list.ok ? (
      <Unavailable message={t("unavailable")} />
    ) : list.appointments.length === 0 ? (
      <EmptyState icon={icon} message={empty} />
    ) : (
      <AppointmentsTable caption={caption} appointments={list.appointments} showDate={showDate} />
    );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t("title")}
        description={`${t("description")} ${(await getTranslations("Admin"))("zoneNote", { zone })}`}
        actions={<NewAppointmentDialog services={booking.services} servicesFailed={booking.servicesFailed} closures={booking.closures} />}
      />
      <AdminSection id="day-view" title={`${t("day.title")}: ${dayLabel}`}>
        <DayNavigation day={day} today={today} />
        {body(dayList, `${t("day.title")}: ${dayLabel}`, t("day.empty"), false, CalendarDaysIcon)}
      </AdminSection>
      <AdminSection id="upcoming" title={t("upcoming.title")} description={t("upcoming.description", { limit: UPCOMING_LIMIT })}>
        {body(upcoming, t("upcoming.title"), t("upcoming.empty"), true, CalendarClockIcon)}
      </AdminSection>
    </div>
  );
}
