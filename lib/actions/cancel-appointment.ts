"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { isUuid } from "@/lib/rules/uuid";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";

export type CancelAppointmentResult =
  | { ok: true; status: string; lateCancellation: boolean }
  | { ok: false; error: "authRequired" | "invalid" | "failed" };

/**
 * Cancels one of the signed-in, verified user's appointments through
 * `cancel_appointment` (which changes only the caller's own row, or any row
 * for staff) and returns the row as the function stored it, so the dashboard
 * shows what the database decided (including a late cancellation inside 24
 * hours). There is no other way in to try when it refuses: customers have no
 * update policy on appointments, and update_appointment_status runs the same
 * private function.
 */
export const cancelAppointment: ServerAction<[appointmentId: unknown], CancelAppointmentResult> = defineAction({
  access: "customer",
  input: z.string().refine(isUuid),
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async (appointmentId, { supabase }) => {
    const { data, error } = await supabase.rpc("cancel_appointment", { appointment_id: appointmentId });
    if (error || data?.status !== "cancelled") {
      console.error("cancel_appointment failed:", error?.message ?? `status ${data?.status}`);
      return { ok: false, error: "failed" };
    }
    deliverAfterResponse();
    return { ok: true, status: data.status, lateCancellation: Boolean(data.late_cancellation) };
  },
});
