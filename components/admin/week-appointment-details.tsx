"use client";

import { useFormatter, useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { StatusBadge } from "@/components/shared/status-badge";
import { DetailItem } from "@/components/ui/detail-item";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import type { AdminAppointment } from "@/lib/data/admin-appointments";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { AppointmentActions } from "./appointment-actions";
import { AppointmentTechnicianForm } from "./appointment-technician-form";
import { NeedsCallBadge } from "./appointment-flags";
import { CustomerRecordLink, customerLabel, telHref } from "./customer-cell";

/** "Needs a call" matters while the visit is still to happen or under way. */
export const visitNeedsCall = (appointment: AdminAppointment) =>
  appointment.needs_call && (appointment.status === "pending" || appointment.status === "in_progress");

type ShowDetails = (id: string, service: string, opener: HTMLElement) => void;
const ShowDetailsContext = createContext<ShowDetails>(() => undefined);

/** Opens the details of a visit on the week calendar (WeekVisitDetails), naming its service as its block does. */
export const useShowVisitDetails = () => useContext(ShowDetailsContext);

/**
 * The details of the visits on the week calendar: one dialog for the whole
 * week, filled with the visit whose block was chosen (WeekAppointment), with
 * the actions that fit the time and its technician. A dialog per block cost
 * every block a dialog's state and markup on each render, on the server
 * and in the browser; one dialog costs the week one. The dialog reads the
 * visit from `appointments` by id, so after an action refreshes the page it
 * shows the visit as it is now, and it closes once the visit has no block
 * any more (cancelled, or moved out of the week). Focus goes back to the
 * block that opened it.
 */
export function WeekVisitDetails({ appointments, now, children }: { appointments: AdminAppointment[]; now: string; children: ReactNode }) {
  const [shown, setShown] = useState<{ id: string; service: string } | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const appointment = shown ? appointments.find((candidate) => candidate.id === shown.id) : undefined;
  // Stable, so opening the dialog does not render every block again.
  const show = useCallback<ShowDetails>((id, service, element) => {
    opener.current = element;
    setShown({ id, service });
    setOpen(true);
  }, []);
  return (
    <ShowDetailsContext.Provider value={show}>
      {children}
      <Dialog open={open && appointment !== undefined} onOpenChange={setOpen}>
        {appointment && shown ? (
          <VisitDetails
            appointment={appointment}
            service={shown.service}
            now={now}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        ) : null}
      </Dialog>
    </ShowDetailsContext.Provider>
  );
}

function VisitDetails({
  appointment,
  service,
  now,
  onCloseAutoFocus,
}: {
  appointment: AdminAppointment;
  service: string;
  now: string;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useTranslations("Admin.appointments");
  const week = useTranslations("Admin.appointments.week");
  const unknown = useTranslations("Admin.customer")("unknown");
  const close = useTranslations("Common")("close");
  const format = useFormatter();
  const start = new Date(appointment.appointment_date);
  const end = new Date(start.getTime() + appointment.duration * 60_000);
  const date = format.dateTime(start, dateFormat);
  const time = formatTimeWith(format, start);
  const customer = customerLabel(appointment, unknown);
  const needsCall = visitNeedsCall(appointment);
  const request = appointment.request;
  const title = week("detailsTitle", { service, customer });

  return (
    <DialogContent closeLabel={close} onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {week("detailsWhen", {
            date,
            from: time,
            until: formatTimeWith(format, end),
            minutes: appointment.duration,
          })}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <DetailItem label={t("columns.status")}>
          <span className="flex flex-wrap items-center gap-1.5">
            <StatusBadge kind="appointment" status={appointment.status} />
            {needsCall ? <NeedsCallBadge /> : null}
          </span>
        </DetailItem>
        <DetailItem label={t("columns.customer")}>
          <span className="flex flex-col gap-1">
            <CustomerRecordLink id={appointment.user_id} name={customer} />
            {appointment.customer_phone ? (
              <a href={telHref(appointment.customer_phone)} className="text-primary underline-offset-4 hover:underline">
                {appointment.customer_phone}
              </a>
            ) : null}
            {appointment.customer_email ? (
              <a href={`mailto:${appointment.customer_email}`} className="break-all text-primary underline-offset-4 hover:underline">
                {appointment.customer_email}
              </a>
            ) : null}
            {appointment.booked_by_staff ? <span className="text-muted-foreground">{t("bookedByPhone")}</span> : null}
          </span>
        </DetailItem>
        <DetailItem label={t("columns.request")}>
          {request ? (
            <Link href={`/admin/requests/${request.id}`} className="text-primary underline-offset-4 hover:underline">
              {formatRequestReference(request.reference)}: {request.title}
            </Link>
          ) : (
            <span className="text-muted-foreground">{t("noRequest")}</span>
          )}
        </DetailItem>
        {appointment.issue_description ? (
          <DetailItem label={t("notes")} wide>
            <span className="whitespace-pre-line">{appointment.issue_description}</span>
          </DetailItem>
        ) : null}
      </dl>
      {appointment.status === "cancelled" ? null : (
        <AppointmentTechnicianForm appointmentId={appointment.id} technicianId={appointment.technician_id} labels={{ service, customer }} />
      )}
      <AppointmentActions appointment={appointment} labels={{ service, customer, date, time }} now={now} />
    </DialogContent>
  );
}
