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
import { appointmentActionPath, parseAppointmentAction, parseNotice, parseTab, type DashboardTab } from "@/lib/rules/dashboard-tabs";
import { getMyAppointments, type AppointmentList } from "@/lib/data/appointments";
import { getProfile } from "@/lib/data/profile";
import { requireCustomer } from "@/lib/data/require-customer";
import { getCompletedRequests, getMyRequests } from "@/lib/data/service-requests";
import { pageMetadata } from "@/lib/site/seo";
import type { ServerSupabase } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations("Dashboard");
  return pageMetadata({ locale, path: "/dashboard", title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/**
 * The customer dashboard: read on the server, per request, as the signed-in
 * user. Only the tab in the address is read and rendered (the header needs the
 * profile too); choosing another tab asks the server for that one.
 */
export default async function DashboardPage({ params, searchParams }: PageProps<"/[locale]/dashboard">) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const tab = parseTab(query.tab);
  const open = tab === "appointments" ? parseAppointmentAction(query.appointment, query.action) : null;
  // An email's move or cancel link survives the sign-in it may need.
  const back = open ? appointmentActionPath(open.id, open.action) : tab === "requests" ? "/dashboard" : `/dashboard?tab=${tab}`;
  const { supabase, user } = await requireCustomer(locale, back);
  const [profile, panel] = await Promise.all([getProfile(supabase, user.id), loadPanel(tab, supabase, user.id, open)]);

  return (
    <ClientMessages area="dashboard">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
        <DashboardHeader profile={profile} />
        <DashboardTabs tab={tab} panel={tab === "profile" ? <ProfilePanel email={user.email ?? ""} pendingEmail={user.new_email ?? null} profile={profile} /> : panel.node} />
        <DashboardToasts notice={parseNotice(query.notice)} requestsFailed={panel.requestsFailed} />
      </div>
    </ClientMessages>
  );
}

/** The data and markup of one tab (the profile tab reuses the header's profile). */
async function loadPanel(tab: DashboardTab, supabase: ServerSupabase, userId: string, open: ReturnType<typeof parseAppointmentAction>) {
  switch (tab) {
    case "requests": {
      const list = await getMyRequests(supabase, userId);
      return { node: <RequestsPanel list={list} />, requestsFailed: !list.ok };
    }
    case "appointments": {
      const list = await getMyAppointments(supabase, userId);
      return { node: <AppointmentsPanel key={listKey(list)} list={list} now={new Date().toISOString()} open={open} />, requestsFailed: false };
    }
    case "history":
      return { node: <HistoryPanel list={await getCompletedRequests(supabase, userId)} />, requestsFailed: false };
    case "profile":
      return { node: null, requestsFailed: false };
  }
}

/** Remounts the appointments list (it keeps cancellations in local state) when the server's rows change. */
const listKey = (list: AppointmentList) =>
  list.ok ? list.appointments.map((a) => `${a.id}:${a.status}`).join(",") : "unavailable";
