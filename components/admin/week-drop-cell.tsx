"use client";

import { useDroppable } from "@dnd-kit/core";
import type { CSSProperties } from "react";
import { slotCellId } from "@/lib/rules/admin-week-drop";
import { cn } from "@/lib/ui/class-names";

/**
 * One half-hour start of a working day as a drop target (WeekDragDrop);
 * outlined (and `data-over`) while a dragged visit would land on it. Hidden from assistive
 * technology: the keyboard and screen readers move a visit with Reschedule.
 */
export function WeekDropCell({ day, slot, style }: { day: string; slot: string; style: CSSProperties }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotCellId(day, slot) });
  return (
    <div
      ref={setNodeRef}
      aria-hidden
      data-drop-cell={`${day}T${slot}`}
      data-over={isOver || undefined}
      className={cn("absolute inset-x-0", isOver && "z-20 rounded-sm bg-primary/15 outline-2 -outline-offset-2 outline-primary")}
      style={style}
    />
  );
}
