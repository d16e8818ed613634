import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export interface PricingOption {
  name: string;
  price: string;
  description: string;
}

/** The service page's price list, with the buttons that act on it. */
export function PricingSidebar({ options, children }: { options: PricingOption[]; children: ReactNode }) {
  const t = useTranslations("ServicePage");
  return (
    <section aria-labelledby="pricing-heading" className="rounded-xl border bg-card p-6 text-card-foreground shadow-xs">
      <h2 id="pricing-heading" className="text-xl font-semibold tracking-tight">{t("pricingHeading")}</h2>
      <ul className="mt-4 divide-y">
        {options.map((option) => (
          <li key={option.name} className="py-4 first:pt-0">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="font-medium">{option.name}</h3>
              <p className="shrink-0 font-semibold text-primary">{option.price}</p>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{option.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted-foreground">{t("pricingNote")}</p>
      <div className="mt-5 flex flex-col gap-3">{children}</div>
    </section>
  );
}
