import { ClipboardListIcon, EyeIcon, PlusIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { UnreadBadge } from "@/components/conversation/unread-badge";
import { EstimateMarker } from "@/components/estimates/estimate-marker";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { RequestList } from "@/lib/data/service-requests";
import { EmptyState } from "@/components/shared/empty-state";
import { dateFormat } from "@/lib/rules/date-time";
import { Panel, Unavailable } from "@/components/shared/panel";
import { ServiceTypeLabel } from "@/components/shared/service-type-label";
import { StackedCell, StackedRow, StackedTable } from "@/components/shared/stacked-table";
import { StatusBadge } from "@/components/shared/status-badge";

/** Requests tab: title (with "N new" when the shop has replied since the user last looked), type, status, date, details. */
export function RequestsPanel({ list }: { list: RequestList }) {
  const t = useTranslations("Dashboard.requests");
  const format = useFormatter();
  const c = (key: "title" | "type" | "status" | "date" | "actions") => t(`columns.${key}`);
  return (
    <Panel title={t("title")} description={t("description")}>
      {!list.ok ? (
        <Unavailable message={t("unavailable")} />
      ) : list.requests.length === 0 ? (
        <EmptyState
          icon={ClipboardListIcon}
          message={t("empty")}
          action={
            <Button asChild>
              <Link href="/service-request">
                <PlusIcon aria-hidden />
                {t("createFirst")}
              </Link>
            </Button>
          }
        />
      ) : (
        <StackedTable caption={t("title")} columns={[c("title"), c("type"), c("status"), c("date"), c("actions")]}>
          {list.requests.map((request) => (
            <StackedRow key={request.id} data-request-id={request.id}>
              <StackedCell label={c("title")} className="font-medium max-md:text-base">
                <span className="flex flex-wrap items-center gap-2">
                  {request.title}
                  <UnreadBadge count={request.unread} />
                  <EstimateMarker waiting={request.awaitingEstimate} />
                </span>
              </StackedCell>
              <StackedCell label={c("type")}>
                <ServiceTypeLabel type={request.service_type} />
              </StackedCell>
              <StackedCell label={c("status")}>
                <StatusBadge kind="request" status={request.status} />
              </StackedCell>
              <StackedCell label={c("date")}>
                <time dateTime={request.created_at}>{format.dateTime(new Date(request.created_at), dateFormat)}</time>
              </StackedCell>
              <StackedCell className="max-md:pt-1">
                <Button asChild variant="outline" size="sm">
                  <Link href={`/service-request/${request.id}`} aria-label={t("detailsFor", { title: request.title })}>
                    <EyeIcon aria-hidden />
                    {t("details")}
                  </Link>
                </Button>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </Panel>
  );
}
