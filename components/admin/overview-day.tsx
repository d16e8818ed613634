import { CalendarDaysIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { dayFormat, formatTimeWith } from "@/lib/rules/date-time";
import { serviceName } from "@/lib/rules/service-name";
import { StatusBadge } from "@/components/shared/status-badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { dayAsDate } from "@/lib/rules/admin-days";
import type { AdminAppointment } from "@/lib/data/admin-appointments";
import { customerLabel } from "./customer-cell";
import { AdminSection } from "./admin-section";

/** One day of the schedule on the overview: time, customer, service and status, with a link to its day view. */
export function OverviewDay({ id, label, day, appointments }: { id: string; label: string; day: string; appointments: AdminAppointment[] | null }) {
  const t = useTranslations("Admin.overview");
  const unknown = useTranslations("Admin.customer")("unknown");
  const types = useTranslations("ServiceTypes");
  const format = useFormatter();
  const date = format.dateTime(dayAsDate(day), dayFormat);
  return (
    <AdminSection id={id} title={`${label}: ${date}`} description={appointments?.length ? t("appointmentCount", { count: appointments.length }) : undefined}>
      {appointments === null ? (
        <p role="status" className="text-muted-foreground">{t("unavailable")}</p>
      ) : appointments.length === 0 ? (
        <p className="text-muted-foreground">{t("noAppointments")}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {appointments.map((a) => (
            <li key={a.id} data-appointment-id={a.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">
                  <time dateTime={a.appointment_date}>{formatTimeWith(format, new Date(a.appointment_date))}</time> · {customerLabel(a, unknown)}
                </span>
                <span className="text-sm text-muted-foreground">{serviceName(types, a)}</span>
              </span>
              <StatusBadge kind="appointment" status={a.status} />
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link href={`/admin/appointments?view=list&date=${day}`} aria-label={t("openDayFor", { date })}>
          <CalendarDaysIcon aria-hidden />
          {t("openDay")}
        </Link>
      </Button>
    </AdminSection>
  );
}
