import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { CustomerRecord } from "@/lib/data/admin-customers";
import { formatShopDate } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { AdminSection } from "./admin-section";

const LINK = "text-primary underline-offset-4 hover:underline";
const ROW = "flex flex-wrap items-center gap-x-3 gap-y-1 border-b py-2 last:border-b-0";
const ESTIMATE_STATUSES = new Set(["draft", "sent", "approved", "declined"]);
const PAYMENT_METHODS = new Set(["cash", "card", "other"]);

/** The customer's estimates (every version) and receipts, each opening its request's console page, where the documents live. */
export function CustomerDocuments({ estimates, receipts }: Pick<CustomerRecord, "estimates" | "receipts">) {
  const t = useTranslations("Admin.customerRecord.documents");
  const documents = useTranslations("Estimates");
  const locale = useLocale();
  return (
    <AdminSection id="customer-documents" title={t("title")}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t("estimates")}</h3>
          {estimates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noEstimates")}</p>
          ) : (
            <ul data-testid="customer-estimates">
              {estimates.map((estimate) => (
                <li key={estimate.id} className={ROW} data-estimate-id={estimate.id}>
                  <Link href={`/admin/requests/${estimate.request_id}`} className={`${LINK} font-medium`}>
                    {formatRequestReference(estimate.reference)}, {t("version", { version: estimate.version })}
                  </Link>
                  <span className="text-sm">
                    {ESTIMATE_STATUSES.has(estimate.status) ? documents(`staffStatus.${estimate.status as "draft" | "sent" | "approved" | "declined"}`) : estimate.status}
                  </span>
                  <span className="ml-auto font-medium tabular-nums">{formatCents(estimate.total_cents, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t("receipts")}</h3>
          {receipts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noReceipts")}</p>
          ) : (
            <ul data-testid="customer-receipts">
              {receipts.map((receipt) => (
                <li key={receipt.id} className={ROW} data-receipt-id={receipt.id}>
                  <Link href={`/admin/requests/${receipt.request_id}`} className={`${LINK} font-medium`}>
                    {formatRequestReference(receipt.reference)}
                  </Link>
                  <span className="text-sm">
                    {t("paid", { date: formatShopDate(receipt.paid_on, locale) })}
                    {PAYMENT_METHODS.has(receipt.payment_method) ? ` · ${documents(`receipt.method.${receipt.payment_method as "cash" | "card" | "other"}`)}` : null}
                  </span>
                  <span className="ml-auto font-medium tabular-nums">{formatCents(receipt.total_cents, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </AdminSection>
  );
}
