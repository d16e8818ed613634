import { ClipboardListIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPagination } from "@/components/admin/admin-pagination";
import { ConsoleSearchForm } from "@/components/admin/console-search-form";
import { RequestStatusFilter } from "@/components/admin/request-status-filter";
import { RequestsTable } from "@/components/admin/requests-table";
import { TechnicianListProvider } from "@/components/admin/technician-list";
import { EmptyState } from "@/components/shared/empty-state";
import { Unavailable } from "@/components/shared/panel";
import { Card, CardContent } from "@/components/ui/card";
import { pageLocale } from "@/i18n/page-locale";
import { consoleHref, parseFlag, parsePage, parseQueueFilter, parseSearch, parseStatusFilter } from "@/lib/rules/admin-filters";
import { getTechnicians } from "@/lib/data/admin-technicians";
import { requireStaff } from "@/lib/data/require-staff";
import { getAdminRequests, type RequestFilters } from "@/lib/data/admin-requests";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/requests">) {
  return adminMetadata(params, "requests.metaTitle");
}

/**
 * All customers' requests, newest first: filtered by `?status=`, searched by
 * `?q=` (customer name, email, phone digits, reference or title), narrowed to
 * `?unread=1`, `?needsCall=1` and `?queue=` (to estimate, estimate sent), and
 * paged by `?page=`. Every filter lives in
 * the address, so a view can be bookmarked and shared.
 */
export default async function AdminRequestsPage({ params, searchParams }: PageProps<"/[locale]/admin/requests">) {
  await pageLocale(params);
  const { supabase } = await requireStaff();
  const query = await searchParams;
  const filters: RequestFilters = {
    status: parseStatusFilter(query.status),
    query: parseSearch(query.q),
    unread: parseFlag(query.unread),
    needsCall: parseFlag(query.needsCall),
    queue: parseQueueFilter(query.queue),
  };
  const page = parsePage(query.page);
  const [list, technicians] = await Promise.all([getAdminRequests(supabase, filters, page), getTechnicians(supabase)]);
  const t = await getTranslations("Admin.requests");
  const labels = await getTranslations("RequestStatus");
  const href = (changes: Partial<RequestFilters> & { page?: number }) => {
    const next = { ...filters, page: 1, ...changes };
    return consoleHref("/admin/requests", {
      status: next.status,
      queue: next.queue,
      q: next.query,
      unread: next.unread,
      needsCall: next.needsCall,
      page: next.page > 1 ? next.page : null,
    });
  };
  const searched = filters.query !== null || filters.unread || filters.needsCall || filters.queue !== null;
  const kept = Object.fromEntries(Object.entries({ status: filters.status, queue: filters.queue }).filter(([, value]) => value !== null)) as Record<string, string>;

  return (
    <TechnicianListProvider technicians={technicians}>
      <div className="flex flex-col gap-6">
        <AdminPageHeader title={t("title")} description={t("description")} />
        <ConsoleSearchForm id="request-search" path="/admin/requests" values={{ ...filters, status: null }} statuses={[]} hidden={kept} />
        <RequestStatusFilter current={filters.status} queue={filters.queue} href={href} />
        <Card>
          <CardContent>
            {!list.ok ? (
              <Unavailable message={t("unavailable")} />
            ) : list.requests.length === 0 ? (
              <EmptyState
                icon={ClipboardListIcon}
                message={searched ? t("emptySearch") : filters.status ? t("emptyFiltered", { status: labels(filters.status) }) : t("empty")}
              />
            ) : (
              <RequestsTable requests={list.requests} />
            )}
          </CardContent>
        </Card>
        {list.ok ? (
          <AdminPagination label={t("pagination")} newer={t("newer")} older={t("older")} page={page} hasMore={list.hasMore} href={(n) => href({ page: n })} />
        ) : null}
      </div>
    </TechnicianListProvider>
  );
}
