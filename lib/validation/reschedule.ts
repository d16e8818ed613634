import { object, refine, regex, string, uuid, type input, type output } from "zod/mini";
import { isBookingSlot } from "@/lib/rules/booking-slots";
import { DATE_KEY_PATTERN, isBeyondHorizon } from "@/lib/rules/booking-time";

/**
 * Moving an appointment: which one (an id the database checks is the
 * caller's), and the new day and slot on the shop's clock. Checked in the
 * browser and again by the server action; messages are keys of
 * "Reschedule.errors".
 */
export const rescheduleSchema = object({
  appointmentId: uuid("generic"),
  date: string().check(regex(DATE_KEY_PATTERN, "missing"), refine((date) => !isBeyondHorizon(date), "beyondHorizon")),
  slot: string().check(refine(isBookingSlot, "missing")),
});

export type RescheduleInput = input<typeof rescheduleSchema>;
export type RescheduleValues = output<typeof rescheduleSchema>;
