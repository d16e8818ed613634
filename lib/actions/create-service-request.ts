"use server";

import { DB_ERROR_CODES } from "@/lib/business-rules";
import { createClient } from "@/lib/supabase/server";
import { serviceRequestSchema, type ServiceRequestErrorKey } from "@/lib/validation/service-request";
import { deliverAfterResponse } from "@/lib/notifications/deliver-after-response";

export type CreateServiceRequestResult =
  | { ok: true; id: string }
  | { ok: false; error: ServiceRequestErrorKey | "authRequired" | "rateLimited" | "failed" };

/**
 * Files a new service request for the signed-in, verified user.
 * The owner comes from the session, never from the browser; the database sets
 * the status to pending and checks the same rules again, and refuses an
 * account that has filed too many requests lately (SQLSTATE, see
 * DB_ERROR_CODES.requestRateLimit): "rateLimited".
 */
export async function createServiceRequest(input: unknown): Promise<CreateServiceRequestResult> {
  const parsed = serviceRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message as ServiceRequestErrorKey };

  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at) return { ok: false, error: "authRequired" };

  const { title, description, serviceType } = parsed.data;
  const { data, error } = await supabase
    .from("service_requests")
    .insert({ user_id: user.id, title, description, service_type: serviceType, status: "pending" })
    .select("id")
    .single();
  if (error?.code === DB_ERROR_CODES.requestRateLimit) return { ok: false, error: "rateLimited" };
  if (error || !data) {
    console.error("Error submitting request:", error?.message);
    return { ok: false, error: "failed" };
  }
  deliverAfterResponse();
  return { ok: true, id: data.id };
}
