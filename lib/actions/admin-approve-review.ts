"use server";

import { revalidatePath } from "next/cache";
import { adminErrorFromDb, type AdminActionError } from "@/lib/admin/errors";
import { getStaff } from "@/lib/data/admin-auth";
import { adminIdSchema } from "@/lib/validation/admin-ids";

export type ApproveReviewResult = { ok: true } | { ok: false; error: AdminActionError };

/**
 * Staff publish a review. RLS lets only staff update reviews; a row that
 * did not change (gone, or not allowed) is "notFound". The public pages
 * that list reviews are regenerated now rather than at their next minute.
 */
export async function approveReview(reviewId: unknown): Promise<ApproveReviewResult> {
  const id = adminIdSchema.safeParse(reviewId);
  if (!id.success) return { ok: false, error: "invalidId" };

  const staff = await getStaff();
  if (!staff) return { ok: false, error: "forbidden" };

  const { data, error } = await staff.supabase.from("reviews").update({ approved: true }).eq("id", id.data).select("id");
  if (error) return { ok: false, error: adminErrorFromDb(error, "approve review") };
  if (data.length === 0) return { ok: false, error: "notFound" };
  revalidatePath("/[locale]/reviews", "page");
  revalidatePath("/[locale]", "page");
  return { ok: true };
}
