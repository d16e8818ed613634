import { BOOKING_DAY_END, BOOKING_SLOTS, SERVICE_LIMITS, type BookingSlot } from "@/lib/rules/business-rules";

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

/** The longest appointment any slot can hold: from the first start to the latest end (480 minutes). */
export const longestDuration = () => slotMinutes(BOOKING_DAY_END) - Math.min(...BOOKING_SLOTS.map(slotMinutes));

/** Whether a service lasting `minutes` can be booked at all: at least one start time ends by the latest end. SQL: public.service_duration_fits(). */
export function durationFitsASlot(minutes: number) {
  return Number.isInteger(minutes) && minutes >= SERVICE_LIMITS.durationMin && BOOKING_SLOTS.some((slot) => endsInBusinessHours(slot, minutes));
}
