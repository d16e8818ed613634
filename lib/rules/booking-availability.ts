import { BOOKING_SLOTS, type BookingSlot } from "@/lib/rules/business-rules";
import { endsInBusinessHours } from "./booking-slots";
import { isBookableDate, slotInstant } from "./booking-time";

/** A busy interval as get_booked_slots returns it (no personal data). */
export interface BusyInterval {
  starts_at: string;
  ends_at: string;
}

/**
 * Why a slot can or cannot be picked: `past` (started already, or the day is not
 * bookable), `tooLate` (the service would run past the last bookable end),
 * `taken` (every technician is booked, or the shop is closed, for part of it),
 * and, when moving an appointment, `current` (its present time). The
 * database enforces the same rules.
 */
export type SlotState = "free" | "past" | "tooLate" | "taken" | "current";

export function slotState(date: string, slot: string, durationMinutes: number, busy: readonly BusyInterval[], now = new Date()): SlotState {
  const start = slotInstant(date, slot).getTime();
  if (!isBookableDate(date, now) || start <= now.getTime()) return "past";
  if (!endsInBusinessHours(slot, durationMinutes)) return "tooLate";
  const end = start + durationMinutes * 60_000;
  const overlaps = busy.some((b) => start < Date.parse(b.ends_at) && Date.parse(b.starts_at) < end);
  return overlaps ? "taken" : "free";
}

/** Every slot of the day with its state, in the order of BOOKING_SLOTS. */
export function slotStates(date: string, durationMinutes: number, busy: readonly BusyInterval[], now = new Date()) {
  return BOOKING_SLOTS.map((slot) => ({ slot, state: slotState(date, slot, durationMinutes, busy, now) })) as {
    slot: BookingSlot;
    state: SlotState;
  }[];
}
