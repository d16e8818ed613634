"use client";

import { DndContext, MouseSensor, useSensor, useSensors, type Announcements, type CollisionDetection, type DragEndEvent } from "@dnd-kit/core";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { rescheduleAppointment } from "@/lib/actions/reschedule-appointment";
import { dropMove, landingCell, parseSlotCell } from "@/lib/rules/admin-week-drop";
import { slotInstant } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";

/** What a draggable visit carries: its id, start and how it is named. */
export interface DraggedVisit {
  appointmentId: string;
  startsAt: string;
  /** "Computer Repair for Jane Doe". */
  label: string;
}

interface Move extends DraggedVisit {
  date: string;
  slot: string;
}

const landing: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const cells = droppableContainers.flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: container.id, left: rect.left, right: rect.right, top: rect.top, height: rect.height }] : [];
  });
  const id = landingCell(collisionRect, cells);
  const container = droppableContainers.find((candidate) => candidate.id === id);
  return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
};

/**
 * Drag and drop on the week calendar, with a mouse: a pending visit
 * (WeekAppointment) dropped on a half-hour cell of a working day
 * (WeekDropCell) lands where its top edge is. The drop asks first, naming
 * the old and new time, because the customer is emailed at once; then it
 * goes through rescheduleAppointment, the very action of Reschedule, so
 * every rule (slot, closures, technicians on duty, the past) and the email
 * are the same. A refusal shows Reschedule's own message and the visit stays
 * where it was. Touch and the keyboard use Reschedule in the visit's details
 * (no second keyboard model); screen readers hear each step of a drag in the
 * page's language.
 */
export function WeekDragDrop({ children }: { children: ReactNode }) {
  const t = useTranslations("Admin.appointments.week.drag");
  const r = useTranslations("Reschedule");
  const format = useFormatter();
  const router = useRouter();
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 6 } }));
  // The last drop stays in `move` while the dialog closes (its text, and where focus returns).
  const [move, setMove] = useState<Move | null>(null);
  const [asking, setAsking] = useState(false);
  const [moving, startMoving] = useTransition();

  const when = (instant: Date | string) => `${format.dateTime(new Date(instant), dateFormat)}, ${formatTimeWith(format, instant)}`;
  const cellLabel = (id: unknown) => {
    const cell = parseSlotCell(id);
    return cell ? when(slotInstant(cell.date, cell.slot)) : "";
  };
  const visitOf = (data: unknown) => (data as { current?: DraggedVisit } | undefined)?.current;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("pickedUp", { visit: visitOf(active.data)?.label ?? "" }),
    onDragOver: ({ active, over }) =>
      over ? t("over", { visit: visitOf(active.data)?.label ?? "", time: cellLabel(over.id) }) : t("notOver", { visit: visitOf(active.data)?.label ?? "" }),
    onDragEnd: ({ active, over }) =>
      over ? t("dropped", { visit: visitOf(active.data)?.label ?? "", time: cellLabel(over.id) }) : t("cancelled", { visit: visitOf(active.data)?.label ?? "" }),
    onDragCancel: ({ active }) => t("cancelled", { visit: visitOf(active.data)?.label ?? "" }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const visit = visitOf(active.data);
    const target = visit && over ? dropMove(visit.startsAt, over.id) : null;
    if (!visit || !target) return;
    setMove({ ...visit, ...target });
    setAsking(true);
  };

  const confirm = (chosen: Move) =>
    startMoving(async () => {
      const result = await rescheduleAppointment({ appointmentId: chosen.appointmentId, date: chosen.date, slot: chosen.slot }).catch(
        () => ({ ok: false, error: "generic" }) as const,
      );
      setAsking(false);
      if (result.ok) {
        const start = new Date(result.appointmentDate);
        toast.success(r("success.title"), {
          description: r("success.staffDescription", { date: format.dateTime(start, dateFormat), time: formatTimeWith(format, start) }),
        });
        router.refresh();
        return;
      }
      toast.error(r("errors.title"), { description: r(`errors.${result.error}`, { days: BOOKING_LIMITS.horizonDays, hours: LATE_CANCELLATION_HOURS }) });
    });

  return (
    <DndContext
      sensors={sensors}
      id="week-calendar-drag"
      collisionDetection={landing}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("instructions") } }}
    >
      {children}
      <AlertDialog open={asking} onOpenChange={(open) => !open && !moving && setAsking(false)}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // Back to the visit that was dragged (the dialog had no trigger).
            const block = move && document.querySelector<HTMLElement>(`[data-appointment-id="${move.appointmentId}"]`);
            if (block) {
              event.preventDefault();
              block.focus();
            }
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {move ? t("confirmBody", { visit: move.label, from: when(move.startsAt), to: when(slotInstant(move.date, move.slot)) }) : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={moving}>{r("keep")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={moving}
              className={buttonVariants()}
              onClick={(event) => {
                event.preventDefault();
                if (move) confirm(move);
              }}
            >
              {moving ? r("moving") : r("confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </DndContext>
  );
}
