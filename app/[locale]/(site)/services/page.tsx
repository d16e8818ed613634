import type { Metadata } from "next";
import { MessageCircleIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { CallButton } from "@/components/public/call-button";
import { ContactSection } from "@/components/public/contact-section";
import { CtaBanner } from "@/components/public/cta-banner";
import { PageHero } from "@/components/public/page-hero";
import { ServiceCard } from "@/components/public/service-card";
import { Button } from "@/components/ui/button";
import { getServiceContent, SERVICE_SLUGS } from "@/content/services";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";
import { site } from "@/lib/site/business-profile";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations("Services");
  return pageMetadata({ locale, path: "/services", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function ServicesPage({ params }: PageProps<"/[locale]/services">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Services");
  const call = t("callButton", { phone: site.phone.display });
  return (
    <>
      <PageHero
        title={t("heroTitle")}
        description={<p>{t("heroDescription")}</p>}
        actions={
          <>
            <CallButton label={call} size="lg" />
            <Button asChild size="lg" variant="outline">
              <a href="#contact">
                <MessageCircleIcon aria-hidden />
                {t("contactLink")}
              </a>
            </Button>
          </>
        }
      />
      <section aria-labelledby="services-grid-heading" className="mx-auto w-full max-w-7xl px-4 pt-4 pb-14 sm:px-6">
        <h2 id="services-grid-heading" className="sr-only">{t("gridHeading")}</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_SLUGS.map((slug) => (
            <li key={slug}>
              <ServiceCard service={getServiceContent(locale, slug)} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBanner title={t("ctaTitle")} description={t("ctaDescription")}>
        <CallButton label={call} size="lg" variant="secondary" />
        <Button asChild size="lg" variant="outline" className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground">
          <a href="#contact">{t("contactLink")}</a>
        </Button>
      </CtaBanner>
      <ContactSection title={t("contactHeading")} description={t("contactDescription")} />
    </>
  );
}
