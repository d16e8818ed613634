import { getTranslations } from "next-intl/server";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminSection } from "@/components/admin/admin-section";
import { ClosureForm } from "@/components/admin/schedule/closure-form";
import { ClosureList } from "@/components/admin/schedule/closure-list";
import { HolidaysButton } from "@/components/admin/schedule/holidays-button";
import { CalendarFeedPanel } from "@/components/admin/schedule/calendar-feed-panel";
import { TechnicianProfileForm } from "@/components/admin/schedule/technician-profile-form";
import { TechniciansForm } from "@/components/admin/schedule/technicians-form";
import { Unavailable } from "@/components/shared/panel";
import { pageLocale } from "@/i18n/page-locale";
import { businessToday } from "@/lib/rules/booking-time";
import { requireStaff } from "@/lib/data/require-staff";
import { getTechniciansOnDuty, getUpcomingClosures } from "@/lib/data/admin-schedule";
import { getOwnTechnician } from "@/lib/data/admin-technicians";
import { usFederalHolidays } from "@/lib/rules/us-federal-holidays";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/schedule">) {
  return adminMetadata(params, "schedule.metaTitle");
}

/**
 * The shop's capacity and closures: technicians on duty per weekday (how many
 * appointments may overlap), the closures from today on with a form to add
 * one, and this year's remaining and next year's federal holidays in one click. Days are the shop's.
 * Last, the signed-in staff member as a technician: their name and colour,
 * and their calendar feed.
 */
export default async function AdminSchedulePage({ params }: PageProps<"/[locale]/admin/schedule">) {
  await pageLocale(params);
  const { supabase, user } = await requireStaff();
  const today = businessToday();
  const [technicians, closures, own] = await Promise.all([
    getTechniciansOnDuty(supabase),
    getUpcomingClosures(supabase, today),
    getOwnTechnician(supabase, user.id),
  ]);
  const t = await getTranslations("Admin.schedule");
  const me = await getTranslations("Admin.technicians");
  const fullName = typeof user.user_metadata?.full_name === "string" ? user.user_metadata.full_name.trim() : "";
  const zone = (await getTranslations("Common"))("businessTimeZone");
  const year = Number(today.slice(0, 4));

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("title")} description={`${t("description")} ${(await getTranslations("Admin"))("zoneNote", { zone })}`} />
      <AdminSection id="technicians" title={t("technicians.title")} description={t("technicians.description")}>
        {technicians.ok ? <TechniciansForm days={technicians.days} /> : <Unavailable message={t("technicians.unavailable")} />}
      </AdminSection>
      <AdminSection id="closures" title={t("closures.title")} description={t("closures.description")}>
        {closures.ok ? <ClosureList closures={closures.closures} /> : <Unavailable message={t("closures.unavailable")} />}
      </AdminSection>
      <AdminSection id="close-shop" title={t("form.title")} description={t("form.description")}>
        <ClosureForm today={today} />
      </AdminSection>
      <AdminSection id="holidays" title={t("holidays.title")} description={t("holidays.description", { year, next: year + 1, count: usFederalHolidays(year + 1).length })}>
        <HolidaysButton />
      </AdminSection>
      <AdminSection id="technician-profile" title={me("profile.title")} description={me("profile.description")}>
        {own.ok ? <TechnicianProfileForm profile={own.profile} suggestedName={fullName} /> : <Unavailable message={me("profile.unavailable")} />}
      </AdminSection>
      <AdminSection id="calendar-feed" title={me("feed.title")}>
        {own.ok ? <CalendarFeedPanel hasProfile={own.profile !== null} createdAt={own.feedCreatedAt} /> : <Unavailable message={me("profile.unavailable")} />}
      </AdminSection>
    </div>
  );
}
