import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactInfo } from "@/components/public/contact-info";
import { JsonLd } from "@/components/public/json-ld";
import { PageHero } from "@/components/public/page-hero";
import { ReviewForm } from "@/components/public/review-form";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { getRatingSummary } from "@/lib/data/reviews";
import { pageMetadata } from "@/lib/site/seo";
import { localBusinessJsonLd } from "@/lib/site/structured-data";

/** Static; the rating in the JSON-LD is refreshed hourly. */
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations("Contact");
  return pageMetadata({ locale, path: "/contact", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Contact");
  const meta = await getTranslations("Metadata");
  const rating = await getRatingSummary();
  return (
    <>
      <JsonLd data={localBusinessJsonLd(locale, meta("defaultDescription"), rating)} />
      <PageHero title={t("heroTitle")} description={<p>{t("heroDescription")}</p>} />
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="contact-info-heading" className="rounded-xl lg:self-start border bg-card p-6 text-card-foreground shadow-xs sm:p-8">
          <h2 id="contact-info-heading" className="mb-6 text-2xl font-semibold tracking-tight">{t("infoHeading")}</h2>
          <ContactInfo />
        </section>
        <section id="review" aria-labelledby="review-heading" className="rounded-xl border bg-card p-6 text-card-foreground shadow-xs sm:p-8">
          <h2 id="review-heading" className="text-2xl font-semibold tracking-tight">{t("reviewHeading")}</h2>
          <p className="mt-2 mb-6 text-muted-foreground">{t("reviewDescription")}</p>
          <ClientMessages area="public">
            <ReviewForm />
          </ClientMessages>
        </section>
      </div>
    </>
  );
}
