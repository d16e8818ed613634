import { CalendarClockIcon, CalendarDaysIcon, SearchXIcon } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminSection } from "@/components/admin/admin-section";
import { AppointmentsTable } from "@/components/admin/appointments-table";
import { ConsoleSearchForm } from "@/components/admin/console-search-form";
import { DayNavigation } from "@/components/admin/day-navigation";
import { NewAppointmentDialog } from "@/components/admin/new-appointment-dialog";
import { TechnicianFilter } from "@/components/admin/technician-filter";
import { TechnicianListProvider } from "@/components/admin/technician-list";
import { ViewSwitch } from "@/components/admin/view-switch";
import { WeekCalendar } from "@/components/admin/week-calendar";
import { WeekNavigation } from "@/components/admin/week-navigation";
import { EmptyState } from "@/components/shared/empty-state";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { Unavailable } from "@/components/shared/panel";
import { pageLocale } from "@/i18n/page-locale";
import { businessToday, dayAsDate, dayRange, parseDay } from "@/lib/rules/admin-days";
import { parseAppointmentStatusFilter, parseAppointmentsView, parseFlag, parseSearch, parseTechnicianFilter } from "@/lib/rules/admin-filters";
import { stepWorkingDay, walkInDay, weekDays } from "@/lib/rules/admin-week";
import { APPOINTMENT_STATUSES, ARRIVING_STATUSES, BOOKING_WEEKDAYS } from "@/lib/rules/business-rules";
import { addDays, isoWeekday } from "@/lib/rules/booking-time";
import { requireStaff } from "@/lib/data/require-staff";
import {
  getAppointmentsBetween,
  getUpcomingAppointments,
  searchAppointments,
  SEARCH_LIMIT,
  UPCOMING_LIMIT,
  type AdminAppointmentList,
} from "@/lib/data/admin-appointments";
import { getClosuresBetween, getTechniciansFor } from "@/lib/data/admin-week";
import { getTechnicians } from "@/lib/data/admin-technicians";
import { loadBookingFormSetup } from "@/lib/data/booking-form";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/appointments">) {
  return adminMetadata(params, "appointments.metaTitle");
}

/**
 * The schedule, two ways (`?view=`): the week calendar (default; `?date=`
 * picks the week, and on a phone the day; `?technician=` shows one
 * technician's visits) or the list (`?view=list`: one day, only its arrivals
 * with `?arrivals=1`, and the upcoming open appointments, or, with `?q=`, `?status=` or
 * `?needsCall=1`, every appointment that matches). "New appointment" books a
 * caller (the bookable services and closures, as the booking form has them).
 */
