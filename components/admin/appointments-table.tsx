import { MailIcon, PhoneIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { serviceName } from "@/lib/rules/service-name";
import { StackedCell, StackedRow, StackedTable } from "@/components/shared/stacked-table";
import { StatusBadge } from "@/components/shared/status-badge";
import { Link } from "@/i18n/navigation";
import { isRequestStatus } from "@/lib/rules/business-rules";
import type { AdminAppointment } from "@/lib/data/admin-appointments";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { AppointmentActions } from "./appointment-actions";
import { NeedsCallBadge } from "./appointment-flags";
import { CustomerRecordLink, customerLabel, telHref } from "./customer-cell";

/** Statuses in which the shop still has to act on a "needs a call" flag. */
export const OPEN = new Set(["pending", "in_progress"]);

/**
 * Appointments, one compact line each on a wide screen: time (business time
 * zone) and duration, customer (name, call and mail links), service with the
 * customer's notes behind a "Notes" disclosure, status with "Needs a call"
 * (an open appointment a closure now covers) and "Booked by phone", the
 * linked request by reference, and the actions that fit the time as of
 * `now`. `showDate` adds the date to the time (lists that span several days).
 */
export function AppointmentsTable({ caption, appointments, showDate, now }: { caption: string; appointments: AdminAppointment[]; showDate: boolean; now: string }) {
  const t = useTranslations("Admin.appointments");
  const unknown = useTranslations("Admin.customer")("unknown");
  const zone = useTranslations("Common")("businessTimeZone");
  const types = useTranslations("ServiceTypes");
  const requestLabels = useTranslations("RequestStatus");
  const format = useFormatter();
  type Column = "time" | "dateTime" | "customer" | "service" | "status" | "request" | "actions";
  const c = (key: Column) => t(`columns.${key}`);
  const when = showDate ? c("dateTime") : c("time");
  const link = "text-primary underline-offset-4 hover:underline";
  return (
    <StackedTable caption={caption} columns={[{ label: when, hint: zone }, c("customer"), c("service"), c("status"), c("request"), c("actions")]}>
      {appointments.map((appointment) => {
        const start = new Date(appointment.appointment_date);
        const date = format.dateTime(start, dateFormat);
        const time = formatTimeWith(format, start);
        const service = serviceName(types, appointment);
        const request = appointment.request;
        const customer = customerLabel(appointment, unknown);
        return (
          <StackedRow key={appointment.id} data-appointment-id={appointment.id}>
            <StackedCell label={when} className="font-medium whitespace-nowrap max-md:text-base">
              <time dateTime={appointment.appointment_date}>{showDate ? `${date}, ${time}` : time}</time>
              <span className="ml-1.5 text-sm font-normal text-muted-foreground">{t("minutes", { count: appointment.duration })}</span>
            </StackedCell>
            <StackedCell label={c("customer")}>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <CustomerRecordLink id={appointment.user_id} name={appointment.customer_name?.trim() || unknown} />
                {appointment.customer_phone ? (
                  <a href={telHref(appointment.customer_phone)} className={`${link} text-sm whitespace-nowrap`}>
                    {appointment.customer_phone}
                  </a>
                ) : null}
                {appointment.customer_email ? (
                  <a href={`mailto:${appointment.customer_email}`} className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:text-foreground" title={appointment.customer_email}>
                    <MailIcon aria-hidden className="size-4" />
                    <span className="sr-only">{t("emailCustomer", { email: appointment.customer_email })}</span>
                  </a>
                ) : null}
              </span>
            </StackedCell>
            <StackedCell label={c("service")}>
              <span className="flex flex-col gap-0.5">
                <span>{service}</span>
                {appointment.issue_description ? (
                  <details className="text-sm text-muted-foreground" data-testid="appointment-notes">
                    <summary className="cursor-pointer underline-offset-4 hover:underline">{t("notes")}</summary>
                    <p className="mt-1 max-w-sm whitespace-pre-line text-foreground">{appointment.issue_description}</p>
                  </details>
                ) : null}
              </span>
            </StackedCell>
            <StackedCell label={c("status")}>
              <span className="flex flex-wrap items-center gap-1.5">
                <StatusBadge kind="appointment" status={appointment.status} />
                {appointment.needs_call && OPEN.has(appointment.status) ? <NeedsCallBadge /> : null}
                {appointment.booked_by_staff ? (
                  <span className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="booked-by-phone">
                    <PhoneIcon aria-hidden className="size-3" />
                    {t("bookedByPhone")}
                  </span>
                ) : null}
              </span>
            </StackedCell>
            <StackedCell label={c("request")}>
              {request ? (
                <Link href={`/admin/requests/${request.id}`} className={`${link} whitespace-nowrap`} title={request.title}>
                  {formatRequestReference(request.reference)}
                  <span className="sr-only">
                    {" "}
                    {request.title} ({isRequestStatus(request.status) ? requestLabels(request.status) : request.status})
                  </span>
                </Link>
              ) : (
                <span className="text-muted-foreground">{t("noRequest")}</span>
              )}
            </StackedCell>
            <StackedCell className="max-md:pt-1">
              <AppointmentActions appointment={appointment} labels={{ service, customer, date, time }} now={now} />
            </StackedCell>
          </StackedRow>
        );
      })}
    </StackedTable>
  );
}
