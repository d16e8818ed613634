import { ClockIcon, MapPinIcon, PhoneIcon, TagIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatClock } from "@/lib/rules/date-time";
import { site } from "@/lib/site/business-profile";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0.5 left-0 text-primary [&_svg]:size-5">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The service page's contact lines: phone, location, hours and the starting price. */
export function ServiceFacts({ price }: { price: string }) {
  const t = useTranslations("ServicePage");
  const locale = useLocale();
  const range = ({ opens, closes }: { opens: string; closes: string }) =>
    `${formatClock(opens, locale)}–${formatClock(closes, locale)}`;
  return (
    <dl className="mt-2 grid gap-4 rounded-xl border bg-card p-5 text-card-foreground sm:grid-cols-2">
      <Fact icon={<PhoneIcon aria-hidden />} label={t("phone")}>
        <a href={`tel:${site.phone.e164}`} className="text-primary hover:underline">{site.phone.display}</a>
      </Fact>
      <Fact icon={<MapPinIcon aria-hidden />} label={t("location")}>
        {site.address.city}, {site.address.region}
      </Fact>
      <Fact icon={<ClockIcon aria-hidden />} label={t("hours")}>
        {t("hoursSummary", { weekdays: range(site.hours.weekdays), saturday: range(site.hours.saturday) })}
      </Fact>
      <Fact icon={<TagIcon aria-hidden />} label={t("price")}>
        {/\d/.test(price) ? t("startingAt", { price }) : price}
      </Fact>
    </dl>
  );
}
