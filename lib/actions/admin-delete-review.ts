"use server";

import { revalidatePath } from "next/cache";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminIdSchema } from "@/lib/validation/admin-ids";

export type DeleteReviewResult = { ok: true } | { ok: false; error: AdminActionError };

/**
 * Staff delete a review for good (spam, abuse). RLS lets only staff delete;
 * nothing deleted means it was already gone or not allowed. A deleted
 * review that had been approved leaves the public pages at once.
 */
export const deleteReview: ServerAction<[reviewId: unknown], DeleteReviewResult> = defineAction({
  access: "staff",
  input: adminIdSchema,
  invalid: () => ({ ok: false, error: "invalidId" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (id, { supabase }) => {
    const { data, error } = await supabase.from("reviews").delete().eq("id", id).select("id, approved");
    if (error) return { ok: false, error: adminErrorFromDb(error, "delete review") };
    if (data.length === 0) return { ok: false, error: "notFound" };
    if (data[0]!.approved) {
      revalidatePath("/[locale]/(site)/reviews", "page");
      revalidatePath("/[locale]/(site)", "page");
    }
    return { ok: true };
  },
});
