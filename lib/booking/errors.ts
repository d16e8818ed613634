/**
 * Spec §8: the booking failure shown depends on what the server's message
 * contains. Keys name texts in the "Booking.errors" messages.
 */
const rules = [
  ["Authentication required", "auth"],
  ["permission denied", "permission"],
  ["duplicate key", "taken"],
  ["violates foreign key constraint", "service"],
] as const;

export type BookingErrorKey = (typeof rules)[number][1] | "generic";

export function bookingErrorKey(message: string | null | undefined): BookingErrorKey {
  const text = message ?? "";
  return rules.find(([needle]) => text.includes(needle))?.[1] ?? "generic";
}
