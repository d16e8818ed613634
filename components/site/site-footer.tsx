import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { formatClock } from "@/lib/rules/date-time";
import { site } from "@/lib/site/business-profile";

const footerServiceSlugs = [
  "computer-repair",
  "smartphone-repair",
  "computer-troubleshooting",
  "home-network-setup",
  "tech-consultation",
  "data-recovery",
] as const;

const linkClass = "rounded-sm hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

export async function SiteFooter() {
  const locale = await getLocale();
  const t = await getTranslations("Footer");
  const nav = await getTranslations("Nav");
  const names = await getTranslations("ServiceNames");
  const clock = (time: string) => formatClock(time, locale);
  const { weekdays, saturday } = site.hours;
  return (
    <footer className="defer-render border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-base font-semibold">{site.name}</h2>
          <p className="mt-3 text-sm text-muted-foreground">{t("tagline")}</p>
          <ul className="mt-4 space-y-2 text-sm text-muted-foreground">
            <li>{t("hoursWeekdays", { opens: clock(weekdays.opens), closes: clock(weekdays.closes) })}</li>
            <li>{t("hoursSaturday", { opens: clock(saturday.opens), closes: clock(saturday.closes) })}</li>
            <li>{t("hoursSunday")}</li>
            <li>{t("saturdayNote")}</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-base font-semibold">{t("servicesHeading")}</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
            {footerServiceSlugs.map((slug) => (
              <li key={slug}>
                <Link href={`/services/${slug}`} className={linkClass}>{names(slug)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company-links">
          <h2 id="footer-company-links" className="text-base font-semibold">{t("companyHeading")}</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
            <li><Link href="/about" className={linkClass}>{nav("aboutUs")}</Link></li>
            <li><Link href="/reviews" className={linkClass}>{nav("reviews")}</Link></li>
            <li><Link href="/contact" className={linkClass}>{nav("contact")}</Link></li>
            <li><Link href="/book-appointment" className={linkClass}>{nav("bookAppointment")}</Link></li>
          </ul>
          <h2 className="mt-6 text-base font-semibold">{t("legalHeading")}</h2>
          <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
            <li><Link href="/privacy-policy" className={linkClass}>{t("privacy")}</Link></li>
            <li><Link href="/terms-of-service" className={linkClass}>{t("terms")}</Link></li>
            <li><Link href="/cookie-policy" className={linkClass}>{t("cookies")}</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold">{t("contactHeading")}</h2>
          <ul className="mt-3 space-y-3 text-sm text-muted-foreground">
            <li className="flex items-start gap-2">
              <PhoneIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${site.phone.e164}`} className={linkClass}>{site.phone.display}</a>
            </li>
            <li className="flex items-start gap-2">
              <MailIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className={linkClass}>{site.email}</a>
            </li>
            <li className="flex items-start gap-2">
              <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}</span>
            </li>
          </ul>
          <h2 className="mt-6 text-base font-semibold">{t("social")}</h2>
          <ul className="mt-3 flex gap-4 text-sm text-muted-foreground">
            {(["facebook", "instagram", "linkedin"] as const).map((network) => (
              <li key={network}>
                <a href={site.social[network]} className={linkClass} rel="noopener noreferrer" target="_blank">{t(network)}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t("rights", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
