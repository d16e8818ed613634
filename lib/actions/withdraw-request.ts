"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { customerRequestErrorFromDb, type CustomerRequestError } from "@/lib/rules/customer-request-errors";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { customerRequestIdSchema } from "@/lib/validation/customer-request";

export type WithdrawRequestResult = { ok: true } | { ok: false; error: CustomerRequestError };

/**
 * The owner withdraws their own pending request. withdraw_request decides:
 * another's request is "notFound", one past pending "notPending"; the
 * request becomes cancelled and withdrawn, the customer and the shop are emailed.
 */
export const withdrawRequest: ServerAction<[requestId: unknown], WithdrawRequestResult> = defineAction({
  access: "customer",
  input: customerRequestIdSchema,
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (requestId, { supabase }) => {
    const { error } = await supabase.rpc("withdraw_request", { p_request_id: requestId });
    if (error) return { ok: false, error: customerRequestErrorFromDb(error, "withdraw_request") };
    deliverAfterResponse();
    return { ok: true };
  },
});
