import { z } from "zod";
import { BOOKING_SLOTS, ISSUE_DESCRIPTION_MAX } from "@/lib/business-rules";

/** Booking form (spec §5). Service, date and time are required; the description is optional. */
export const bookingSchema = z.object({
  serviceId: z.coerce.number().int().positive("missing"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "missing"),
  slot: z.enum(BOOKING_SLOTS, "missing"),
  issueDescription: z.string().trim().max(ISSUE_DESCRIPTION_MAX, "tooLong"),
  requestId: z.uuid().nullable(),
});

export type BookingValues = z.infer<typeof bookingSchema>;

/** Spec §8: the server's message decides which text the visitor sees. */
export function bookingErrorKey(message: string) {
  if (message.includes("Authentication required")) return "errorAuth";
  if (message.includes("permission denied")) return "errorPermission";
  if (message.includes("duplicate key")) return "errorTaken";
  if (message.includes("violates foreign key constraint")) return "errorService";
  return "errorGeneric";
}
