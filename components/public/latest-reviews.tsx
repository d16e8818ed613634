import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { PublicReview } from "@/lib/data/reviews";
import { ReviewGrid, ReviewsEmpty } from "./review-grid";
import { Section } from "./section";

/** The home page's newest approved reviews, with View all and Leave a review. */
export function LatestReviews({ reviews }: { reviews: PublicReview[] }) {
  const t = useTranslations("Home");
  return (
    <Section
      id="reviews"
      title={t("reviewsHeading")}
      description={t("reviewsDescription")}
      actions={
        <>
          <Button asChild variant="outline">
            <Link href="/reviews">{t("viewAllReviews")}</Link>
          </Button>
          <Button asChild>
            <Link href="/contact#review">{t("leaveReview")}</Link>
          </Button>
        </>
      }
    >
      {reviews.length === 0 ? <ReviewsEmpty actionLabel={t("leaveReview")} /> : <ReviewGrid reviews={reviews} />}
    </Section>
  );
}
