import { PhoneCallIcon, PhoneIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { dateFormat, timeFormat } from "@/lib/date-time";
import { serviceName } from "@/lib/dashboard/service-name";
import { StackedCell, StackedRow, StackedTable } from "@/components/dashboard/stacked-table";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import { isRequestStatus } from "@/lib/business-rules";
import type { AdminAppointment } from "@/lib/data/admin-appointments";
import { AppointmentActions } from "./appointment-actions";
import { CustomerCell, customerLabel } from "./customer-cell";

/** Statuses in which the shop still has to act on a "needs a call" flag. */
const OPEN = new Set(["pending", "in_progress"]);

/**
 * Appointments with customer (name, email, phone), service, time (business
 * time zone), duration, status, linked request and the allowed status
 * changes. An open appointment a closure now covers says "Needs a call"; one
 * staff booked for the customer says "Booked by phone". `showDate` adds the
 * date to the time (lists that span several days).
 */
export function AppointmentsTable({ caption, appointments, showDate }: { caption: string; appointments: AdminAppointment[]; showDate: boolean }) {
  const t = useTranslations("Admin.appointments");
  const unknown = useTranslations("Admin.customer")("unknown");
  const zone = useTranslations("Common")("businessTimeZone");
  const types = useTranslations("ServiceTypes");
  const requestLabels = useTranslations("RequestStatus");
  const format = useFormatter();
  type Column = "time" | "dateTime" | "customer" | "service" | "duration" | "status" | "request" | "actions";
  const c = (key: Column) => t(`columns.${key}`);
  const when = showDate ? c("dateTime") : c("time");
  return (
    <StackedTable caption={caption} columns={[{ label: when, hint: zone }, c("customer"), c("service"), c("duration"), c("status"), c("request"), c("actions")]}>
      {appointments.map((appointment) => {
        const start = new Date(appointment.appointment_date);
        const date = format.dateTime(start, dateFormat);
        const time = format.dateTime(start, timeFormat);
        const service = serviceName(types, appointment);
        const request = appointment.request;
        return (
          <StackedRow key={appointment.id} data-appointment-id={appointment.id}>
            <StackedCell label={when} className="font-medium max-md:text-base">
              <time dateTime={appointment.appointment_date}>{showDate ? `${date}, ${time}` : time}</time>
            </StackedCell>
            <StackedCell label={c("customer")}>
              <span className="flex flex-col gap-1.5">
                <CustomerCell name={appointment.customer_name} email={appointment.customer_email} phone={appointment.customer_phone} />
                {appointment.booked_by_staff ? (
                  <span className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="booked-by-phone">
                    <PhoneIcon aria-hidden className="size-3" />
                    {t("bookedByPhone")}
                  </span>
                ) : null}
              </span>
            </StackedCell>
            <StackedCell label={c("service")}>
              <span className="flex flex-col">
                <span>{service}</span>
                {appointment.issue_description ? (
                  <span className="line-clamp-2 max-w-xs text-sm text-muted-foreground">{t("issue", { text: appointment.issue_description })}</span>
                ) : null}
              </span>
            </StackedCell>
            <StackedCell label={c("duration")}>{t("minutes", { count: appointment.duration })}</StackedCell>
            <StackedCell label={c("status")}>
              <span className="flex flex-wrap items-center gap-1.5">
                <StatusBadge kind="appointment" status={appointment.status} />
                {appointment.needs_call && OPEN.has(appointment.status) ? (
                  <Badge
                    variant="outline"
                    data-testid="needs-call"
                    title={t("needsCallHint")}
                    className="border-red-300 bg-red-50 text-red-900 dark:border-red-300/40 dark:bg-red-300/10 dark:text-red-200"
                  >
                    <PhoneCallIcon aria-hidden />
                    {t("needsCall")}
                    <span className="sr-only">. {t("needsCallHint")}</span>
                  </Badge>
                ) : null}
              </span>
            </StackedCell>
            <StackedCell label={c("request")}>
              {request ? (
                <Link
                  href={`/admin/requests${isRequestStatus(request.status) ? `?status=${request.status}` : ""}#request-${request.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {request.title}
                  <span className="sr-only"> ({isRequestStatus(request.status) ? requestLabels(request.status) : request.status})</span>
                </Link>
              ) : (
                <span className="text-muted-foreground">{t("noRequest")}</span>
              )}
            </StackedCell>
            <StackedCell className="max-md:pt-1">
              <AppointmentActions
                appointment={appointment}
                labels={{ service, customer: customerLabel(appointment, unknown), date, time }}
              />
            </StackedCell>
          </StackedRow>
        );
      })}
    </StackedTable>
  );
}
