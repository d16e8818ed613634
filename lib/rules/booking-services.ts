import { DEFAULT_APPOINTMENT_DURATION } from "@/lib/rules/business-rules";

/**
 * A bookable service as the `services` row holds it (staff edit it on the
 * console). `fallback` entries take their texts from translations and have no
 * price: a price is only ever the one the shop set.
 */
export interface BookableService {
  id: number;
  slug: string;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  /** The visit price in cents; null for a fallback entry. */
  priceCents: number | null;
  duration: number;
  /** A remote session over the internet, not a visit to the shop. */
  remote: boolean;
  translationKey: string | null;
  fallback: boolean;
}

/** What the booking form and a service page show for one service, in the active language. */
export interface ServiceOption {
  id: number;
  slug: string;
  name: string;
  /** "$75", "$62.50"; "" when the price could not be read. */
  price: string;
  description: string;
  duration: number;
  remote: boolean;
}

const fallback = (id: number, slug: string, duration: number, translationKey: string, remote = false): BookableService => ({
  id, slug, duration, translationKey, remote, name: "", nameEs: "", description: "", descriptionEs: "", priceCents: null, fallback: true,
});

/** Used when the services table is missing, empty or fails. Ids and slugs match the seeded rows. */
export const FALLBACK_SERVICES: readonly BookableService[] = [
  fallback(1, "computer-repair", 60, "computerRepair"),
  fallback(6, "mobile-support", 45, "mobileSupport"),
  fallback(4, "network-setup", 120, "networkSetup"),
  fallback(2, "security-solutions", 45, "securitySolutions"),
  fallback(3, "data-recovery", 90, "dataRecovery"),
  fallback(7, "hardware-upgrades", 60, "hardwareUpgrades"),
  fallback(8, "tech-consultation", 60, "techConsultation"),
  fallback(9, "remote-support", 30, "remoteSupport", true),
];

/** The columns a booking reads. */
export const SERVICE_COLUMNS = "id, slug, name, name_es, description, description_es, price_cents, duration, remote, translation_key" as const;

export interface ServiceRow {
  id: number;
  slug: string;
  name: string;
  name_es: string;
  description: string | null;
  description_es: string | null;
  price_cents: number;
  duration: number | null;
  remote: boolean;
  translation_key: string | null;
}

interface Result<T> {
  data: T | null;
  error: { message: string } | null;
}

export interface ServiceLoad {
  services: readonly BookableService[];
  /** The failure's message when the table is missing or a query failed (the "Error loading services" toast). */
  error: string | null;
}

export const serviceFromRow = (row: ServiceRow): BookableService => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  nameEs: row.name_es,
  description: row.description ?? "",
  descriptionEs: row.description_es ?? "",
  priceCents: row.price_cents,
  duration: row.duration ?? DEFAULT_APPOINTMENT_DURATION,
  remote: row.remote,
  translationKey: row.translation_key,
  fallback: false,
});

/** The active rows in the shop's order; the fallback list when the table is missing or failing (with its error) or has no active row. */
export function servicesFromRows(rows: Result<ServiceRow[]>): ServiceLoad {
  if (rows.error) return { services: FALLBACK_SERVICES, error: rows.error.message };
  if (!rows.data?.length) return { services: FALLBACK_SERVICES, error: null };
  return { services: rows.data.map(serviceFromRow), error: null };
}

/** A visit price as the site writes it in both languages: "$75", "$62.50" (the emails' twin: private.appointment_payload). */
export function formatVisitPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/**
 * Texts in `locale`: a row's own English or Spanish name and description;
 * the fallback list's from translations (messages Booking.services.<key>).
 */
export function localizeService(
  service: BookableService,
  locale: "en" | "es",
  text: (key: string, field: "name" | "description") => string | null,
): ServiceOption {
  const translated = (field: "name" | "description") => (service.translationKey ? text(service.translationKey, field) : null);
  const es = locale === "es";
  return {
    id: service.id,
    slug: service.slug,
    name: service.fallback ? (translated("name") ?? service.slug) : es ? service.nameEs : service.name,
    description: service.fallback ? (translated("description") ?? "") : es ? service.descriptionEs : service.description,
    price: service.priceCents === null ? "" : formatVisitPrice(service.priceCents),
    duration: service.duration,
    remote: service.remote,
  };
}
