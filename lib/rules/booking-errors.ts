import { dbErrorKey, surfaceKeys, type SurfaceKey } from "@/lib/rules/db-errors";

// The booking form's failures, by SQLSTATE (never by message text), through
// the catalogue of lib/rules/db-errors.ts.

/** A toast's key in "Booking.errors": a code the catalogue shows there, else "generic" (the rules the form already enforces, a lost connection). */
export type BookingErrorKey = SurfaceKey<"booking"> | "generic";

export const bookingErrorKey = (code: string | null | undefined): BookingErrorKey => dbErrorKey("booking", code) ?? "generic";

/** A guard's refusal in "Booking.refusals"; the form shows it in place, as it lasts until the customer does something else. */
export type BookingRefusalKey = SurfaceKey<"bookingGuard">;

export const bookingRefusalKey = (code: string | null | undefined): BookingRefusalKey | null => dbErrorKey("bookingGuard", code);

const REFUSAL_KEYS: readonly string[] = surfaceKeys("bookingGuard");

export const isBookingRefusal = (key: string): key is BookingRefusalKey => REFUSAL_KEYS.includes(key);

/** Any schedule_appointment failure by its SQLSTATE: a guard's refusal, else a toast's key. */
export const bookingFailureKey = (code: string | null | undefined): BookingErrorKey | BookingRefusalKey =>
  bookingRefusalKey(code) ?? bookingErrorKey(code);
