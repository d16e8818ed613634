"use server";

import { revalidatePath } from "next/cache";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminIdSchema } from "@/lib/validation/admin-ids";

export type ApproveReviewResult = { ok: true } | { ok: false; error: AdminActionError };

/**
 * Staff publish a review. RLS lets only staff update reviews; a row that
 * did not change (gone, or not allowed) is "notFound". The public pages
 * that list reviews are regenerated now rather than at their next minute.
 */
export const approveReview: ServerAction<[reviewId: unknown], ApproveReviewResult> = defineAction({
  access: "staff",
  input: adminIdSchema,
  invalid: () => ({ ok: false, error: "invalidId" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (id, { supabase }) => {
    const { data, error } = await supabase.from("reviews").update({ approved: true }).eq("id", id).select("id");
    if (error) return { ok: false, error: adminErrorFromDb(error, "approve review") };
    if (data.length === 0) return { ok: false, error: "notFound" };
    revalidatePath("/[locale]/(site)/reviews", "page");
    revalidatePath("/[locale]/(site)", "page");
    return { ok: true };
  },
});
