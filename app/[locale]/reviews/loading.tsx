import { ReviewsLoading } from "@/components/public/reviews-loading";

/** Shown while a client-side navigation fetches the reviews page. */
export default function Loading() {
  return <ReviewsLoading />;
}
