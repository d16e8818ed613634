"use server";

import { adminErrorFromDb, type AdminActionError } from "@/lib/admin/errors";
import { getStaff } from "@/lib/data/admin-auth";
import { adminAppointmentStatusSchema } from "@/lib/validation/admin-appointment";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { deliverAfterResponse } from "@/lib/notifications/deliver-after-response";

export type SetAppointmentStatusResult = { ok: true; status: string } | { ok: false; error: AdminActionError | "invalidStatus" };

/**
 * Staff mark an appointment in progress, completed or cancelled.
 * update_appointment_status lets customers only cancel their own, and its
 * trigger allows only the workflow's moves.
 */
export async function setAppointmentStatus(appointmentId: unknown, status: unknown): Promise<SetAppointmentStatusResult> {
  const id = adminIdSchema.safeParse(appointmentId);
  if (!id.success) return { ok: false, error: "invalidId" };
  const target = adminAppointmentStatusSchema.safeParse(status);
  if (!target.success) return { ok: false, error: "invalidStatus" };

  const staff = await getStaff();
  if (!staff) return { ok: false, error: "forbidden" };

  const { data, error } = await staff.supabase.rpc("update_appointment_status", { appointment_id: id.data, new_status: target.data });
  if (error || !data) return { ok: false, error: adminErrorFromDb(error, "update_appointment_status") };
  deliverAfterResponse();
  return { ok: true, status: data.status };
}
