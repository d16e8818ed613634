import { useFormatter, useTranslations } from "next-intl";
import { StatusBadge } from "@/components/shared/status-badge";
import { Link } from "@/i18n/navigation";
import type { CustomerRecord } from "@/lib/data/admin-customers";
import { businessDateOf } from "@/lib/rules/booking-time";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { serviceName } from "@/lib/rules/service-name";
import { AdminSection } from "./admin-section";
import { recordDay, recordMoment } from "./record-dates";

const LINK = "text-primary underline-offset-4 hover:underline";
const ROW = "flex flex-wrap items-center gap-x-3 gap-y-1 border-b py-2 last:border-b-0";

/**
 * The customer's requests (newest first, each opening its console page) and
 * appointments (latest first, each opening the week it falls in, and its
 * request when it has one).
 */
export function CustomerHistory({ requests, appointments }: Pick<CustomerRecord, "requests" | "appointments">) {
  const t = useTranslations("Admin.customerRecord");
  const types = useTranslations("ServiceTypes");
  const format = useFormatter();
  const references = new Map(requests.map((r) => [r.id, r.reference]));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminSection id="customer-requests" title={`${t("requests.title")} (${format.number(requests.length)})`}>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("requests.empty")}</p>
        ) : (
          <ul data-testid="customer-requests">
            {requests.map((request) => (
              <li key={request.id} className={ROW} data-request-id={request.id}>
                <Link href={`/admin/requests/${request.id}`} className={`${LINK} min-w-0 font-medium break-words`}>
                  {formatRequestReference(request.reference)}: {request.title}
                </Link>
                <StatusBadge kind="request" status={request.status} />
                <span className="text-sm text-muted-foreground">{recordDay(format, request.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection id="customer-appointments" title={`${t("appointments.title")} (${format.number(appointments.length)})`}>
        {appointments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("appointments.empty")}</p>
        ) : (
          <ul data-testid="customer-appointments">
            {appointments.map((appointment) => {
              const day = businessDateOf(appointment.appointment_date);
              const reference = appointment.request_id ? references.get(appointment.request_id) : undefined;
              return (
                <li key={appointment.id} className={ROW} data-appointment-id={appointment.id}>
                  <Link href={`/admin/appointments?date=${day}`} className={`${LINK} font-medium`} title={t("appointments.week", { date: recordDay(format, appointment.appointment_date) })}>
                    <time dateTime={appointment.appointment_date}>{recordMoment(format, appointment.appointment_date)}</time>
                  </Link>
                  <span>{serviceName(types, appointment)}</span>
                  <StatusBadge kind="appointment" status={appointment.status} />
                  {appointment.request_id && reference !== undefined ? (
                    <Link href={`/admin/requests/${appointment.request_id}`} className={`${LINK} text-sm`}>
                      {formatRequestReference(reference)}
                    </Link>
                  ) : (
                    <span className="text-sm text-muted-foreground">{t("appointments.noRequest")}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
