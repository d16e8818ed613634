import { lazyResolver } from "@/lib/ui/lazy-resolver";
import type { ReviewFormInput, ReviewValues } from "@/lib/validation/review";

/** standardSchemaResolver(reviewSchema), loaded on first use: the public pages have a 172 KB budget. */
export const reviewResolver = lazyResolver<ReviewFormInput, ReviewValues>(() =>
  Promise.all([import("@hookform/resolvers/standard-schema"), import("@/lib/validation/review")]).then(
    ([{ standardSchemaResolver }, { reviewSchema }]) => standardSchemaResolver(reviewSchema),
  ),
);
