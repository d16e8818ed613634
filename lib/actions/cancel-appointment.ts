"use server";

import { isUuid } from "@/lib/dashboard/ids";
import { createClient } from "@/lib/supabase/server";
import { deliverAfterResponse } from "@/lib/notifications/deliver-after-response";

export type CancelAppointmentResult =
  | { ok: true; status: string; lateCancellation: boolean }
  | { ok: false; error: "authRequired" | "invalid" | "failed" };

/**
 * Cancels one of the signed-in user's appointments, in this fallback
 * order: `cancel_appointment`, then `update_appointment_status`, then a
 * direct update. RLS and the functions make sure only the owner's row changes.
 * Returns the row as stored afterwards, so the dashboard shows what the
 * database decided (including a late cancellation inside 24 hours).
 */
export async function cancelAppointment(appointmentId: unknown): Promise<CancelAppointmentResult> {
  if (!isUuid(appointmentId)) return { ok: false, error: "invalid" };

  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at) return { ok: false, error: "authRequired" };

  const cancelled = await supabase.rpc("cancel_appointment", { appointment_id: appointmentId });
  if (cancelled.error) {
    console.error("cancel_appointment failed:", cancelled.error.message);
    const updated = await supabase.rpc("update_appointment_status", { appointment_id: appointmentId, new_status: "cancelled" });
    if (updated.error) {
      console.error("update_appointment_status failed:", updated.error.message);
      const direct = await supabase.from("appointments").update({ status: "cancelled" }).eq("id", appointmentId).select("id");
      if (direct.error || !direct.data?.length) {
        console.error("Error cancelling appointment:", direct.error?.message ?? "no row updated");
        return { ok: false, error: "failed" };
      }
    }
  }

  const { data, error } = await supabase
    .from("appointments")
    .select("status, late_cancellation")
    .eq("id", appointmentId)
    .eq("user_id", user.id)
    .maybeSingle();
  if (error || data?.status !== "cancelled") return { ok: false, error: "failed" };
  deliverAfterResponse();
  return { ok: true, status: data.status, lateCancellation: Boolean(data.late_cancellation) };
}
