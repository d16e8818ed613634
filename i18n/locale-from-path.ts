import { routing, type Locale } from "./routing";

/** Splits "/es/dashboard" into { locale: "es", path: "/dashboard" }; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return { locale, path: "/" };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: routing.defaultLocale, path: pathname };
}

/** The path as the given locale shows it: "/dashboard" -> "/es/dashboard". */
export function localizePath(locale: Locale, path: string) {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
