import { z } from "@/lib/validation/zod";
import { REQUEST_LIMITS, REQUEST_STATUSES } from "@/lib/rules/business-rules";

/**
 * The console's request form: the status to move to (the current one keeps
 * it) and the technician ("" clears it). Used by the form and again by the
 * updateServiceRequest action. Messages are keys of Admin.requests.errors.
 */
export const adminRequestSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: "invalidStatus" }),
  technician: z.string().trim().max(REQUEST_LIMITS.technicianMax, "technicianTooLong"),
});

export type AdminRequestInput = z.input<typeof adminRequestSchema>;
export type AdminRequestValues = z.output<typeof adminRequestSchema>;
export type AdminRequestErrorKey = "invalidStatus" | "technicianTooLong";

/**
 * What the action accepts: the form's values, or a status alone (the row's
 * one-click next step), which leaves the technician as it is.
 */
export const adminRequestChangeSchema = adminRequestSchema.extend({
  technician: adminRequestSchema.shape.technician.optional(),
});
