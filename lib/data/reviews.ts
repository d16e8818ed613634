import "server-only";
import { createPublicClient } from "@/lib/supabase/public";
import type { RatingSummary } from "@/lib/site/structured-data";

/** An approved review as the public sees it (never the email). */
export interface PublicReview {
  id: string;
  name: string;
  service: string;
  rating: number;
  review_text: string;
  created_at: string;
}

export type ReviewList = { ok: true; reviews: PublicReview[] } | { ok: false };

/** The home page shows this many. */
export const HOME_REVIEWS_LIMIT = 6;

const columns = "id, name, service, rating, review_text, created_at";

/**
 * Approved reviews, newest first, read as `anon` so the calling page
 * stays static. `limit` for the home page; none for /reviews.
 */
export async function getApprovedReviews(limit?: number): Promise<ReviewList> {
  let query = createPublicClient()
    .from("reviews")
    .select(columns)
    .eq("approved", true)
    .order("created_at", { ascending: false });
  if (limit) query = query.limit(limit);
  const { data, error } = await query;
  if (error || !data) {
    console.error("Failed to load reviews:", error?.message);
    return { ok: false };
  }
  return { ok: true, reviews: data };
}

/** Count and average rating of approved reviews, for the LocalBusiness JSON-LD; null when unknown. */
export async function getRatingSummary(): Promise<RatingSummary | null> {
  const { data, error } = await createPublicClient().from("reviews").select("rating").eq("approved", true);
  if (error || !data) {
    console.error("Failed to load review ratings:", error?.message);
    return null;
  }
  if (data.length === 0) return { count: 0, average: 0 };
  const total = data.reduce((sum, row) => sum + Number(row.rating), 0);
  return { count: data.length, average: total / data.length };
}
