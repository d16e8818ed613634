"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { estimateErrorFromDb, type EstimateError } from "@/lib/rules/estimate-errors";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { discountCents, estimateDraftSchema, linesForDb } from "@/lib/validation/estimate";

export type SaveEstimateDraftResult = { ok: true; estimateId: string } | { ok: false; error: EstimateError };

/**
 * Staff save the request's draft estimate (creating it, or replacing the
 * draft's lines). The database sets the version and the tax rate and computes
 * every total; the prices here are only the unit prices typed.
 */
export const saveEstimateDraft: ServerAction<[requestId: unknown, input: unknown], SaveEstimateDraftResult> = defineAction({
  access: "staff",
  args: (requestId: unknown, input: unknown) => [requestId, input],
  input: z.tuple([adminIdSchema, estimateDraftSchema]),
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([requestId, draft], { supabase }) => {
    const { data, error } = await supabase.rpc("save_estimate_draft", {
      p_request_id: requestId,
      p_items: linesForDb(draft.lines),
      p_discount_cents: discountCents(draft.discount),
      p_note: draft.note,
      p_valid_until: draft.validUntil,
    });
    if (error || !data) return { ok: false, error: estimateErrorFromDb(error, "save_estimate_draft", "estimateStaff") };
    return { ok: true, estimateId: data.id };
  },
});
