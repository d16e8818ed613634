import { CalendarIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { getServiceContent } from "@/content/services";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { ServiceCard } from "./service-card";
import { Section } from "./section";

const featured = ["computer-repair", "network-setup", "data-recovery"] as const;

/** Three service cards, each linking to its page, with a Book Now button to /contact. */
export function FeaturedServices({ locale }: { locale: Locale }) {
  const t = useTranslations("Home");
  return (
    <Section
      id="featured-services"
      title={t("featuredHeading")}
      description={t("featuredDescription")}
      actions={
        <Button asChild variant="outline">
          <Link href="/services">{t("viewAllServices")}</Link>
        </Button>
      }
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {featured.map((slug) => {
          const service = getServiceContent(locale, slug);
          return (
            <li key={slug}>
              <ServiceCard service={service}>
                <Button asChild size="sm" className="ml-auto">
                  <Link href="/contact">
                    <CalendarIcon aria-hidden />
                    {t("bookNow")}
                  </Link>
                </Button>
              </ServiceCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
