"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { technicianChoiceSchema } from "@/lib/validation/admin-technician";

export type AssignAppointmentTechnicianResult = { ok: true } | { ok: false; error: AdminActionError | "invalidTechnician" };

/**
 * Staff assign a visit to a technician from the staff list ("" unassigns).
 * assign_appointment_technician checks the staff role again, and the table
 * that the technician is a staff account with a profile (CN003, the foreign
 * key), whatever id the browser sent.
 */
export const assignAppointmentTechnician: ServerAction<[appointmentId: unknown, technicianId: unknown], AssignAppointmentTechnicianResult> = defineAction({
  access: "staff",
  args: (appointmentId: unknown, technicianId: unknown) => [appointmentId, technicianId],
  input: z.tuple([adminIdSchema, technicianChoiceSchema]),
  invalid: (issues) => ({ ok: false, error: issues[0]!.path[0] === 0 ? "invalidId" : "invalidTechnician" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([id, technicianId], { supabase }) => {
    const { data, error } = await supabase.rpc("assign_appointment_technician", { p_appointment_id: id, p_technician_id: technicianId || undefined });
    if (error || !data) return { ok: false, error: error?.code === "23503" ? "invalidTechnician" : adminErrorFromDb(error, "assign_appointment_technician") };
    return { ok: true };
  },
});
