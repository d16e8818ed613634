"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { adminRequestChangeSchema, type AdminRequestErrorKey } from "@/lib/validation/admin-request";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";

export type UpdateRequestResult =
  | { ok: true; status: string; technician: string | null }
  | { ok: false; error: AdminActionError | AdminRequestErrorKey };

/**
 * Staff move a request to `status` and, when `technicianId` is given, assign
 * it to that technician from the staff list ("" unassigns) first, so the
 * status email names them; a cancellation carries `reason`, which the
 * customer's email gives. assign_request_technician and set_request_status
 * check the staff role again; the table checks that the technician is a
 * staff account (CN003, the foreign key: never the browser's word) and its
 * trigger allows only the workflow's moves (and refuses a cancellation
 * without a reason, RQ003); updated_at follows.
 * A bad id is reported before the form's own messages.
 */
export const updateServiceRequest: ServerAction<[requestId: unknown, input: unknown], UpdateRequestResult> = defineAction({
  access: "staff",
  args: (requestId: unknown, input: unknown) => [requestId, input],
  input: z.tuple([adminIdSchema, adminRequestChangeSchema]),
  invalid: (issues) => {
    const first = issues[0]!;
    return { ok: false, error: first.path[0] === 0 ? "invalidId" : (first.message as AdminRequestErrorKey) };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([id, { status, technicianId, reason }], { supabase }) => {
    if (technicianId !== undefined) {
      const assigned = await supabase.rpc("assign_request_technician", { p_request_id: id, p_technician_id: technicianId || undefined });
      if (assigned.error) {
        return { ok: false, error: assigned.error.code === "23503" ? "invalidTechnician" : adminErrorFromDb(assigned.error, "assign_request_technician") };
      }
    }
    const { data, error } = await supabase.rpc("set_request_status", { p_request_id: id, p_status: status, p_reason: reason || undefined });
    if (error || !data) return { ok: false, error: adminErrorFromDb(error, "set_request_status") };
    deliverAfterResponse();
    return { ok: true, status: data.status, technician: data.technician };
  },
});
