import { BadgeCheckIcon, LanguagesIcon, ReceiptTextIcon, TimerIcon, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AboutCardIcon, AboutContent } from "@/content/about";

const icons: Record<AboutCardIcon, LucideIcon> = {
  certified: BadgeCheckIcon,
  pricing: ReceiptTextIcon,
  turnaround: TimerIcon,
  bilingual: LanguagesIcon,
};

/** The About page's four feature cards. */
export function AboutFeatureCards({ cards }: { cards: AboutContent["featureCards"] }) {
  const t = useTranslations("About");
  return (
    <section aria-labelledby="about-cards" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="about-cards" className="sr-only">{t("cardsHeading")}</h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-xs">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="text-lg font-semibold tracking-tight">{card.title}</h3>
              <p className="text-sm text-pretty text-muted-foreground">{card.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
