"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { estimateErrorFromDb, type EstimateError } from "@/lib/rules/estimate-errors";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { estimateAnswerSchema } from "@/lib/validation/estimate";

export type AnswerEstimateResult = { ok: true; approved: boolean } | { ok: false; error: EstimateError | "reasonTooLong" };

/**
 * The customer approves or declines the version of the estimate they were
 * shown. answer_estimate decides everything else: their own request only,
 * the current version, once, while valid; approval records who, when and the
 * total, and approves the request. The shop is emailed.
 */
export const answerEstimate: ServerAction<[input: unknown], AnswerEstimateResult> = defineAction({
  access: "customer",
  input: estimateAnswerSchema,
  invalid: (issues) => ({ ok: false, error: issues.some((i) => i.message === "reasonTooLong") ? "reasonTooLong" : "invalid" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ estimateId, version, approve, reason }, { supabase }) => {
    const { error } = await supabase.rpc("answer_estimate", {
      p_estimate_id: estimateId,
      p_version: version,
      p_approve: approve,
      ...(!approve && reason ? { p_reason: reason } : {}),
    });
    if (error) return { ok: false, error: estimateErrorFromDb(error, "answer_estimate", "estimate") };
    deliverAfterResponse();
    return { ok: true, approved: approve };
  },
});
