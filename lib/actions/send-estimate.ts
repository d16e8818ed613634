"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { estimateErrorFromDb, type EstimateError } from "@/lib/rules/estimate-errors";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { adminIdSchema } from "@/lib/validation/admin-ids";

export type SendEstimateResult = { ok: true } | { ok: false; error: EstimateError };

/** Staff send a draft: it is frozen, the previous version is superseded and the customer is emailed. */
export const sendEstimate: ServerAction<[estimateId: unknown], SendEstimateResult> = defineAction({
  access: "staff",
  input: adminIdSchema,
  invalid: () => ({ ok: false, error: "notFound" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (estimateId, { supabase }) => {
    const { error } = await supabase.rpc("send_estimate", { p_estimate_id: estimateId });
    if (error) return { ok: false, error: estimateErrorFromDb(error, "send_estimate", "estimateStaff") };
    deliverAfterResponse();
    return { ok: true };
  },
});
