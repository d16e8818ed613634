import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatClock } from "@/lib/rules/date-time";
import { site } from "@/lib/site/business-profile";
import { cn } from "@/lib/ui/class-names";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  // dt and dd stay direct children of the group div, as a <dl> requires.
  return (
    <div className="relative min-h-10 pl-14 text-sm">
      <dt className="font-semibold text-foreground">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </dt>
      <dd className="mt-1 space-y-0.5 text-muted-foreground">{children}</dd>
    </div>
  );
}

/** Phone, email, address and opening hours, all from lib/site/business-profile.ts. */
export function ContactInfo({ className }: { className?: string }) {
  const t = useTranslations("ContactInfo");
  const locale = useLocale();
  const range = (hours: { opens: string; closes: string } | null) =>
    hours ? t("range", { opens: formatClock(hours.opens, locale), closes: formatClock(hours.closes, locale) }) : t("closed");
  const { street, city, region, postalCode } = site.address;
  return (
    <dl className={cn("grid gap-6", className)}>
      <Item icon={<PhoneIcon aria-hidden />} title={t("phone")}>
        <a href={`tel:${site.phone.e164}`} className={linkClass}>{site.phone.display}</a>
        <p>{t("callHint")}</p>
      </Item>
      <Item icon={<MailIcon aria-hidden />} title={t("email")}>
        <a href={`mailto:${site.email}`} className={cn(linkClass, "break-all")}>{site.email}</a>
        <p>{t("emailReply")}</p>
      </Item>
      <Item icon={<MapPinIcon aria-hidden />} title={t("location")}>
        <p>{street}</p>
        <p>{city}, {region} {postalCode}</p>
      </Item>
      <Item icon={<ClockIcon aria-hidden />} title={t("hours")}>
        <p>{t("weekdays")}: {range(site.hours.weekdays)}</p>
        <p>{t("saturday")}: {range(site.hours.saturday)}</p>
        <p>{t("sunday")}: {range(site.hours.sunday)}</p>
        <p>{t("saturdayNote")}</p>
      </Item>
    </dl>
  );
}
