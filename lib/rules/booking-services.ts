import { DEFAULT_APPOINTMENT_DURATION } from "@/lib/rules/business-rules";

/** A bookable service before translation. `fallback` rows take every text from translations. */
export interface BookableService {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: string;
  duration: number;
  translationKey: string | null;
  fallback: boolean;
}

/** What the booking form shows for one service, in the active language. */
export interface ServiceOption {
  id: number;
  slug: string;
  name: string;
  price: string;
  description: string;
  duration: number;
}

const fallback = (id: number, slug: string, duration: number, translationKey: string): BookableService => ({
  id, slug, duration, translationKey, name: "", description: "", price: "", fallback: true,
});

/** Used when the services table is missing, empty or fails. Ids match the seeded rows. */
export const FALLBACK_SERVICES: readonly BookableService[] = [
  fallback(1, "computer-repair", 60, "computerRepair"),
  fallback(2, "virus-removal", 45, "virusRemoval"),
  fallback(3, "data-recovery", 90, "dataRecovery"),
  fallback(4, "network-setup", 120, "networkSetup"),
  fallback(5, "software-installation", 30, "softwareInstallation"),
];

interface ServiceRow {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price: string | null;
  duration: number | null;
  translation_key: string | null;
}

interface Result<T> {
  data?: T | null;
  count?: number | null;
  error: { message: string } | null;
}

export interface ServiceLoad {
  services: readonly BookableService[];
  /** The failure's message when the table is missing or a query failed (the "Error loading services" toast). */
  error: string | null;
}

/** The count probe, then the rows; the fallback list when the table is missing, empty or failing. */
export function servicesFromResults(probe: Result<unknown>, rows: Result<ServiceRow[]> | null): ServiceLoad {
  if (probe.error) return { services: FALLBACK_SERVICES, error: probe.error.message };
  if (!probe.count || !rows) return { services: FALLBACK_SERVICES, error: null };
  if (rows.error) return { services: FALLBACK_SERVICES, error: rows.error.message };
  if (!rows.data?.length) return { services: FALLBACK_SERVICES, error: null };
  return {
    services: rows.data.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description ?? "",
      price: row.price ?? "",
      duration: row.duration ?? DEFAULT_APPOINTMENT_DURATION,
      translationKey: row.translation_key,
      fallback: false,
    })),
    error: null,
  };
}

/**
 * Texts in the active language: names and descriptions from translations
 * (messages Booking.services.<translation_key>) when the service has a
 * translated key, database rows included; prices from translations only for the
 * fallback list (a database row's price is the one the shop charges).
 */
export function localizeService(service: BookableService, text: (key: string, field: "name" | "description" | "price") => string | null): ServiceOption {
  const translated = (field: "name" | "description" | "price") => (service.translationKey ? text(service.translationKey, field) : null);
  return {
    id: service.id,
    slug: service.slug,
    name: translated("name") ?? service.name,
    description: translated("description") ?? service.description,
    price: (service.fallback ? translated("price") : null) ?? service.price,
    duration: service.duration,
  };
}
