"use server";

import { defineAction, firstIssueKey, type ServerAction } from "@/lib/actions/define-action";
import { serviceRequestSchema, type ServiceRequestErrorKey } from "@/lib/validation/service-request";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { dbErrorKey } from "@/lib/rules/db-errors";

export type CreateServiceRequestResult =
  | { ok: true; id: string }
  | { ok: false; error: ServiceRequestErrorKey | "authRequired" | "rateLimited" | "failed" };

/**
 * Files a new service request for the signed-in, verified user, with what
 * they know of the device (staff complete it at drop-off).
 * The owner comes from the session, never from the browser; the database sets
 * the status to pending and checks the same rules again, and refuses an
 * account that has filed too many requests lately ("rateLimited", by its
 * SQLSTATE in lib/rules/db-errors.ts).
 */
export const createServiceRequest: ServerAction<[input: unknown], CreateServiceRequestResult> = defineAction({
  access: "customer",
  input: serviceRequestSchema,
  invalid: (issues) => ({ ok: false, error: firstIssueKey<ServiceRequestErrorKey>(issues) }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ title, description, serviceType, ...device }, { supabase, user }) => {
    const { data, error } = await supabase
      .from("service_requests")
      .insert({
        user_id: user.id,
        title,
        description,
        service_type: serviceType,
        status: "pending",
        device_kind: device.deviceKind,
        device_make: device.deviceMake,
        device_model: device.deviceModel,
        device_serial: device.deviceSerial,
        device_left_with: device.deviceLeftWith,
        device_condition: device.deviceCondition,
      })
      .select("id")
      .single();
    const refusal = dbErrorKey("serviceRequest", error?.code);
    if (refusal) return { ok: false, error: refusal };
    if (error || !data) {
      console.error("Error submitting request:", error?.message);
      return { ok: false, error: "failed" };
    }
    deliverAfterResponse();
    return { ok: true, id: data.id };
  },
});
