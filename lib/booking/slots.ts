import { BOOKING_DAY_END, BOOKING_SLOTS, type BookingSlot } from "@/lib/business-rules";

/** "13:30" -> minutes after midnight (810). */
export function slotMinutes(slot: string) {
  const [h = 0, m = 0] = slot.split(":").map(Number);
  return h * 60 + m;
}

/** "13:30" -> "1:30 PM": the "h:mm AM/PM" label of a 24-hour slot. */
export function slotLabel(slot: string) {
  const [h = 0, m = 0] = slot.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/**
 * "h:mm AM/PM" -> "HH:MM", by the product's rule: PM below 12 adds 12 hours,
 * 12 AM becomes hour 0 (so 12 PM stays 12). Throws on anything that is not such a label.
 */
export function labelTo24h(label: string) {
  const match = /^(\d{1,2}):([0-5]\d)\s*(AM|PM)$/i.exec(label.trim());
  if (!match) throw new Error(`Not a time label: ${label}`);
  let hours = Number(match[1]);
  if (hours < 1 || hours > 12) throw new Error(`Not a time label: ${label}`);
  const pm = match[3]!.toUpperCase() === "PM";
  if (pm && hours < 12) hours += 12;
  if (!pm && hours === 12) hours = 0;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

export const isBookingSlot = (value: string): value is BookingSlot => (BOOKING_SLOTS as readonly string[]).includes(value);

/** Whether a service of `durationMinutes` starting at `slot` ends by the last bookable time (17:00). */
export function endsInBusinessHours(slot: string, durationMinutes: number) {
  return slotMinutes(slot) + durationMinutes <= slotMinutes(BOOKING_DAY_END);
}
