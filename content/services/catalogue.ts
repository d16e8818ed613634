import { SERVICE_SLUGS } from "./slugs";
import type { ServiceSlug } from "./types";

/**
 * The one place where the service lists meet (docs/services.md): for each
 * service page, how a customer gets that service, and for the footer's
 * extra slugs, the page they really mean.
 */

/**
 * `book`: the page's Book buttons open the booking form with the bookable
 * service of slug `bookable` chosen (every page has its own: the `services`
 * row with the page's slug). `call`: no bookable service fits (a slug
 * without a page, or a row the shop made inactive); the page says to call or
 * file a service request, and offers no Book button.
 */
export type ServiceAccess = { kind: "book"; bookable: string } | { kind: "call" };

/**
 * Slugs the footer links without a page of their own. They render the generic
 * page, with a name in both languages (`ServiceNames`) and a pointer to the
 * page of the service they mean, whose access they share.
 */
export const ALIAS_SLUGS = {
  "smartphone-repair": "mobile-support",
  "computer-troubleshooting": "computer-repair",
  "home-network-setup": "network-setup",
} as const satisfies Record<string, ServiceSlug>;

export type AliasSlug = keyof typeof ALIAS_SLUGS;

export function isAliasSlug(slug: string): slug is AliasSlug {
  return Object.hasOwn(ALIAS_SLUGS, slug);
}

/** A page slug's access: its own service, its alias target's, or `call` for a slug without a page. */
export function serviceAccess(slug: string): ServiceAccess {
  if (isAliasSlug(slug)) return { kind: "book", bookable: ALIAS_SLUGS[slug] };
  if ((SERVICE_SLUGS as readonly string[]).includes(slug)) return { kind: "book", bookable: slug };
  return { kind: "call" };
}

/**
 * The bookable service slug that `?service=<slug>` preselects: the page's
 * bookable service for a page or alias slug, the slug itself otherwise.
 */
export function bookableSlugFor(slug: string): string {
  const access = serviceAccess(slug);
  return access.kind === "book" ? access.bookable : slug;
}
