import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { site } from "@/lib/site/business-profile";

// next-intl's per-request configuration (next.config.ts points here). It sits
// at the root beside proxy.ts, above both i18n/ and lib/: it joins the routing
// with the shop's time zone from lib/site/business-profile.ts, and i18n/ imports nothing of lib/.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates and times always show the shop's clock, whatever the visitor's zone.
    timeZone: site.timeZone,
    messages: (await import(`./messages/${locale}.json`)).default,
  };
});
