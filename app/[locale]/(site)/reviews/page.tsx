import type { Metadata } from "next";
import { PenLineIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/public/page-hero";
import { ReviewGrid, ReviewsEmpty, ReviewsError, ReviewSummary } from "@/components/public/review-grid";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { getApprovedReviews } from "@/lib/data/reviews";
import { pageMetadata } from "@/lib/site/seo";

/** Static, regenerated at most a minute after a review is approved. */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<"/[locale]/reviews">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations("Reviews");
  return pageMetadata({ locale, path: "/reviews", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function ReviewsPage({ params }: PageProps<"/[locale]/reviews">) {
  await pageLocale(params);
  const t = await getTranslations("Reviews");
  const result = await getApprovedReviews();
  return (
    <>
      <PageHero
        title={t("heading")}
        description={<p>{t("description")}</p>}
        actions={
          <Button asChild size="lg">
            <Link href="/contact#review">
              <PenLineIcon aria-hidden />
              {t("leaveReview")}
            </Link>
          </Button>
        }
      />
      <section aria-label={t("heading")} className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6">
        {!result.ok ? (
          <ReviewsError />
        ) : result.reviews.length === 0 ? (
          <ReviewsEmpty actionLabel={t("leaveReview")} />
        ) : (
          <>
            <ReviewSummary reviews={result.reviews} />
            <ReviewGrid reviews={result.reviews} />
          </>
        )}
      </section>
    </>
  );
}
