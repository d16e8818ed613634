"use server";

import { z } from "zod";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminAppointmentStatusSchema } from "@/lib/validation/admin-appointment";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";

export type SetAppointmentStatusResult = { ok: true; status: string } | { ok: false; error: AdminActionError | "invalidStatus" };

/**
 * Staff mark an appointment in progress, completed or cancelled.
 * update_appointment_status lets customers only cancel their own, and its
 * trigger allows only the workflow's moves. A bad id is reported before a bad status.
 */
export const setAppointmentStatus: ServerAction<[appointmentId: unknown, status: unknown], SetAppointmentStatusResult> = defineAction({
  access: "staff",
  args: (appointmentId: unknown, status: unknown) => [appointmentId, status],
  input: z.tuple([adminIdSchema, adminAppointmentStatusSchema]),
  invalid: (issues) => ({ ok: false, error: issues[0]!.path[0] === 0 ? "invalidId" : "invalidStatus" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([id, status], { supabase }) => {
    const { data, error } = await supabase.rpc("update_appointment_status", { appointment_id: id, new_status: status });
    if (error || !data) return { ok: false, error: adminErrorFromDb(error, "update_appointment_status") };
    deliverAfterResponse();
    return { ok: true, status: data.status };
  },
});
