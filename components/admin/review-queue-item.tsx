import { useFormatter, useTranslations } from "next-intl";
import { StarRating } from "@/components/public/star-rating";
import { REVIEW_RATING } from "@/lib/rules/business-rules";
import type { PendingReview } from "@/lib/data/admin-reviews";
import { isReviewServiceOption } from "@/lib/validation/review-options";
import { ReviewActions } from "./review-actions";
import { dateFormat } from "@/lib/rules/date-time";

/** One review waiting for approval: who wrote it (with the email only staff see), stars, service, date, text. */
export function ReviewQueueItem({ review }: { review: PendingReview }) {
  const t = useTranslations("Admin.reviews");
  const names = useTranslations("ServiceNames");
  const format = useFormatter();
  const service = isReviewServiceOption(review.service) ? names(review.service) : review.service;
  const headingId = `review-${review.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} data-review-id={review.id} className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs">
        <header className="flex flex-col gap-1">
          <h3 id={headingId} className="font-semibold">
            {review.name}
          </h3>
          <a href={`mailto:${review.email}`} className="text-sm break-all text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            {review.email}
          </a>
        </header>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <StarRating rating={review.rating} label={t("rating", { rating: review.rating, max: REVIEW_RATING.max })} />
          <span>{service}</span>
          <time dateTime={review.created_at}>{t("submitted", { date: format.dateTime(new Date(review.created_at), dateFormat) })}</time>
        </div>
        <blockquote className="flex-1 text-pretty break-words whitespace-pre-wrap">{review.review_text}</blockquote>
        <ReviewActions id={review.id} name={review.name} />
      </article>
    </li>
  );
}
