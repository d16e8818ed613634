"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { customerRequestErrorFromDb, type CustomerRequestError } from "@/lib/rules/customer-request-errors";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { customerRequestIdSchema } from "@/lib/validation/customer-request";

export type OpenWarrantyRequestResult = { ok: true; requestId: string } | { ok: false; error: CustomerRequestError };

/**
 * The owner of a completed request under warranty opens a warranty request
 * on it, in one click. open_warranty_request decides: their own request only
 * ("notFound"), completed with a receipt whose warranty runs
 * ("notUnderWarranty"), within the filing limits ("rateLimited"); an open
 * warranty request already made for it is returned rather than a second one.
 */
export const openWarrantyRequest: ServerAction<[requestId: unknown], OpenWarrantyRequestResult> = defineAction({
  access: "customer",
  input: customerRequestIdSchema,
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (requestId, { supabase }) => {
    const { data, error } = await supabase.rpc("open_warranty_request", { p_request_id: requestId });
    if (error || !data) return { ok: false, error: customerRequestErrorFromDb(error, "open_warranty_request") };
    deliverAfterResponse();
    return { ok: true, requestId: data.id };
  },
});
