import { DownloadIcon, EyeIcon, HistoryIcon } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { completedAt } from "@/lib/rules/dashboard-status";
import { formatCents } from "@/lib/rules/estimate-format";
import type { RequestList } from "@/lib/data/service-requests";
import { EmptyState } from "@/components/shared/empty-state";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { Panel, Unavailable } from "@/components/shared/panel";
import { ServiceTypeLabel } from "@/components/shared/service-type-label";
import { StackedCell, StackedRow, StackedTable } from "@/components/shared/stacked-table";

/**
 * History tab: completed requests with their completion time
 * (updated_at, else created_at), the technician staff assigned, and the
 * receipt's total with its PDF (a plain link: the route answers with a file).
 */
export function HistoryPanel({ list }: { list: RequestList }) {
  const t = useTranslations("Dashboard.history");
  const common = useTranslations("Common");
  const dashboard = useTranslations("Dashboard");
  const zoneNote = dashboard("zoneNote", { zone: common("businessTimeZone") });
  const format = useFormatter();
  const locale = useLocale();
  const c = (key: "title" | "type" | "completed" | "technician" | "receipt" | "actions") => t(`columns.${key}`);
  return (
    <Panel title={t("title")} description={`${t("description")} ${zoneNote}`}>
      {!list.ok ? (
        <Unavailable message={t("unavailable")} />
      ) : list.requests.length === 0 ? (
        <EmptyState icon={HistoryIcon} message={t("empty")} />
      ) : (
        <StackedTable caption={t("title")} columns={[c("title"), c("type"), c("completed"), c("technician"), c("receipt"), c("actions")]}>
          {list.requests.map((request) => {
            const done = new Date(completedAt(request));
            return (
              <StackedRow key={request.id} data-request-id={request.id}>
                <StackedCell label={c("title")} className="font-medium max-md:text-base">
                  {request.title}
                </StackedCell>
                <StackedCell label={c("type")}>
                  <ServiceTypeLabel type={request.service_type} />
                </StackedCell>
                <StackedCell label={c("completed")}>
                  <time dateTime={done.toISOString()}>
                    {format.dateTime(done, dateFormat)}, {formatTimeWith(format, done)}
                  </time>
                </StackedCell>
                <StackedCell label={c("technician")}>
                  {request.technician?.trim() ? (
                    request.technician
                  ) : (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">{t("noTechnician")}</span>
                    </>
                  )}
                </StackedCell>
                <StackedCell label={c("receipt")} className="max-md:gap-y-2">
                  {request.receiptTotalCents == null ? (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">{t("noReceipt")}</span>
                    </>
                  ) : (
                    <>
                      <span className="md:block">{t("receiptTotal", { total: formatCents(request.receiptTotalCents, locale) })}</span>
                      <span className="max-md:basis-full md:mt-1 md:block">
                        <Button asChild variant="outline" size="sm">
                          <a href={`/api/requests/${request.id}/document?type=receipt`} download aria-label={t("receiptPdfFor", { title: request.title })}>
                            <DownloadIcon aria-hidden />
                            {t("receiptPdf")}
                          </a>
                        </Button>
                      </span>
                    </>
                  )}
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
            );
          })}
        </StackedTable>
      )}
    </Panel>
  );
}
