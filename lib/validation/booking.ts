import * as z from "zod/mini";
import { isBookingSlot } from "@/lib/booking/slots";
import { ISSUE_DESCRIPTION_MAX } from "@/lib/business-rules";

/**
 * Booking form (spec §5), checked in the browser and again by the server
 * action. Service, date and time are required ("missing": the spec's "Missing
 * information" toast); the description is optional. `requestId` is a hint the
 * database re-checks (the caller's own approved request), never trusted.
 * zod/mini keeps this page's JavaScript small; messages are keys of "Booking".
 */
export const bookingSchema = z.object({
  serviceId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/, "missing")), z.transform(Number)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "missing")),
  slot: z.string().check(z.refine(isBookingSlot, "missing")),
  issueDescription: z.string().check(z.trim(), z.maxLength(ISSUE_DESCRIPTION_MAX, "tooLong")),
  requestId: z.nullable(z.uuid("missing")),
});

/** What the form holds (every field a string, empty when not chosen yet). */
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValues = z.output<typeof bookingSchema>;

/** Which form field a failed check belongs to; "missing" on any of these three is one toast. */
export const REQUIRED_FIELDS = ["serviceId", "date", "slot"] as const;
