import { localizePath } from "@/i18n/locale-from-path";
import type { Locale } from "@/i18n/routing";
import { site } from "./business-profile";

/**
 * schema.org JSON-LD for search engines (rendered by components/public/json-ld.tsx).
 * Plain objects only, so tests can parse and check them.
 */
export type JsonLd = Record<string, unknown>;

export interface RatingSummary {
  count: number;
  average: number;
}

const businessId = `${site.url}/#business`;
const absolute = (locale: Locale, path: string) => new URL(localizePath(locale, path), site.url).toString();

type Hours = { opens: string; closes: string } | null;

const openingHours = () => {
  const days: [string | string[], Hours][] = [
    [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], site.hours.weekdays],
    ["Saturday", site.hours.saturday],
    ["Sunday", site.hours.sunday],
  ];
  return days.flatMap(([dayOfWeek, hours]) =>
    hours ? [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens: hours.opens, closes: hours.closes }] : [],
  );
};

/** The business, with the average of approved reviews when there is at least one. */
export function localBusinessJsonLd(locale: Locale, description: string, rating: RatingSummary | null): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": businessId,
    name: site.name,
    description,
    url: absolute(locale, "/"),
    telephone: site.phone.e164,
    email: site.email,
    priceRange: site.priceRange,
    inLanguage: locale,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "City", name: site.address.city },
    openingHoursSpecification: openingHours(),
    sameAs: Object.values(site.social),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(rating.average.toFixed(1)),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface OfferInput {
  name: string;
  price: string;
  description: string;
}

/**
 * "$45" -> an exact price; "$250+", "$65/hour" or "From $40" -> a minimum price;
 * text without a number ("Call for pricing") -> no price at all.
 */
export function offerJsonLd({ name, price, description }: OfferInput): JsonLd {
  const offer: JsonLd = { "@type": "Offer", name, description, priceCurrency: "USD" };
  const amount = price.replace(/,/g, "").match(/\d+(?:\.\d+)?/);
  if (!amount) return offer;
  const value = Number(amount[0]);
  const exact = /^\s*\$\d+(?:\.\d+)?\s*$/.test(price.replace(/,/g, ""));
  if (exact) return { ...offer, price: value };
  return { ...offer, priceSpecification: { "@type": "PriceSpecification", minPrice: value, priceCurrency: "USD" } };
}

export function serviceJsonLd(opts: {
  locale: Locale;
  slug: string;
  name: string;
  description: string;
  offers: OfferInput[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: opts.name,
    serviceType: opts.name,
    description: opts.description,
    url: absolute(opts.locale, `/services/${opts.slug}`),
    inLanguage: opts.locale,
    areaServed: { "@type": "City", name: site.address.city },
    provider: { "@type": "LocalBusiness", "@id": businessId, name: site.name, telephone: site.phone.e164 },
    offers: opts.offers.map(offerJsonLd),
  };
}

export function faqPageJsonLd(locale: Locale, faqs: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: faqs.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
