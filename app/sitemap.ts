import type { MetadataRoute } from "next";
import { localizePath } from "@/i18n/locale-from-path";
import { routing } from "@/i18n/routing";
import { PUBLIC_PATHS } from "@/lib/site/public-pages";
import { site } from "@/lib/site/business-profile";

const absolute = (path: string) => new URL(path, site.url).toString();

/** One entry per page and language, each listing all its language versions (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PATHS.flatMap((path) => {
    const languages = Object.fromEntries([
      ...routing.locales.map((locale) => [locale, absolute(localizePath(locale, path))]),
      ["x-default", absolute(localizePath(routing.defaultLocale, path))],
    ]);
    return routing.locales.map((locale) => ({
      url: absolute(localizePath(locale, path)),
      changeFrequency: path === "/" || path === "/reviews" ? ("weekly" as const) : ("monthly" as const),
      priority: path === "/" ? 1 : path.startsWith("/services") ? 0.8 : 0.5,
      alternates: { languages },
    }));
  });
}
