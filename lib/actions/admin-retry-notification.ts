"use server";

import { z } from "zod";
import { adminErrorFromDb, type AdminActionError } from "@/lib/admin/errors";
import { getStaff } from "@/lib/data/admin-auth";
import { deliverAfterResponse } from "@/lib/notifications/deliver-after-response";

export type RetryNotificationResult = { ok: true } | { ok: false; error: AdminActionError };

const outboxIdSchema = z.number().int().positive();

/** Staff put a failed email back in the queue; it is sent again once the response has gone. */
export async function retryNotification(outboxId: unknown): Promise<RetryNotificationResult> {
  const id = outboxIdSchema.safeParse(outboxId);
  if (!id.success) return { ok: false, error: "invalidId" };

  const staff = await getStaff();
  if (!staff) return { ok: false, error: "forbidden" };

  const { error } = await staff.supabase.rpc("admin_retry_notification", { p_id: id.data });
  if (error) return { ok: false, error: adminErrorFromDb(error, "admin_retry_notification") };
  deliverAfterResponse();
  return { ok: true };
}
