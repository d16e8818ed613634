"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { estimateErrorFromDb, type EstimateError } from "@/lib/rules/estimate-errors";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { discountCents, linesForDb, receiptSchema } from "@/lib/validation/estimate";

export type CompleteWithReceiptResult = { ok: true } | { ok: false; error: EstimateError };

/** Staff complete a request whose current estimate is approved, recording the final lines and the in-shop payment as its receipt. */
export const completeWithReceipt: ServerAction<[requestId: unknown, input: unknown], CompleteWithReceiptResult> = defineAction({
  access: "staff",
  args: (requestId: unknown, input: unknown) => [requestId, input],
  input: z.tuple([adminIdSchema, receiptSchema]),
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([requestId, receipt], { supabase }) => {
    const { error } = await supabase.rpc("complete_with_receipt", {
      p_request_id: requestId,
      p_items: linesForDb(receipt.lines),
      p_discount_cents: discountCents(receipt.discount),
      p_payment_method: receipt.paymentMethod,
      p_paid_on: receipt.paidOn,
    });
    if (error) return { ok: false, error: estimateErrorFromDb(error, "complete_with_receipt", "estimateStaff") };
    deliverAfterResponse();
    return { ok: true };
  },
});
