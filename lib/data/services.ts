import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getLocale, getTranslations } from "next-intl/server";
import { localizeService, SERVICE_COLUMNS, servicesFromRows, type BookableService, type ServiceLoad, type ServiceOption } from "@/lib/rules/booking-services";
import type { Locale } from "@/i18n/routing";
import type { Database } from "@/lib/supabase/database.types";
import { createPublicClient } from "@/lib/supabase/public";

/**
 * The bookable services: every active row in the shop's order (sort_order,
 * then id), in one query. When the table is missing or fails, the fallback
 * list with the failure's message (for the "Error loading services" toast);
 * when it has no active row, the fallback list.
 */
export async function loadBookableServices(supabase: SupabaseClient<Database>): Promise<ServiceLoad> {
  const rows = await supabase
    .from("services")
    .select(SERVICE_COLUMNS)
    .eq("active", true)
    .order("sort_order")
    .order("id");
  return servicesFromRows(rows);
}

/** Puts bookable services into `locale`'s words (the row's own; Booking.services for the fallback list), or the request's language without one. */
export async function serviceLocalizer(locale?: Locale): Promise<(service: BookableService) => ServiceOption> {
  const language = locale ?? ((await getLocale()) as Locale);
  const texts = await getTranslations({ locale: language, namespace: "Booking.services" });
  const text = (key: string, field: "name" | "description") =>
    texts.has(`${key}.${field}` as never) ? texts(`${key}.${field}` as never) : null;
  return (service) => localizeService(service, language, text);
}

/**
 * The appointment a service page offers: the active bookable service with
 * slug `bookable`, in `locale`, read as `anon` so the page stays static;
 * null when the shop has no such row (the page then says to call).
 */
export async function loadServiceAppointment(locale: Locale, bookable: string): Promise<ServiceOption | null> {
  const [load, localize] = await Promise.all([loadBookableServices(createPublicClient()), serviceLocalizer(locale)]);
  if (load.error) console.error("Error loading services:", load.error);
  const service = load.services.find((s) => s.slug === bookable);
  return service ? localize(service) : null;
}
