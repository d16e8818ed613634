import { ArrowRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ServiceIllustration } from "@/components/illustrations";
import { Link } from "@/i18n/navigation";

export interface ServiceCardData {
  slug: string;
  title: string;
  shortDescription: string;
  price: string;
  image: string;
  imageAlt: string;
}

/**
 * A service in a grid: picture, name (linking to its page), summary, starting
 * price, a "Learn more" link and optional extra actions (the home page's Book Now).
 */
export function ServiceCard({
  service,
  headingLevel: Heading = "h3",
  children,
}: {
  service: ServiceCardData;
  headingLevel?: "h2" | "h3";
  children?: ReactNode;
}) {
  const t = useTranslations("Services");
  const href = `/services/${service.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow hover:shadow-md">
      {/* Decorative here: the card's heading names the service. */}
      <div aria-hidden className="bg-muted/60">
        <ServiceIllustration slug={service.image} title={service.imageAlt} className="aspect-[4/3] h-auto w-full" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading className="text-xl font-semibold tracking-tight">
          <Link href={href} className="rounded-sm hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
            {service.title}
          </Link>
        </Heading>
        <p className="flex-1 text-sm text-pretty text-muted-foreground">{service.shortDescription}</p>
        <p className="font-semibold text-primary">{/\d/.test(service.price) ? t("from", { price: service.price }) : service.price}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Link
            href={href}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            {t("learnMore")}
            <span className="sr-only"> {t("learnMoreAbout", { service: service.title })}</span>
            <ArrowRightIcon aria-hidden className="size-4" />
          </Link>
          {children}
        </div>
      </div>
    </article>
  );
}
