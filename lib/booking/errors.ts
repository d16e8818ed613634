import { DB_ERROR_CODES } from "@/lib/business-rules";

/**
 * The booking functions' own refusals, each raised with a SQLSTATE of class
 * "BK" (a class PostgreSQL does not use; supabase/migrations/
 * 20261126000200_booking_error_codes.sql and the scheduling migrations of
 * 20261127). Same values there.
 */
export const BOOKING_ERROR_CODES = {
  /** No signed-in user. */
  authRequired: "BK001",
  /** The service is unknown or no longer bookable. */
  serviceUnavailable: "BK002",
  /** Every technician is booked for part of that time. */
  slotTaken: "BK003",
  /** The shop is closed for part of that time (a closure). */
  shopClosed: "BK004",
  /** Only a pending appointment can be moved. */
  notMovable: "BK005",
  /** A customer's move less than 24 hours before the start. */
  insideWindow: "BK006",
  /** The customer already has an appointment overlapping that time. */
  ownOverlap: "BK007",
  /** A closure over open appointments, not confirmed (staff). */
  closureConflicts: "BK008",
} as const;

/** PostgreSQL's own insufficient_privilege ("permission denied ..."). */
const PERMISSION_DENIED = "42501";

/**
 * The booking failures shown as a toast, mapped by the error's SQLSTATE, never
 * by its message. Keys name texts in the "Booking.errors" messages; any other
 * code (the slot and day rules the form already enforces, a lost connection) is
 * "generic".
 */
const errorCodes = {
  [BOOKING_ERROR_CODES.authRequired]: "auth",
  [PERMISSION_DENIED]: "permission",
  [BOOKING_ERROR_CODES.slotTaken]: "taken",
  [BOOKING_ERROR_CODES.shopClosed]: "closed",
  [BOOKING_ERROR_CODES.ownOverlap]: "ownOverlap",
  [BOOKING_ERROR_CODES.serviceUnavailable]: "service",
} as const;

export type BookingErrorKey = (typeof errorCodes)[keyof typeof errorCodes] | "generic";

export function bookingErrorKey(code: string | null | undefined): BookingErrorKey {
  return code && Object.hasOwn(errorCodes, code) ? errorCodes[code as keyof typeof errorCodes] : "generic";
}

/**
 * The booking guards the database refuses with its own SQLSTATE, mapped by
 * that code. Keys name texts in "Booking.refusals"; the form shows them in
 * place, as they last until the customer does something else.
 */
const refusalCodes = {
  [DB_ERROR_CODES.bookingBeyondHorizon]: "beyondHorizon",
  [DB_ERROR_CODES.bookingUpcomingLimit]: "upcomingLimit",
  [DB_ERROR_CODES.emailNotConfirmed]: "unverified",
} as const;

export type BookingRefusalKey = (typeof refusalCodes)[keyof typeof refusalCodes];

export function bookingRefusalKey(code: string | null | undefined): BookingRefusalKey | null {
  return code && Object.hasOwn(refusalCodes, code) ? refusalCodes[code as keyof typeof refusalCodes] : null;
}

export const isBookingRefusal = (key: string): key is BookingRefusalKey => (Object.values(refusalCodes) as string[]).includes(key);

/** Any schedule_appointment failure by its SQLSTATE: a guard's refusal, else a toast's key. */
export const bookingFailureKey = (code: string | null | undefined): BookingErrorKey | BookingRefusalKey =>
  bookingRefusalKey(code) ?? bookingErrorKey(code);
