"use server";

import { z } from "zod";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";

export type RetryNotificationResult = { ok: true } | { ok: false; error: AdminActionError };

const outboxIdSchema = z.number().int().positive();

/** Staff put a failed email back in the queue; it is sent again once the response has gone. */
export const retryNotification: ServerAction<[outboxId: unknown], RetryNotificationResult> = defineAction({
  access: "staff",
  input: outboxIdSchema,
  invalid: () => ({ ok: false, error: "invalidId" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (id, { supabase }) => {
    const { error } = await supabase.rpc("admin_retry_notification", { p_id: id });
    if (error) return { ok: false, error: adminErrorFromDb(error, "admin_retry_notification") };
    deliverAfterResponse();
    return { ok: true };
  },
});
