"use server";

import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminIdSchema } from "@/lib/validation/admin-ids";

export type DeleteClosureResult = { ok: true } | { ok: false; error: AdminActionError };

/**
 * Staff remove a closure: its days can be booked again at once. RLS lets
 * only staff delete closures; nothing deleted means it was already gone.
 * Appointments it flagged for a call lose the flag and their customers are
 * told the appointment stands (the closures_lifted trigger).
 */
export const deleteClosure: ServerAction<[closureId: unknown], DeleteClosureResult> = defineAction({
  access: "staff",
  input: adminIdSchema,
  invalid: () => ({ ok: false, error: "invalidId" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (id, { supabase }) => {
    const { data, error } = await supabase.from("closures").delete().eq("id", id).select("id");
    if (error) return { ok: false, error: adminErrorFromDb(error, "delete closure") };
    if (data.length === 0) return { ok: false, error: "notFound" };
    return { ok: true };
  },
});
