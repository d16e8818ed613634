import { MessageSquareTextIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { REVIEW_RATING } from "@/lib/rules/business-rules";
import { formatNumber } from "@/lib/rules/number-format";
import type { PublicReview } from "@/lib/data/reviews";
import { ReviewCard } from "./review-card";
import { StarRating } from "./star-rating";

export function ReviewGrid({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id} className="defer-render">
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

/** Average rating and count of the listed reviews. */
export function ReviewSummary({ reviews }: { reviews: PublicReview[] }) {
  const t = useTranslations("Reviews");
  const locale = useLocale();
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  const text = t("summary", { average: formatNumber(average, locale, { maximumFractionDigits: 1 }), count: reviews.length, max: REVIEW_RATING.max });
  return (
    <div className="mb-8 flex flex-wrap items-center gap-3">
      <StarRating rating={Math.round(average)} label={text} className="h-5" />
      <p aria-hidden className="font-medium">{text}</p>
    </div>
  );
}

/** The "be the first to review" prompt, with a way to do it. */
export function ReviewsEmpty({ actionLabel }: { actionLabel: string }) {
  const t = useTranslations("Reviews");
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card p-10 text-center">
      <MessageSquareTextIcon aria-hidden className="size-10 text-primary" />
      <p className="text-lg font-semibold">{t("emptyTitle")}</p>
      <p className="text-muted-foreground">{t("empty")}</p>
      <Button asChild className="mt-2">
        <Link href="/contact#review">{actionLabel}</Link>
      </Button>
    </div>
  );
}

export function ReviewsError() {
  const t = useTranslations("Reviews");
  return (
    <p role="alert" className="rounded-xl border border-destructive/40 bg-card p-6 text-center text-destructive dark:text-red-300">
      {t("error")}
    </p>
  );
}
