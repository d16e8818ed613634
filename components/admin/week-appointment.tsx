"use client";

import { useDndMonitor, useDraggable } from "@dnd-kit/core";
import { PhoneCallIcon, PhoneIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, type CSSProperties } from "react";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { StatusBadge } from "@/components/shared/status-badge";
import { DetailItem } from "@/components/ui/detail-item";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import { appointmentActions } from "@/lib/rules/admin-appointment-actions";
import { isAppointmentStatus } from "@/lib/rules/business-rules";
import type { AdminAppointment } from "@/lib/data/admin-appointments";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { TECHNICIAN_STRIPE } from "@/lib/rules/technician-colours";
import { cn } from "@/lib/ui/class-names";
import { AppointmentActions } from "./appointment-actions";
import { AppointmentTechnicianForm } from "./appointment-technician-form";
import { NeedsCallBadge } from "./appointment-flags";
import { CustomerRecordLink, telHref } from "./customer-cell";
import { TechnicianSwatch, useTechnicians } from "./technician-list";
import type { DraggedVisit } from "./week-drag-drop";

/** Block colours by status, light and dark, at 4.5:1 or better. */
const TONE: Record<string, string> = {
  pending: "border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-300/15 dark:text-amber-50",
  in_progress: "border-blue-500 bg-blue-50 text-blue-950 dark:bg-blue-300/15 dark:text-blue-50",
  completed: "border-green-600 bg-green-50 text-green-950 dark:bg-green-300/15 dark:text-green-50",
  no_show: "border-red-600 bg-red-50 text-red-950 dark:bg-red-300/15 dark:text-red-50",
};

/**
 * One appointment on the week calendar: a block sized by its duration
 * (`style` places it) naming the time, customer, service and status, and
 * its technician: their colour as the block's left stripe and a swatch, and
 * their name written out (never the colour alone), with
 * "needs a call" and "booked by phone" as icons that are read out. It is a
 * button: Enter or a click opens its details with the actions that fit the
 * time (Start, Complete, Reschedule to move it, Cancel), so everything a
 * drag could do is there from the keyboard too, and the technician it is
 * assigned to. While it may be rescheduled it can also be dragged with a
 * mouse to another half-hour (WeekDragDrop); the click that ends a drag does
 * not open the details.
 */
export function WeekAppointment({ appointment, service, now, style }: { appointment: AdminAppointment; service: string; now: string; style: CSSProperties }) {
  const t = useTranslations("Admin.appointments");
  const week = useTranslations("Admin.appointments.week");
  const unknown = useTranslations("Admin.customer")("unknown");
  const statusLabels = useTranslations("AppointmentStatus");
  const close = useTranslations("Common")("close");
  const format = useFormatter();
  const start = new Date(appointment.appointment_date);
  const end = new Date(start.getTime() + appointment.duration * 60_000);
  const date = format.dateTime(start, dateFormat);
  const time = formatTimeWith(format, start);
  const customer = appointment.customer_name?.trim() || appointment.customer_email || unknown;
  const status = isAppointmentStatus(appointment.status) ? statusLabels(appointment.status) : appointment.status;
  const needsCall = appointment.needs_call && (appointment.status === "pending" || appointment.status === "in_progress");
  const request = appointment.request;
  const technician = useTechnicians().find((candidate) => candidate.id === appointment.technician_id) ?? null;
  const title = week("detailsTitle", { service, customer });
  const movable = appointmentActions(appointment, new Date(now)).includes("reschedule");
  const visit: DraggedVisit = { appointmentId: appointment.id, startsAt: appointment.appointment_date, label: title };
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: appointment.id, data: visit, disabled: !movable });
  const dragged = useRef(false);
  useDndMonitor({
    onDragStart: ({ active }) => {
      if (active.id === appointment.id) dragged.current = true;
    },
    // The click that follows the mouse button's release comes before this.
    onDragEnd: () => void setTimeout(() => (dragged.current = false)),
    onDragCancel: () => void setTimeout(() => (dragged.current = false)),
  });

  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          ref={setNodeRef}
          type="button"
          data-appointment-id={appointment.id}
          data-movable={movable || undefined}
          style={transform ? { ...style, transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : style}
          className={cn(
            "absolute overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-xs outline-offset-2 hover:z-10 hover:brightness-95 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-ring",
            TONE[appointment.status] ?? TONE.pending,
            technician && ["border-l-[6px]", TECHNICIAN_STRIPE[technician.colour]],
            movable && "md:cursor-grab",
            isDragging && "z-30 cursor-grabbing opacity-90 shadow-lg",
          )}
          data-technician={technician?.id}
          {...listeners}
          onClickCapture={(event) => {
            if (!dragged.current) return;
            dragged.current = false;
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          <span className="flex items-center gap-1 font-semibold">
            <time dateTime={appointment.appointment_date}>{time}</time>
            <span className="truncate">{customer}</span>
            {needsCall ? (
              <span className="ml-auto shrink-0 text-red-700 dark:text-red-300" title={t("needsCall")} data-testid="needs-call">
                <PhoneCallIcon aria-hidden className="size-3.5" />
                <span className="sr-only">, {t("needsCall")}</span>
              </span>
            ) : null}
            {appointment.booked_by_staff ? (
              <span className={cn("shrink-0", needsCall ? "" : "ml-auto")} title={t("bookedByPhone")} data-testid="booked-by-phone">
                <PhoneIcon aria-hidden className="size-3" />
                <span className="sr-only">, {t("bookedByPhone")}</span>
              </span>
            ) : null}
          </span>
          <span className="block truncate">
            {service} · {status}
          </span>
          <span className="flex items-center gap-1 truncate" data-testid="week-technician">
            {technician ? (
              <>
                <TechnicianSwatch colour={technician.colour} />
                <span className="truncate">{technician.name}</span>
              </>
            ) : (
              <span className="truncate italic">{week("unassigned")}</span>
            )}
          </span>
        </button>
      </DialogTrigger>
      <DialogContent closeLabel={close}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {week("detailsWhen", { date, from: time, until: formatTimeWith(format, end), minutes: appointment.duration })}
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
    </Dialog>
  );
}
