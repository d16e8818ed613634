import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { site } from "@/lib/site";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates and times always show the shop's clock, whatever the visitor's zone.
    timeZone: site.timeZone,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
