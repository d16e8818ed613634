import { isBookingSlot } from "@/lib/rules/booking-slots";
import { businessClockOf, businessDateOf, DATE_KEY_PATTERN } from "@/lib/rules/booking-time";

// Drag and drop on the console's week calendar: each bookable half-hour start
// of a working day is a drop cell named by its day and slot on the shop's
// clock; a drop becomes the day and slot the Reschedule action takes.

const PREFIX = "slot:";

/** The drop cell of `day` ("YYYY-MM-DD") at `slot` ("HH:MM"), as dnd-kit names it. */
export const slotCellId = (day: string, slot: string) => `${PREFIX}${day}T${slot}`;

/** The day and slot a drop cell names, or null for anything else (a cell that is not a bookable slot included). */
export function parseSlotCell(id: unknown): { date: string; slot: string } | null {
  if (typeof id !== "string" || !id.startsWith(PREFIX)) return null;
  const [date = "", slot = ""] = id.slice(PREFIX.length).split("T");
  return DATE_KEY_PATTERN.test(date) && isBookingSlot(slot) ? { date, slot } : null;
}

/**
 * What dropping the appointment that starts at `startsAt` on cell `id`
 * asks for: the new day and slot, or null when the cell is not a slot or is
 * the appointment's own start (nothing to move).
 */
export function dropMove(startsAt: string, id: unknown): { date: string; slot: string } | null {
  const target = parseSlotCell(id);
  if (!target) return null;
  return target.date === businessDateOf(startsAt) && target.slot === businessClockOf(startsAt) ? null : target;
}

export interface CellRect {
  id: string | number;
  left: number;
  right: number;
  top: number;
  height: number;
}

/**
 * The cell a dragged block lands on: in the day column under the block's
 * middle, the cell whose start is nearest the block's top edge, within half
 * a cell (so the block's top is the new start time, whichever part of the
 * block was grabbed). Null when no cell is that close (over the lunch break,
 * off the calendar).
 */
export function landingCell(block: { left: number; width: number; top: number }, cells: readonly CellRect[]): CellRect["id"] | null {
  const x = block.left + block.width / 2;
  let best: { id: CellRect["id"]; distance: number } | null = null;
  for (const cell of cells) {
    if (x < cell.left || x >= cell.right) continue;
    const distance = Math.abs(cell.top - block.top);
    if (distance <= cell.height / 2 && (best === null || distance < best.distance)) best = { id: cell.id, distance };
  }
  return best?.id ?? null;
}
