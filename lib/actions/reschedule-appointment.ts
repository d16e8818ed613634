"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { slotInstant } from "@/lib/rules/booking-time";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { rescheduleSchema, type RescheduleInput } from "@/lib/validation/reschedule";
import { dbErrorKey, type SurfaceKey } from "@/lib/rules/db-errors";

export type RescheduleErrorKey = SurfaceKey<"reschedule"> | "missing" | "auth" | "generic";
export type RescheduleResult = { ok: true; appointmentDate: string } | { ok: false; error: RescheduleErrorKey };

/**
 * Moves one of the signed-in customer's appointments through
 * reschedule_appointment, which is the authority: only the owner's (or
 * staff's) pending appointment, not inside the 24 hours before its start (for
 * a customer), and the new time passes every rule a booking does (slot,
 * weekday, closures, technicians on duty, horizon), also under concurrency.
 * Each refusal comes back by its SQLSTATE, mapped to a key of
 * "Reschedule.errors" by lib/rules/db-errors.ts.
 */
export const rescheduleAppointment: ServerAction<[input: RescheduleInput], RescheduleResult> = defineAction({
  access: "customer",
  input: rescheduleSchema,
  invalid: (issues) => ({ ok: false, error: issues.some((issue) => issue.message === "beyondHorizon") ? "beyondHorizon" : issues.some((issue) => issue.message === "missing") ? "missing" : "generic" }),
  denied: { ok: false, error: "auth" },
  unavailable: { ok: false, error: "generic" },
  handler: async ({ appointmentId, date, slot }, { supabase }) => {
    const { data, error } = await supabase.rpc("reschedule_appointment", {
      p_appointment_id: appointmentId,
      p_new_time: slotInstant(date, slot).toISOString(),
    });
    if (error || !data) {
      const refusal = dbErrorKey("reschedule", error?.code);
      if (refusal) return { ok: false, error: refusal };
      console.error("reschedule_appointment failed:", error?.code, error?.message);
      return { ok: false, error: "generic" };
    }
    deliverAfterResponse();
    return { ok: true, appointmentDate: data.appointment_date };
  },
});
