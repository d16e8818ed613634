import "server-only";
import type { StaffClient } from "./require-staff";

/** A review waiting for approval, with the email only staff may read. */
export interface PendingReview {
  id: string;
  name: string;
  email: string;
  service: string;
  rating: number;
  review_text: string;
  created_at: string;
}

export type PendingReviewList = { ok: true; reviews: PendingReview[] } | { ok: false };

/** Reviews shown in the queue at most, oldest first (the longest waiting on top). */
export const REVIEW_QUEUE_LIMIT = 100;

/** The approval queue. admin_list_reviews is the only way to the email column, and refuses anyone but staff. */
export async function getPendingReviews(supabase: StaffClient): Promise<PendingReviewList> {
  const { data, error } = await supabase
    .rpc("admin_list_reviews", { p_approved: false })
    .order("created_at", { ascending: true })
    .limit(REVIEW_QUEUE_LIMIT);
  if (error) {
    console.error("Error fetching the review queue:", error.message);
    return { ok: false };
  }
  return { ok: true, reviews: data };
}

/** How many reviews wait for approval (staff read unapproved rows through RLS). */
export async function countPendingReviews(supabase: StaffClient): Promise<number | null> {
  const { count, error } = await supabase.from("reviews").select("id", { count: "exact", head: true }).eq("approved", false);
  if (error) console.error("Error counting pending reviews:", error.message);
  return error ? null : (count ?? 0);
}