export default async function AdminAppointmentsPage({ params, searchParams }: PageProps<"/[locale]/admin/appointments">) {
  await pageLocale(params);
  const { supabase, user } = await requireStaff();
  const query = await searchParams;
  const now = new Date();
  const today = businessToday(now);
  const requested = parseDay(query.date) ?? today;
  const view = parseAppointmentsView(query.view);
  const filters = { query: parseSearch(query.q), status: parseAppointmentStatusFilter(query.status), needsCall: parseFlag(query.needsCall) };
  const t = await getTranslations("Admin.appointments");
  const statusLabels = await getTranslations("AppointmentStatus");
  const zone = (await getTranslations("Common"))("businessTimeZone");
  const format = await getFormatter();
  const zoneNote = `${t("description")} ${(await getTranslations("Admin"))("zoneNote", { zone })}`;
  // Read beside the view's own data, not before it.
  const bookingSetup = loadBookingFormSetup(supabase, user.id, {});

  const table = (list: AdminAppointmentList, caption: string, empty: string, showDate: boolean, icon: typeof CalendarDaysIcon) =>
    !list.ok ? (
      <Unavailable message={t("unavailable")} />
    ) : list.appointments.length === 0 ? (
      <EmptyState icon={icon} message={empty} />
    ) : (
      <AppointmentsTable caption={caption} appointments={list.appointments} showDate={showDate} now={now.toISOString()} />
    );

  const header = async () => {
    const booking = await bookingSetup;
    return (
      <AdminPageHeader
        title={t("title")}
        description={zoneNote}
        actions={<NewAppointmentDialog services={booking.services} servicesFailed={booking.servicesFailed} closures={booking.closures} />}
      />
    );
  };

  if (view === "week") {
    // A weekend day shows its week; on a phone, the next working day.
    const selected = (BOOKING_WEEKDAYS as readonly number[]).includes(isoWeekday(requested)) ? requested : stepWorkingDay(requested, 1);
    const days = weekDays(selected);
    // Through the walk-in Saturday the calendar shows after Friday.
    const saturday = walkInDay(selected);
    const [list, technicians, closures, staffList] = await Promise.all([
      getAppointmentsBetween(supabase, dayRange(days[0]!).from, dayRange(addDays(saturday, 1)).from),
      getTechniciansFor(supabase, days),
      getClosuresBetween(supabase, days[0]!, saturday),
      getTechnicians(supabase),
    ]);
    const chosen = staffList.find((technician) => technician.id === parseTechnicianFilter(query.technician)) ?? null;
    const range = format.dateTimeRange(dayAsDate(days[0]!), dayAsDate(saturday), { month: "short", day: "numeric", year: "numeric" });
    return (
      <TechnicianListProvider technicians={staffList}>
        <div className="flex flex-col gap-6">
          {await header()}
          <ViewSwitch current="week" date={selected} />
          <AdminSection
            id="week-view"
            title={t("week.title", { range })}
            description={chosen ? (await getTranslations("Admin.technicians.filter"))("showing", { technician: chosen.name }) : undefined}
          >
            <WeekNavigation day={selected} today={today} technician={chosen?.id ?? null} />
            {staffList.length > 0 ? <TechnicianFilter technicians={staffList} current={chosen?.id ?? null} date={selected} /> : null}
            {!list.ok || closures === null ? (
              <Unavailable message={t("unavailable")} />
            ) : (
              <WeekCalendar
                days={days}
                today={today}
                selected={selected}
                appointments={list.appointments}
                technicians={technicians}
                closures={closures}
                now={now.toISOString()}
                technician={chosen?.id ?? null}
              />
            )}
          </AdminSection>
        </div>
      </TechnicianListProvider>
    );
  }

  const statuses = APPOINTMENT_STATUSES.map((status) => ({ value: status, label: statusLabels(status) }));
  const search = <ConsoleSearchForm id="appointment-search" path="/admin/appointments" values={filters} statuses={statuses} hidden={{ view: "list" }} />;
  if (filters.query !== null || filters.status !== null || filters.needsCall) {
    const results = await searchAppointments(supabase, filters);
    return (
      <div className="flex flex-col gap-6">
        {await header()}
        <ViewSwitch current="list" date={requested} />
        {search}
        <AdminSection id="results" title={t("results.title")} description={t("results.description", { limit: SEARCH_LIMIT })}>
          {table(results, t("results.title"), t("results.empty"), true, SearchXIcon)}
        </AdminSection>
      </div>
    );
  }

  const { from, to } = dayRange(requested);
  const arrivals = parseFlag(query.arrivals);
  const [dayList, upcoming] = await Promise.all([
    getAppointmentsBetween(supabase, from, to, arrivals ? ARRIVING_STATUSES : undefined),
    getUpcomingAppointments(supabase, now.toISOString()),
  ]);
  const dayLabel = format.dateTime(dayAsDate(requested), { weekday: "long", month: "short", day: "numeric", year: "numeric" });
  return (
    <div className="flex flex-col gap-6">
      {await header()}
      <ViewSwitch current="list" date={requested} />
      {search}
      <AdminSection id="day-view" title={`${t("day.title")}: ${dayLabel}`} description={arrivals ? t("day.arrivalsOnly") : undefined}>
        <DayNavigation day={requested} today={today} />
        {arrivals ? (
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link href={`/admin/appointments?view=list&date=${requested}`}>{t("day.showAll")}</Link>
          </Button>
        ) : null}
        {table(dayList, `${t("day.title")}: ${dayLabel}`, t("day.empty"), false, CalendarDaysIcon)}
      </AdminSection>
      <AdminSection id="upcoming" title={t("upcoming.title")} description={t("upcoming.description", { limit: UPCOMING_LIMIT })}>
        {table(upcoming, t("upcoming.title"), t("upcoming.empty"), true, CalendarClockIcon)}
      </AdminSection>
    </div>
  );
}
