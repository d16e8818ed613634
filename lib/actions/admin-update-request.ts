"use server";

import { getStaff } from "@/lib/data/admin-auth";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { adminRequestChangeSchema, type AdminRequestErrorKey } from "@/lib/validation/admin-request";
import { adminErrorFromDb, type AdminActionError } from "@/lib/admin/errors";
import { deliverAfterResponse } from "@/lib/notifications/deliver-after-response";

export type UpdateRequestResult =
  | { ok: true; status: string; technician: string | null }
  | { ok: false; error: AdminActionError | AdminRequestErrorKey };

/**
 * Staff move a request to `status` and, when `technician` is given, assign
 * it ("" clears). set_request_status checks the staff role again and the
 * table's trigger allows only the workflow's moves; updated_at follows.
 */
export async function updateServiceRequest(requestId: unknown, input: unknown): Promise<UpdateRequestResult> {
  const id = adminIdSchema.safeParse(requestId);
  if (!id.success) return { ok: false, error: "invalidId" };
  const parsed = adminRequestChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message as AdminRequestErrorKey };

  const staff = await getStaff();
  if (!staff) return { ok: false, error: "forbidden" };

  const { status, technician } = parsed.data;
  const { data, error } = await staff.supabase.rpc("set_request_status", {
    p_request_id: id.data,
    p_status: status,
    p_technician: technician ?? null,
  });
  if (error || !data) return { ok: false, error: adminErrorFromDb(error, "set_request_status") };
  deliverAfterResponse();
  return { ok: true, status: data.status, technician: data.technician };
}
