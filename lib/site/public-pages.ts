import { SERVICE_SLUGS } from "@/content/services";

/**
 * Every public, indexable page as an unprefixed path: the sitemap lists them
 * in both languages, and the page benchmark and tests visit them. Generic
 * service pages (unknown slugs) are noindex and not listed.
 */
export const PUBLIC_PATHS = [
  "/",
  "/services",
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  "/about",
  "/contact",
  "/reviews",
  "/book-appointment",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
];
