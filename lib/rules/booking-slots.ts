import { BOOKING_DAY_END, BOOKING_SLOTS, type BookingSlot } from "@/lib/rules/business-rules";

/** "13:30" -> minutes after midnight (810). */
export function slotMinutes(slot: string) {
  const [h = 0, m = 0] = slot.split(":").map(Number);
  return h * 60 + m;
}

export const isBookingSlot = (value: string): value is BookingSlot => (BOOKING_SLOTS as readonly string[]).includes(value);

/** Whether a service of `durationMinutes` starting at `slot` ends by the last bookable time (17:00). */
export function endsInBusinessHours(slot: string, durationMinutes: number) {
  return slotMinutes(slot) + durationMinutes <= slotMinutes(BOOKING_DAY_END);
}
