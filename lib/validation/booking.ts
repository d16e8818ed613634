import { maxLength, nullable, object, pipe, refine, regex, string, transform, trim, uuid, type input, type output } from "zod/mini";
import { isBookingSlot } from "@/lib/rules/booking-slots";
import { DATE_KEY_PATTERN, isBeyondHorizon } from "@/lib/rules/booking-time";
import { ISSUE_DESCRIPTION_MAX } from "@/lib/rules/business-rules";

/**
 * Booking form, checked in the browser and again by the server
 * action. Service, date and time are required ("missing": the "Missing
 * information" toast), the date no later than the booking horizon
 * ("beyondHorizon"); the description is optional. `requestId` is a hint the
 * database re-checks (the caller's own approved request), never trusted.
 * The browser loads it on first use (components/booking/booking-resolver);
 * messages are keys of "Booking".
 */
export const bookingSchema = object({
  serviceId: pipe(string().check(regex(/^[1-9]\d{0,14}$/, "missing")), transform(Number)),
  date: string().check(regex(DATE_KEY_PATTERN, "missing"), refine((date) => !isBeyondHorizon(date), "beyondHorizon")),
  slot: string().check(refine(isBookingSlot, "missing")),
  issueDescription: string().check(trim(), maxLength(ISSUE_DESCRIPTION_MAX, "tooLong")),
  requestId: nullable(uuid("missing")),
});

/** What the form holds (every field a string, empty when not chosen yet). */
export type BookingInput = input<typeof bookingSchema>;
export type BookingValues = output<typeof bookingSchema>;
