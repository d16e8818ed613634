import type { Metadata, ResolvingMetadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizePath } from "@/i18n/locale-from-path";
import { routing, type Locale } from "@/i18n/routing";
import { site } from "./business-profile";

/**
 * Per-page metadata: translated title and description, canonical URL,
 * hreflang alternates (en, es, x-default) and Open Graph. `path` is the
 * unprefixed route, e.g. "/services/data-recovery".
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  noindex = false,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}): Metadata {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, localizePath(l, path)]));
  return {
    title,
    description,
    alternates: {
      canonical: localizePath(locale, path),
      languages: { ...languages, "x-default": localizePath(routing.defaultLocale, path) },
    },
    openGraph: {
      type: "website",
      siteName: site.name,
      title,
      description,
      url: localizePath(locale, path),
      locale: locale === "es" ? "es_US" : "en_US",
      alternateLocale: locale === "es" ? ["en_US"] : ["es_US"],
    },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/**
 * The 404 page's translated title. Both the not-found boundary (what the
 * served HTML's head shows) and the catch-all page (what the browser's head
 * keeps after hydration) use it, so exactly one title is served and it stays.
 * `parent` is awaited first: the [locale] layout's metadata sets the request
 * locale, and Next resolves the segments' metadata concurrently; reading the
 * locale before it is set would read request headers, which turns a static
 * route dynamic and fails it.
 */
export async function notFoundMetadata(parent: ResolvingMetadata): Promise<Metadata> {
  await parent;
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle"), robots: { index: false } };
}
