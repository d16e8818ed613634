import type { Resolver } from "react-hook-form";
import type { ReviewFormInput, ReviewValues } from "@/lib/validation/review";

type ReviewResolver = Resolver<ReviewFormInput, unknown, ReviewValues>;

let loading: Promise<ReviewResolver> | null = null;

/**
 * standardSchemaResolver(reviewSchema), with zod fetched on first use rather than with
 * the page: zod is ~20 KB gzip and the public pages have a 172 KB budget.
 * The form calls this when a field first gets focus, so the first submit
 * does not wait for it.
 */
export function preloadReviewResolver() {
  loading ??= Promise.all([import("@hookform/resolvers/standard-schema"), import("@/lib/validation/review")]).then(
    ([{ standardSchemaResolver }, { reviewSchema }]) => standardSchemaResolver(reviewSchema),
  );
  return loading;
}

export const reviewResolver: ReviewResolver = async (values, context, options) =>
  (await preloadReviewResolver())(values, context, options);
