"use client";

import { CalendarPlusIcon } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { canCancelAppointment, canReschedule, isUpcoming } from "@/lib/rules/dashboard-status";
import type { Appointment, AppointmentList } from "@/lib/data/appointments";
import type { AppointmentAction } from "@/lib/rules/dashboard-tabs";
import { CalendarLinks } from "./calendar-links";
import { CancelAppointmentDialog, statusId } from "./cancel-appointment-dialog";
import { EmptyState } from "@/components/shared/empty-state";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { Panel, Unavailable } from "@/components/shared/panel";
import { RescheduleDialog } from "@/components/shared/reschedule-dialog";
import { RescheduleCallLine } from "./reschedule-call-line";
import { formatCents } from "@/lib/rules/estimate-format";
import { serviceName } from "@/lib/rules/service-name";
import { StackedCell, StackedRow, StackedTable } from "@/components/shared/stacked-table";
import { StatusBadge } from "@/components/shared/status-badge";

/** The booking form with the cancelled appointment's service chosen (the form ignores a slug it cannot book). */
const bookAgainHref = (appointment: Appointment) =>
  appointment.service_slug ? `/book-appointment?service=${encodeURIComponent(appointment.service_slug)}` : "/book-appointment";

/**
 * Appointments tab: service, date and time in the business time
 * zone, duration, status, reschedule (pending and more than 24 hours away;
 * inside that, a line to call the shop), cancel; a cancelled row offers to
 * book the same service again. A moved or cancelled row updates in place.
 * `open` (an email's move or cancel link) opens that dialog for that row at
 * once, when the row still allows it. `now` is
 * the server's render time, which decides what counts as upcoming.
 */
export function AppointmentsPanel({ list, now, open }: { list: AppointmentList; now: string; open?: { id: string; action: AppointmentAction } | null }) {
  const t = useTranslations("Dashboard.appointments");
  const common = useTranslations("Common");
  const dashboard = useTranslations("Dashboard");
  const zone = common("businessTimeZone");
  const zoneNote = dashboard("zoneNote", { zone });
  const types = useTranslations("ServiceTypes");
  const format = useFormatter();
  const locale = useLocale();
  const [rows, setRows] = useState(list.ok ? list.appointments : []);
  const c = (key: "service" | "dateTime" | "duration" | "status" | "actions") => t(`columns.${key}`);

  const update = (id: string, change: Partial<Appointment>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  return (
    <Panel title={t("title")} description={`${t("description")} ${zoneNote}`}>
      {!list.ok ? (
        <Unavailable message={t("unavailable")} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={CalendarPlusIcon}
          message={t("empty")}
          action={
            <Button asChild>
              <Link href="/book-appointment">{t("book")}</Link>
            </Button>
          }
        />
      ) : (
        <StackedTable caption={t("title")} columns={[c("service"), { label: c("dateTime"), hint: zone }, c("duration"), c("status"), c("actions")]}>
          {rows.map((appointment) => {
            const start = new Date(appointment.appointment_date);
            const date = format.dateTime(start, dateFormat);
            const time = formatTimeWith(format, start);
            const service = serviceName(types, appointment);
            return (
              <StackedRow key={appointment.id} data-appointment-id={appointment.id}>
                <StackedCell label={c("service")} className="font-medium max-md:text-base">
                  {service}
                </StackedCell>
                <StackedCell label={c("dateTime")}>
                  <span className="flex flex-col gap-1">
                    <time dateTime={appointment.appointment_date}>
                      {date}, {time}
                    </time>
                    <span className="text-xs text-muted-foreground md:sr-only">{zone}</span>
                    {isUpcoming(appointment, new Date(now)) ? <CalendarLinks appointment={appointment} service={service} date={date} time={time} /> : null}
                  </span>
                </StackedCell>
                <StackedCell label={c("duration")}>{t("minutes", { count: appointment.duration })}</StackedCell>
                <StackedCell label={c("status")}>
                  <span id={statusId(appointment.id)} tabIndex={-1} className="flex flex-col items-start gap-1 rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
                    <StatusBadge kind="appointment" status={appointment.status} />
                    {appointment.fee ? (
                      <span className="text-xs text-muted-foreground" data-testid="appointment-fee">
                        {appointment.fee.waived ? t("feeWaived") : t("fee", { kind: appointment.fee.kind, amount: formatCents(appointment.fee.cents, locale) })}
                      </span>
                    ) : appointment.status === "cancelled" && appointment.late_cancellation && appointment.covered_total_cents == null ? (
                      <span className="text-xs text-muted-foreground">{t("lateFee")}</span>
                    ) : null}
                    {appointment.covered_total_cents != null ? (
                      <span className="text-xs text-muted-foreground" data-testid="appointment-covered">
                        {t("coveredByEstimate", { total: formatCents(appointment.covered_total_cents, locale) })}
                      </span>
                    ) : null}
                    {appointment.closed_with_request ? <span className="text-xs text-muted-foreground">{t("closedWithRequest")}</span> : null}
                    {appointment.needs_call && canCancelAppointment(appointment.status) ? (
                      <span className="text-xs font-medium text-destructive">{t("closedThen")}</span>
                    ) : null}
                  </span>
                </StackedCell>
                <StackedCell className="max-md:pt-1">
                  <span className="flex flex-wrap items-center gap-2">
                    {canReschedule(appointment, new Date(now)) ? (
                      <RescheduleDialog
                        appointment={appointment}
                        service={service}
                        currentLabel={`${date}, ${time}`}
                        defaultOpen={open?.id === appointment.id && open.action === "reschedule"}
                        onMoved={(appointmentDate) => update(appointment.id, { appointment_date: appointmentDate, needs_call: false })}
                      />
                    ) : null}
                    {appointment.status === "cancelled" ? (
                      <Button asChild variant="outline" size="sm">
                        <Link href={bookAgainHref(appointment)} aria-label={t("bookAgainFor", { service })}>
                          {t("bookAgain")}
                        </Link>
                      </Button>
                    ) : null}
                    {canCancelAppointment(appointment.status) ? (
                      <CancelAppointmentDialog
                        appointment={appointment}
                        service={service}
                        date={date}
                        time={time}
                        zone={zone}
                        defaultOpen={open?.id === appointment.id && open.action === "cancel"}
                        onCancelled={(change) => update(appointment.id, change)}
                      />
                    ) : null}
                  </span>
                  {appointment.status === "pending" && !canReschedule(appointment, new Date(now)) && isUpcoming(appointment, new Date(now)) ? (
                    <RescheduleCallLine />
                  ) : null}
                </StackedCell>
              </StackedRow>
            );
          })}
        </StackedTable>
      )}
    </Panel>
  );
}
