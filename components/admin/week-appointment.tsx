"use client";

import { useDndMonitor, useDraggable } from "@dnd-kit/core";
import { PhoneCallIcon, PhoneIcon } from "lucide-react";
import { useRef, type CSSProperties } from "react";
import type { AdminAppointment } from "@/lib/data/admin-appointments";
import { TECHNICIAN_STRIPE } from "@/lib/rules/technician-colours";
import { cn } from "@/lib/ui/class-names";
import { TechnicianSwatch, useTechnicians } from "./technician-list";
import { useShowVisitDetails, visitNeedsCall } from "./week-appointment-details";
import type { DraggedVisit } from "./week-drag-drop";

/** Block colours by status, light and dark, at 4.5:1 or better. */
const TONE: Record<string, string> = {
  pending: "border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-300/15 dark:text-amber-50",
  in_progress: "border-blue-500 bg-blue-50 text-blue-950 dark:bg-blue-300/15 dark:text-blue-50",
  completed: "border-green-600 bg-green-50 text-green-950 dark:bg-green-300/15 dark:text-green-50",
  no_show: "border-red-600 bg-red-50 text-red-950 dark:bg-red-300/15 dark:text-red-50",
};

/** What a block says, written by the server (WeekCalendar) in the page's language. */
export interface WeekBlockText {
  /** Its start on the shop's clock, "9:00 AM". */
  time: string;
  customer: string;
  service: string;
  status: string;
  /** "Computer Repair for Ana López": the details' title and the dragged visit's name. */
  title: string;
}

/** The words every block shares (one object for the week, sent once). */
export interface WeekBlockLabels {
  needsCall: string;
  bookedByPhone: string;
  unassigned: string;
}

/**
 * One appointment on the week calendar: a block sized by its duration
 * (`style` places it) naming the time, customer, service and status, and
 * its technician: their colour as the block's left stripe and a swatch, and
 * their name written out (never the colour alone), with
 * "needs a call" and "booked by phone" as icons that are read out. It is a
 * button: Enter or a click opens its details (WeekVisitDetails) with the
 * actions that fit the time (Start, Complete, Reschedule to move it, Cancel),
 * so everything a drag could do is there from the keyboard too, and the
 * technician it is assigned to. While it may be rescheduled (`movable`) it can also be
 * dragged with a mouse to another half-hour (WeekDragDrop); the click that
 * ends a drag does not open the details. Its words come written from the
 * server (`text`, `labels`): a week holds 150 blocks, and formatting them
 * there costs one translator for the week instead of several per block.
 */
export function WeekAppointment({
  appointment,
  text,
  labels,
  movable,
  style,
}: {
  appointment: AdminAppointment;
  text: WeekBlockText;
  labels: WeekBlockLabels;
  movable: boolean;
  style: CSSProperties;
}) {
  const showDetails = useShowVisitDetails();
  const needsCall = visitNeedsCall(appointment);
  const technician = useTechnicians().find((candidate) => candidate.id === appointment.technician_id) ?? null;
  const visit: DraggedVisit = { appointmentId: appointment.id, startsAt: appointment.appointment_date, label: text.title };
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
      aria-haspopup="dialog"
      {...listeners}
      onClickCapture={(event) => {
        if (!dragged.current) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      onClick={(event) => showDetails(appointment.id, text.service, event.currentTarget)}
    >
      <span className="flex items-center gap-1 font-semibold">
        <time dateTime={appointment.appointment_date}>{text.time}</time>
        <span className="truncate">{text.customer}</span>
        {needsCall ? (
          <span className="ml-auto shrink-0 text-red-700 dark:text-red-300" title={labels.needsCall} data-testid="needs-call">
            <PhoneCallIcon aria-hidden className="size-3.5" />
            <span className="sr-only">, {labels.needsCall}</span>
          </span>
        ) : null}
        {appointment.booked_by_staff ? (
          <span className={cn("shrink-0", needsCall ? "" : "ml-auto")} title={labels.bookedByPhone} data-testid="booked-by-phone">
            <PhoneIcon aria-hidden className="size-3" />
            <span className="sr-only">, {labels.bookedByPhone}</span>
          </span>
        ) : null}
      </span>
      <span className="block truncate">
        {text.service} · {text.status}
      </span>
      <span className="flex items-center gap-1 truncate" data-testid="week-technician">
        {technician ? (
          <>
            <TechnicianSwatch colour={technician.colour} />
            <span className="truncate">{technician.name}</span>
          </>
        ) : (
          <span className="truncate italic">{labels.unassigned}</span>
        )}
      </span>
    </button>
  );
}
