import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { ServiceTypeLabel } from "@/components/shared/service-type-label";
import { StatusBadge } from "@/components/shared/status-badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DetailItem } from "@/components/ui/detail-item";
import type { AdminRequest } from "@/lib/data/admin-requests";
import { CustomerCell, customerLabel } from "./customer-cell";
import { RequestActions } from "./request-actions";
import { formatRequestReference } from "@/lib/rules/request-reference";

/**
 * A request on its console page: what the customer filed, who they are,
 * where it stands (withdrawn by the customer, when they did), its warranty
 * links (`links`: the original it is a warranty request for, the warranty
 * requests opened on it), and the same status and technician controls as
 * the list (the next step in one click, Manage for the rest).
 */
export function RequestDetails({ request, links, withdrawnAt = null }: { request: AdminRequest; links?: ReactNode; withdrawnAt?: string | null }) {
  const t = useTranslations("Admin.requestDetail");
  const unknown = useTranslations("Admin.customer")("unknown");
  const noTechnician = useTranslations("Admin.requests")("noTechnician");
  const format = useFormatter();
  const when = (iso: string) => (
    <time dateTime={iso}>
      {format.dateTime(new Date(iso), dateFormat)}, {formatTimeWith(format, new Date(iso))}
    </time>
  );

  return (
    <Card aria-labelledby="request-details-heading" role="region">
      <CardHeader>
        <h2 id="request-details-heading" className="text-xl leading-tight font-semibold">
          {t("details")}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <DetailItem label={t("reference")}>
            <span data-testid="request-reference" className="font-mono font-semibold">
              {formatRequestReference(request.reference)}
            </span>
          </DetailItem>
          <DetailItem label={t("customer")}>
            <CustomerCell id={request.user_id} name={request.customer_name} email={request.customer_email} />
          </DetailItem>
          <DetailItem label={t("serviceType")}>
            <ServiceTypeLabel type={request.service_type} />
          </DetailItem>
          <DetailItem label={t("status")}>
            <StatusBadge kind="request" status={request.status} />
            {withdrawnAt ? (
              <span data-testid="withdrawn" className="mt-1 block text-sm">
                {t("withdrawn", { date: format.dateTime(new Date(withdrawnAt), dateFormat) })}
              </span>
            ) : null}
          </DetailItem>
          <DetailItem label={t("technician")}>
            <span data-testid="technician">{request.technician ?? <span className="text-muted-foreground">{noTechnician}</span>}</span>
          </DetailItem>
          <DetailItem label={t("submitted")}>{when(request.created_at)}</DetailItem>
          <DetailItem label={t("updated")}>{when(request.updated_at)}</DetailItem>
          {links}
          <DetailItem label={t("description")} wide>
            <p className="whitespace-pre-wrap break-words">{request.description}</p>
          </DetailItem>
        </dl>
        <div className="flex flex-col gap-3 border-t pt-6">
          <h3 className="text-sm font-medium text-muted-foreground">{t("actions")}</h3>
          <RequestActions request={request} customer={customerLabel(request, unknown)} />
        </div>
      </CardContent>
    </Card>
  );
}
