import { HistoryIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { Unavailable } from "@/components/shared/panel";
import { isAppointmentStatus, isRequestStatus } from "@/lib/rules/business-rules";
import type { ActivityLoad } from "@/lib/data/request-activity";
import { AdminSection } from "./admin-section";

/**
 * The request's activity: when it was filed, then every status change of the
 * request and of its appointments, newest first, each with who made it
 * (staff or the customer, by name) and when, on the shop's clock.
 */
export function RequestActivity({ activity, filedAt, customer }: { activity: ActivityLoad; filedAt: string; customer: string }) {
  const t = useTranslations("Admin.activity");
  const requestLabels = useTranslations("RequestStatus");
  const appointmentLabels = useTranslations("AppointmentStatus");
  const format = useFormatter();
  const when = (at: string) => `${format.dateTime(new Date(at), dateFormat)}, ${formatTimeWith(format, new Date(at))}`;
  const label = (status: string, appointment: boolean) =>
    appointment ? (isAppointmentStatus(status) ? appointmentLabels(status) : status) : isRequestStatus(status) ? requestLabels(status) : status;

  return (
    <AdminSection id="activity" title={t("title")} description={t("description")}>
      {!activity.ok ? (
        <Unavailable message={t("unavailable")} />
      ) : (
        <ol className="flex flex-col gap-3" data-testid="activity">
          {[
            ...activity.entries.map((entry) => (
              <li key={entry.id} className="flex gap-3 text-sm" data-testid="activity-entry">
                <HistoryIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="flex flex-col">
                  <span className="font-medium">
                    {entry.appointment
                      ? t("appointmentChange", {
                          service: entry.appointment.service,
                          when: when(entry.appointment.startsAt),
                          from: label(entry.from, true),
                          to: label(entry.to, true),
                        })
                      : t("requestChange", { from: label(entry.from, false), to: label(entry.to, false) })}
                  </span>
                  <span className="text-muted-foreground">
                    <time dateTime={entry.at}>{when(entry.at)}</time>
                    {" · "}
                    {entry.by === null ? t("bySystem") : entry.byStaff ? t("byStaff", { name: entry.by }) : t("byCustomer", { name: entry.by })}
                  </span>
                </span>
              </li>
            )),
            <li key="filed" className="flex gap-3 text-sm" data-testid="activity-entry">
              <HistoryIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="flex flex-col">
                <span className="font-medium">{t("filed")}</span>
                <span className="text-muted-foreground">
                  <time dateTime={filedAt}>{when(filedAt)}</time>
                  {" · "}
                  {t("byCustomer", { name: customer })}
                </span>
              </span>
            </li>,
          ]}
        </ol>
      )}
    </AdminSection>
  );
}
