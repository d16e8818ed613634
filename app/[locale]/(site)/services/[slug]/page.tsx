import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { FaqList } from "@/components/public/faq-list";
import { ContactSection } from "@/components/public/contact-section";
import { JsonLd } from "@/components/public/json-ld";
import { ServiceCta } from "@/components/public/service-actions";
import { ServiceDetail } from "@/components/public/service-detail";
import { ALIAS_SLUGS, buildGenericService, getServiceContent, isAliasSlug, SERVICE_SLUGS, serviceAccess } from "@/content/services";
import { pageLocale } from "@/i18n/page-locale";
import type { Locale } from "@/i18n/routing";
import { loadServiceAppointment } from "@/lib/data/services";
import { pageMetadata } from "@/lib/site/seo";
import { faqPageJsonLd, serviceJsonLd } from "@/lib/site/structured-data";

/**
 * The eight services and the footer's three named slugs are prerendered; any
 * other slug renders the generic service on demand. Staff saving a service
 * renders them again at once (lib/actions/admin-update-service.ts); a page
 * rendered while the services table could not be read (a build without the
 * database) names the appointment without a price and is replaced within a
 * minute.
 */
export const dynamicParams = true;
export const revalidate = 60;

export function generateStaticParams() {
  return [...SERVICE_SLUGS, ...Object.keys(ALIAS_SLUGS)].map((slug) => ({ slug }));
}

/** Slugs that can name a service: lowercase words joined by hyphens. Anything else is a 404. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page's content; a footer slug's generic page takes its name in `locale` (ServiceNames). */
async function resolveService(locale: Locale, slug: string) {
  if (slug.length > 80 || !slugPattern.test(slug)) notFound();
  const content = getServiceContent(locale, slug);
  if (content) return { known: true, service: content };
  const names = await getTranslations({ locale, namespace: "ServiceNames" });
  return { known: false, service: buildGenericService(locale, slug, isAliasSlug(slug) ? names(slug) : undefined) };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/services/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const { known, service } = await resolveService(locale, slug);
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
  const { service } = await resolveService(locale, slug);
  const access = serviceAccess(slug);
  const [t, names, appointment] = await Promise.all([
    getTranslations("ServicePage"),
    getTranslations("ServiceNames"),
    access.kind === "book" ? loadServiceAppointment(locale, access.bookable) : null,
  ]);
  const related = isAliasSlug(slug) ? { slug: ALIAS_SLUGS[slug], name: names(slug), service: names(ALIAS_SLUGS[slug]) } : null;
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({ locale, slug, name: service.title, description: service.metaDescription, offers: service.pricingOptions }),
          faqPageJsonLd(locale, service.faqs),
        ]}
      />
      <ServiceDetail slug={slug} service={service} appointment={appointment} related={related} />
      <FaqList faqs={service.faqs} />
      <ServiceCta slug={slug} bookable={appointment !== null} title={t("ctaTitle")} description={t(appointment ? "ctaDescription" : "ctaDescriptionCall")} />
      <ContactSection title={t("contactHeading")} description={t("contactDescription")} />
    </>
  );
}
