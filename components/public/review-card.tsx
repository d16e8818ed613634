import { useFormatter, useTranslations } from "next-intl";
import { REVIEW_RATING } from "@/lib/rules/business-rules";
import type { PublicReview } from "@/lib/data/reviews";
import { isReviewServiceOption } from "@/lib/validation/review-options";
import { StarRating } from "./star-rating";
import { dateFormat } from "@/lib/rules/date-time";

/** One approved review: stars, the quoted text, who wrote it, for which service and when. */
export function ReviewCard({ review }: { review: PublicReview }) {
  const t = useTranslations("Reviews");
  const names = useTranslations("ServiceNames");
  const format = useFormatter();
  // Spec: translated through the review form's service options, else shown as stored.
  const service = isReviewServiceOption(review.service) ? names(review.service) : review.service;
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-xs">
      <StarRating rating={review.rating} label={t("rating", { rating: review.rating, max: REVIEW_RATING.max })} className="self-start" />
      <blockquote className="flex-1 text-pretty break-words">
        <p>&ldquo;{review.review_text}&rdquo;</p>
      </blockquote>
      <figcaption className="text-sm">
        <span className="block font-semibold">{review.name}</span>
        <span className="block text-muted-foreground">
          {service ? `${service} · ` : null}
          <time dateTime={review.created_at}>
            {format.dateTime(new Date(review.created_at), dateFormat)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}
