import { DB_ERROR_CODES } from "@/lib/business-rules";

/**
 * The booking failure shown depends on what the server's message
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
