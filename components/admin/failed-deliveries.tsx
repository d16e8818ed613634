import { useFormatter, useTranslations } from "next-intl";
import type { FailedDelivery } from "@/lib/data/admin-notifications";
import { AdminSection } from "./admin-section";
import { FailedDeliveryRetry } from "./failed-delivery-retry";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";

/**
 * Emails that failed for good, on the overview: who, what and why, with a
 * retry each. Shown only when there is something to act on (or the list
 * could not be read).
 */
export function FailedDeliveries({ deliveries }: { deliveries: FailedDelivery[] | null }) {
  const t = useTranslations("Admin.overview.failedDeliveries");
  const format = useFormatter();
  if (deliveries?.length === 0) return null;
  return (
    <AdminSection id="failed-deliveries" title={t("title")} description={t("description")}>
      {deliveries === null ? (
        <p role="status" className="text-muted-foreground">{t("unavailable")}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {deliveries.map((d) => {
            const kind = t(`kinds.${d.kind}` as "kinds.shop_new_booking");
            const recipient = d.recipient ?? t("shop");
            return (
              <li key={d.id} data-delivery-id={d.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium">{kind}</span>
                  <span className="break-all text-sm">{recipient}</span>
                  <span className="text-sm text-muted-foreground">
                    {t("attempts", { count: d.attempts, date: `${format.dateTime(new Date(d.created_at), dateFormat)}, ${formatTimeWith(format, new Date(d.created_at))}` })}
                  </span>
                  {d.last_error ? <span className="break-words text-sm text-muted-foreground">{t("lastError", { error: d.last_error })}</span> : null}
                </div>
                <FailedDeliveryRetry id={d.id} label={t("retryFor", { kind, recipient })} />
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}
