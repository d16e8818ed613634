import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { FaqList } from "@/components/public/faq-list";
import { ContactSection } from "@/components/public/contact-section";
import { JsonLd } from "@/components/public/json-ld";
import { ServiceCta } from "@/components/public/service-actions";
import { ServiceDetail } from "@/components/public/service-detail";
import { buildGenericService, getServiceContent, SERVICE_SLUGS } from "@/content/services";
import { pageLocale } from "@/i18n/page-locale";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";
import { faqPageJsonLd, serviceJsonLd } from "@/lib/structured-data";

/** The eight services are prerendered; any other slug renders the generic service on demand. */
export const dynamicParams = true;

export function generateStaticParams() {
  return SERVICE_SLUGS.map((slug) => ({ slug }));
}

/** Slugs that can name a service: lowercase words joined by hyphens. Anything else is a 404. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function resolveService(locale: Locale, slug: string) {
  if (slug.length > 80 || !slugPattern.test(slug)) notFound();
  const content = getServiceContent(locale, slug);
  return { known: content !== null, service: content ?? buildGenericService(locale, slug) };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/services/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { known, service } = resolveService(locale, slug);
  return pageMetadata({
    locale,
    path: `/services/${slug}`,
    title: service.title,
    description: service.metaDescription,
    noindex: !known,
  });
}

export default async function ServicePage({ params }: PageProps<"/[locale]/services/[slug]">) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { service } = resolveService(locale, slug);
  const t = await getTranslations("ServicePage");
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({ locale, slug, name: service.title, description: service.metaDescription, offers: service.pricingOptions }),
          faqPageJsonLd(locale, service.faqs),
        ]}
      />
      <ServiceDetail slug={slug} service={service} />
      <FaqList faqs={service.faqs} />
      <ServiceCta slug={slug} title={t("ctaTitle")} description={t("ctaDescription")} />
      <ContactSection title={t("contactHeading")} description={t("contactDescription")} />
    </>
  );
}
