import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeaturedServices } from "@/components/public/featured-services";
import { HomeHero } from "@/components/public/home-hero";
import { JsonLd } from "@/components/public/json-ld";
import { LatestReviews } from "@/components/public/latest-reviews";
import { CallButton } from "@/components/public/call-button";
import { CtaBanner } from "@/components/public/cta-banner";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { getApprovedReviews, getRatingSummary, HOME_REVIEWS_LIMIT } from "@/lib/data/reviews";
import { pageMetadata } from "@/lib/site/seo";
import { site } from "@/lib/site/business-profile";
import { localBusinessJsonLd } from "@/lib/site/structured-data";

/** Static; an approved review shows up here within a minute. */
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations("Home");
  return pageMetadata({ locale, path: "/", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Home");
  const [latest, rating] = await Promise.all([getApprovedReviews(HOME_REVIEWS_LIMIT), getRatingSummary()]);
  return (
    <>
      <JsonLd data={localBusinessJsonLd(locale, t("metaDescription"), rating)} />
      <HomeHero />
      <FeaturedServices locale={locale} />
      {/* On the home page a failed load is logged and the list stays empty. */}
      <LatestReviews reviews={latest.ok ? latest.reviews : []} />
      <CtaBanner title={t("ctaTitle")} description={t("ctaDescription")}>
        <CallButton label={t("callUs", { phone: site.phone.display })} variant="secondary" size="lg" />
        <Button asChild size="lg" variant="outline" className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground">
          <Link href="/book-appointment">{t("bookAppointment")}</Link>
        </Button>
      </CtaBanner>
    </>
  );
}
