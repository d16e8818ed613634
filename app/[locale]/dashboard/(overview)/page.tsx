import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppointmentsPanel } from "@/components/dashboard/appointments-panel";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { DashboardTabs } from "@/components/dashboard/dashboard-tabs";
import { DashboardToasts } from "@/components/dashboard/dashboard-toasts";
import { HistoryPanel } from "@/components/dashboard/history-panel";
import { ProfilePanel } from "@/components/dashboard/profile-panel";
import { RequestsPanel } from "@/components/dashboard/requests-panel";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { parseNotice, parseTab } from "@/lib/dashboard/tabs";
import { getMyAppointments, type AppointmentList } from "@/lib/data/appointments";
import { getProfile } from "@/lib/data/profile";
import { requireCustomer } from "@/lib/data/require-customer";
import { getCompletedRequests, getMyRequests } from "@/lib/data/service-requests";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations("Dashboard");
  return pageMetadata({ locale, path: "/dashboard", title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/** The customer dashboard: read on the server, per request, as the signed-in user. */
export default async function DashboardPage({ params, searchParams }: PageProps<"/[locale]/dashboard">) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const tab = parseTab(query.tab);
  const { supabase, user } = await requireCustomer(locale, tab === "requests" ? "/dashboard" : `/dashboard?tab=${tab}`);
  const [profile, requests, appointments, history] = await Promise.all([
    getProfile(supabase, user.id),
    getMyRequests(supabase, user.id),
    getMyAppointments(supabase, user.id),
    getCompletedRequests(supabase, user.id),
  ]);

  return (
    <ClientMessages area="dashboard">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
        <DashboardHeader profile={profile} />
        <DashboardTabs
          initialTab={tab}
          panels={{
            requests: <RequestsPanel list={requests} />,
            appointments: <AppointmentsPanel key={listKey(appointments)} list={appointments} now={new Date().toISOString()} />,
            history: <HistoryPanel list={history} />,
            profile: <ProfilePanel email={user.email ?? ""} profile={profile} />,
          }}
        />
        <DashboardToasts notice={parseNotice(query.notice)} requestsFailed={!requests.ok} />
      </div>
    </ClientMessages>
  );
}

/** Remounts the appointments list (it keeps cancellations in local state) when the server's rows change. */
const listKey = (list: AppointmentList) =>
  list.ok ? list.appointments.map((a) => `${a.id}:${a.status}`).join(",") : "unavailable";
