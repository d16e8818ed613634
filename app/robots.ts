import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { site } from "@/lib/site/business-profile";

/** Private and per-user pages, in every language prefix. */
const privatePaths = ["/dashboard", "/service-request", "/auth", "/admin", "/verification-pending", "/verify-email", "/reset-password", "/unsubscribe"];

export default function robots(): MetadataRoute.Robots {
  const prefixes = routing.locales.map((locale) => (locale === routing.defaultLocale ? "" : `/${locale}`));
  return {
    rules: { userAgent: "*", allow: "/", disallow: prefixes.flatMap((prefix) => privatePaths.map((path) => `${prefix}${path}`)) },
    sitemap: new URL("/sitemap.xml", site.url).toString(),
  };
}
