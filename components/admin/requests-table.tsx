import { useFormatter, useTranslations } from "next-intl";
import { UnreadBadge } from "@/components/conversation/unread-badge";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { ServiceTypeLabel } from "@/components/shared/service-type-label";
import { StackedCell, StackedRow, StackedTable } from "@/components/shared/stacked-table";
import { StatusBadge } from "@/components/shared/status-badge";
import { Link } from "@/i18n/navigation";
import type { AdminRequest } from "@/lib/data/admin-requests";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { NeedsCallBadge } from "./appointment-flags";
import { CustomerCell, customerLabel } from "./customer-cell";
import { RequestActions } from "./request-actions";

/**
 * Every customer's requests: a table on wide screens, a list of cards on a
 * phone. The reference and title open the request's page (its conversation);
 * "N new" marks customer messages this staff member has not read, "Needs a
 * call" an open appointment of the request that a closure now covers.
 */
export function RequestsTable({ requests }: { requests: AdminRequest[] }) {
  const t = useTranslations("Admin.requests");
  const unknown = useTranslations("Admin.customer")("unknown");
  const format = useFormatter();
  const c = (key: "request" | "customer" | "status" | "submitted" | "technician" | "actions") => t(`columns.${key}`);
  return (
    <StackedTable caption={t("title")} columns={[c("request"), c("customer"), c("status"), c("submitted"), c("technician"), c("actions")]}>
      {requests.map((request) => (
        <StackedRow key={request.id} id={`request-${request.id}`} data-request-id={request.id}>
          <StackedCell label={c("request")} className="max-md:text-base">
            <span className="flex flex-col">
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-muted-foreground tabular-nums" data-testid="request-reference">
                  {formatRequestReference(request.reference)}
                </span>
                <Link href={`/admin/requests/${request.id}`} className="font-medium underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground">
                  {request.title}
                </Link>
                <UnreadBadge count={request.unread} />
                {request.needs_call ? <NeedsCallBadge /> : null}
              </span>
              <span className="text-sm text-muted-foreground">
                <ServiceTypeLabel type={request.service_type} />
              </span>
            </span>
          </StackedCell>
          <StackedCell label={c("customer")}>
            <CustomerCell id={request.user_id} name={request.customer_name} email={request.customer_email} />
          </StackedCell>
          <StackedCell label={c("status")}>
            <StatusBadge kind="request" status={request.status} />
          </StackedCell>
          <StackedCell label={c("submitted")}>
            <time dateTime={request.created_at} className="md:flex md:flex-col md:whitespace-nowrap">
              <span>{format.dateTime(new Date(request.created_at), dateFormat)}<span className="md:hidden">,</span></span>{" "}
              <span className="md:text-sm md:text-muted-foreground">{formatTimeWith(format, new Date(request.created_at))}</span>
            </time>
          </StackedCell>
          <StackedCell label={c("technician")} data-testid="technician">
            {request.technician ?? <span className="text-muted-foreground">{t("noTechnician")}</span>}
          </StackedCell>
          <StackedCell className="max-md:pt-1">
            <RequestActions request={request} customer={customerLabel(request, unknown)} />
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
