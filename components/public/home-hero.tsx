import { CalendarCheckIcon, CheckIcon, WrenchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { HeroIllustration } from "@/components/illustrations";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { PageHero } from "./page-hero";

export function HomeHero() {
  const t = useTranslations("Home");
  return (
    <PageHero
      eyebrow={t("heroTagline")}
      title={t("heroTitle")}
      description={
        <>
          <p>{t("heroDescription")}</p>
          <ul aria-label={t("highlightsLabel")} className="mt-5 flex flex-col gap-2 text-base text-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {(["highlightWarranty", "highlightPrices", "highlightLanguages"] as const).map((key) => (
              <li key={key} className="flex items-center gap-2">
                <CheckIcon aria-hidden className="size-4 text-success" />
                {t(key)}
              </li>
            ))}
          </ul>
        </>
      }
      actions={
        <>
          <Button asChild size="lg">
            <Link href="/services">
              <WrenchIcon aria-hidden />
              {t("exploreServices")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/book-appointment">
              <CalendarCheckIcon aria-hidden />
              {t("bookAppointment")}
            </Link>
          </Button>
        </>
      }
      aside={<HeroIllustration title={t("heroIllustration")} className="h-auto w-full" />}
    />
  );
}
