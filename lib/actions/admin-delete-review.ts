"use server";

import { revalidatePath } from "next/cache";
import { adminErrorFromDb, type AdminActionError } from "@/lib/admin/errors";
import { getStaff } from "@/lib/data/admin-auth";
import { adminIdSchema } from "@/lib/validation/admin-ids";

export type DeleteReviewResult = { ok: true } | { ok: false; error: AdminActionError };

/**
 * Staff delete a review for good (spam, abuse). RLS lets only staff delete;
 * nothing deleted means it was already gone or not allowed. A deleted
 * review that had been approved leaves the public pages at once.
 */
export async function deleteReview(reviewId: unknown): Promise<DeleteReviewResult> {
  const id = adminIdSchema.safeParse(reviewId);
  if (!id.success) return { ok: false, error: "invalidId" };

  const staff = await getStaff();
  if (!staff) return { ok: false, error: "forbidden" };

  const { data, error } = await staff.supabase.from("reviews").delete().eq("id", id.data).select("id, approved");
  if (error) return { ok: false, error: adminErrorFromDb(error, "delete review") };
  if (data.length === 0) return { ok: false, error: "notFound" };
  if (data[0]!.approved) {
    revalidatePath("/[locale]/reviews", "page");
    revalidatePath("/[locale]", "page");
  }
  return { ok: true };
}
