import { ClipboardListIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPagination } from "@/components/admin/admin-pagination";
import { RequestStatusFilter } from "@/components/admin/request-status-filter";
import { RequestsTable } from "@/components/admin/requests-table";
import { TechnicianSuggestions } from "@/components/admin/technician-suggestions";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Unavailable } from "@/components/dashboard/panel";
import { Card, CardContent } from "@/components/ui/card";
import { pageLocale } from "@/i18n/page-locale";
import { parsePage, parseStatusFilter } from "@/lib/admin/filters";
import { requireStaff } from "@/lib/data/admin-auth";
import { getAdminRequests, getTechnicianSuggestions } from "@/lib/data/admin-requests";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/requests">) {
  return adminMetadata(params, "requests.metaTitle");
}

/** All customers' requests, newest first, filtered by `?status=` and paged by `?page=`. */
export default async function AdminRequestsPage({ params, searchParams }: PageProps<"/[locale]/admin/requests">) {
  await pageLocale(params);
  const { supabase, user } = await requireStaff();
  const query = await searchParams;
  const status = parseStatusFilter(query.status);
  const page = parsePage(query.page);
  const [list, technicians] = await Promise.all([getAdminRequests(supabase, status, page), getTechnicianSuggestions(supabase, user.id)]);
  const t = await getTranslations("Admin.requests");
  const labels = await getTranslations("RequestStatus");
  const pageHref = (n: number) => {
    const search = new URLSearchParams({ ...(status ? { status } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString();
    return `/admin/requests${search ? `?${search}` : ""}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("title")} description={t("description")} />
      <RequestStatusFilter current={status} />
      <Card>
        <CardContent>
          {!list.ok ? (
            <Unavailable message={t("unavailable")} />
          ) : list.requests.length === 0 ? (
            <EmptyState icon={ClipboardListIcon} message={status ? t("emptyFiltered", { status: labels(status) }) : t("empty")} />
          ) : (
            <RequestsTable requests={list.requests} />
          )}
        </CardContent>
      </Card>
      {list.ok ? (
        <AdminPagination label={t("pagination")} newer={t("newer")} older={t("older")} page={page} hasMore={list.hasMore} href={pageHref} />
      ) : null}
      <TechnicianSuggestions names={technicians} />
    </div>
  );
}
