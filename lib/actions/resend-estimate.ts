"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { estimateErrorFromDb, type EstimateError } from "@/lib/rules/estimate-errors";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { estimateDraftSchema } from "@/lib/validation/estimate";

export type ResendEstimateResult = { ok: true } | { ok: false; error: EstimateError };

/** Staff give the current, unanswered estimate a new valid-until date and email it again (how an expired one is revived). */
export const resendEstimate: ServerAction<[estimateId: unknown, validUntil: unknown], ResendEstimateResult> = defineAction({
  access: "staff",
  args: (estimateId: unknown, validUntil: unknown) => [estimateId, validUntil],
  input: z.tuple([adminIdSchema, estimateDraftSchema.shape.validUntil]),
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([estimateId, validUntil], { supabase }) => {
    const { error } = await supabase.rpc("resend_estimate", { p_estimate_id: estimateId, p_valid_until: validUntil });
    if (error) return { ok: false, error: estimateErrorFromDb(error, "resend_estimate", "estimateStaff") };
    deliverAfterResponse();
    return { ok: true };
  },
});
