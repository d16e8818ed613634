"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { feeWaiverReasonSchema } from "@/lib/validation/admin-fee-waiver";

export type WaiveVisitFeeResult = { ok: true } | { ok: false; error: AdminActionError | "reasonRequired" | "reasonTooLong" };

/**
 * Staff waive the fee of a no-show or a late cancellation, with a reason kept
 * for the record. waive_visit_fee checks the staff role again and refuses a
 * visit with no fee left to waive (CN002: none, waived, or on the receipt).
 */
export const waiveVisitFee: ServerAction<[appointmentId: unknown, reason: unknown], WaiveVisitFeeResult> = defineAction({
  access: "staff",
  args: (appointmentId: unknown, reason: unknown) => [appointmentId, reason],
  input: z.tuple([adminIdSchema, feeWaiverReasonSchema]),
  invalid: (issues) => {
    const first = issues[0]!;
    return { ok: false, error: first.path[0] === 0 ? "invalidId" : (first.message as "reasonRequired" | "reasonTooLong") };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([id, reason], { supabase }) => {
    const { data, error } = await supabase.rpc("waive_visit_fee", { p_appointment_id: id, p_reason: reason });
    if (error || !data) return { ok: false, error: adminErrorFromDb(error, "waive_visit_fee") };
    return { ok: true };
  },
});
