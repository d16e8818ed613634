import { z } from "@/lib/validation/zod";
import { CANCEL_REASON_MAX, REQUEST_STATUSES } from "@/lib/rules/business-rules";
import { technicianChoiceSchema } from "./admin-technician";

/**
 * The console's request form: the status to move to (the current one keeps
 * it), the technician from the staff list (their account's id; "" for
 * nobody) and, when cancelling, the reason the
 * customer's email gives (required then; the database refuses a staff
 * cancellation without one, RQ003). Used by the form and again by the
 * updateServiceRequest action. Messages are keys of Admin.errors.
 */
export const adminRequestSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: "invalidStatus" }),
  technicianId: technicianChoiceSchema,
  reason: z.string().trim().max(CANCEL_REASON_MAX, "reasonTooLong").optional(),
});

/** The reason given when a request is cancelled: what the form checks before it saves a move to cancelled. */
export const cancelReasonSchema = z.string().trim().min(1, "reasonRequired").max(CANCEL_REASON_MAX, "reasonTooLong");

export type AdminRequestInput = z.input<typeof adminRequestSchema>;
export type AdminRequestValues = z.output<typeof adminRequestSchema>;
export type AdminRequestErrorKey = "invalidStatus" | "invalidTechnician" | "reasonTooLong" | "reasonRequired";

/**
 * What the action accepts: the form's values, or a status alone (the row's
 * one-click next step), which leaves the technician as it is.
 */
export const adminRequestChangeSchema = adminRequestSchema.extend({
  technicianId: adminRequestSchema.shape.technicianId.optional(),
});
