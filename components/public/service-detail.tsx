import { ArrowLeftIcon, CheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { ServiceIllustration } from "@/components/illustrations";
import type { ServiceContent } from "@/content/services";
import { Link } from "@/i18n/navigation";
import type { ServiceOption } from "@/lib/rules/booking-services";
import { PricingSidebar } from "./pricing-sidebar";
import { ServiceAccessBox } from "./service-access";
import { BookServiceButton, CallNowButton, ContactAnchorButton } from "./service-actions";
import { ServiceFacts } from "./service-facts";

/**
 * The top of a service page: title, description, actions, what can be booked
 * (or how to get the service), picture, key facts, details and work prices.
 * The Book buttons show only when `appointment` exists, and preselect it.
 */
export function ServiceDetail({
  slug,
  service,
  appointment,
  related,
}: {
  slug: string;
  service: ServiceContent;
  appointment: ServiceOption | null;
  related: { slug: string; name: string; service: string } | null;
}) {
  const t = useTranslations("ServicePage");
  return (
    <>
      <section className="-mt-16 bg-gradient-to-b from-accent via-accent/40 to-background pt-16">
        <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-12 sm:px-6">
          <Link
            href="/services"
            className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            {t("backToServices")}
          </Link>
          <div className="mt-6 grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
            <div className="flex flex-col gap-5">
              <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{service.title}</h1>
              {service.longDescription.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="text-lg text-pretty text-muted-foreground">{paragraph}</p>
              ))}
              <div className="flex flex-wrap gap-3">
                {appointment ? <BookServiceButton slug={slug} size="lg" /> : null}
                <ContactAnchorButton kind="requestService" size="lg" variant={appointment ? "outline" : "default"} />
                <CallNowButton size="lg" variant="outline" />
              </div>
              <ServiceAccessBox appointment={appointment} related={related} />
              <ServiceFacts price={service.price} />
            </div>
            <figure className="overflow-hidden rounded-2xl border bg-card shadow-xs">
              <ServiceIllustration slug={service.image} title={service.imageAlt} className="aspect-[4/3] h-auto w-full bg-muted/60" />
              <figcaption className="px-5 py-3 text-sm text-muted-foreground">{service.imageCaption}</figcaption>
            </figure>
          </div>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="flex flex-col gap-10">
          {service.detailSections.map((section) => (
            <section key={section.title} className="flex flex-col gap-3">
              <h2 className="text-2xl font-semibold tracking-tight">{section.title}</h2>
              <p className="text-pretty text-muted-foreground">{section.content}</p>
              {section.listItems.length > 0 ? (
                <ul className="mt-1 grid gap-2 sm:grid-cols-2">
                  {section.listItems.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PricingSidebar options={service.pricingOptions}>
            <ContactAnchorButton kind="getQuote" size="lg" />
            {appointment ? <BookServiceButton slug={slug} size="lg" variant="outline" /> : null}
          </PricingSidebar>
        </div>
      </div>
    </>
  );
}
