import type { ServiceSlug } from "./types";

/**
 * The one place where the service lists meet (docs/services.md): for each
 * service page, how a customer gets that service, and for the footer's
 * extra slugs, the page they really mean.
 */

/** Slugs of the seeded bookable services (`services.slug`, FALLBACK_SERVICES). */
export type BookableSlug = "computer-repair" | "virus-removal" | "data-recovery" | "network-setup" | "software-installation";

/**
 * `book`: an appointment type fits; the booking form preselects the bookable
 * service with slug `bookable`. `call`: none fits (the work needs a quote,
 * parts or a remote session first); the page says to call or file a service
 * request, and offers no Book button.
 */
export type ServiceAccess = { kind: "book"; bookable: BookableSlug } | { kind: "call" };

export const SERVICE_ACCESS: Record<ServiceSlug, ServiceAccess> = {
  "computer-repair": { kind: "book", bookable: "computer-repair" },
  "mobile-support": { kind: "call" },
  "network-setup": { kind: "book", bookable: "network-setup" },
  "security-solutions": { kind: "book", bookable: "virus-removal" },
  "data-recovery": { kind: "book", bookable: "data-recovery" },
  "hardware-upgrades": { kind: "call" },
  "tech-consultation": { kind: "call" },
  "remote-support": { kind: "call" },
};

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

/** A page slug's access: its own, its alias target's, or `call` for a slug nobody knows. */
export function serviceAccess(slug: string): ServiceAccess {
  if (Object.hasOwn(SERVICE_ACCESS, slug)) return SERVICE_ACCESS[slug as ServiceSlug];
  if (isAliasSlug(slug)) return SERVICE_ACCESS[ALIAS_SLUGS[slug]];
  return { kind: "call" };
}

/**
 * The bookable service slug that `?service=<slug>` preselects: the page's
 * bookable service for a page or alias slug, the slug itself otherwise (a
 * bookable service's own slug, e.g. `virus-removal`, or a row a shop added).
 */
export function bookableSlugFor(slug: string): string {
  const access = serviceAccess(slug);
  return access.kind === "book" ? access.bookable : slug;
}
