import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { bookableSlugFor, isAliasSlug, isServiceSlug, titleFromSlug } from "@/content/services";
import type { Closure } from "@/lib/rules/booking-closures";
import type { ServiceOption } from "@/lib/rules/booking-services";
import { formatCents } from "@/lib/rules/estimate-format";
import { isUuid } from "@/lib/rules/uuid";
import { loadUpcomingClosures } from "./closures";
import { loadBookableServices, serviceLocalizer } from "./services";
import type { ServerSupabase } from "@/lib/supabase/server";

/** Everything the signed-in booking form starts from, in the active language. */
export interface BookingFormSetup {
  services: ServiceOption[];
  /** The services could not be loaded: the fallback list is shown (the message is in the server log). */
  servicesFailed: boolean;
  initialServiceId: number | null;
  initialDescription: string;
  /**
   * The approved request this booking links to (the database checks it again),
   * with the total of its approved estimate when it has one ("$254.38"): that
   * estimate covers the visit, which then shows no price of its own.
   */
  request: { id: string; title: string; coveredTotal: string | null } | null;
  /** A `?request=` that is not the user's approved request: said on the page, nothing linked. */
  requestRefused: boolean;
  backHref: string;
  /** Closures in the bookable range: the calendar disables closed days and names them all. */
  closures: Closure[];
}

/**
 * The total of the request's approved estimate, as the page writes money, or
 * null when it has none. The same rule as the database's, which decides what
 * the booked visit stores (docs/product.md#what-each-price-is).
 */
async function approvedEstimateTotal(supabase: ServerSupabase, requestId: string, locale: string): Promise<string | null> {
  const { data, error } = await supabase
    .from("estimates")
    .select("approved_total_cents")
    .eq("request_id", requestId)
    .eq("status", "approved")
    .order("version", { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) console.error("Error reading the approved estimate:", error.message);
  return data?.approved_total_cents == null ? null : formatCents(Number(data.approved_total_cents), locale);
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Reads services and the optional `?service=<slug>` / `?request=<id>`:
 * a service page's slug preselects the bookable service its page offers
 * (content/services/catalogue.ts), a bookable service's own slug preselects
 * it; any other slug only names the service in the description. A request is linked only when RLS shows it to
 * the user and it is theirs and approved; its type preselects a matching service.
 */
export async function loadBookingFormSetup(supabase: ServerSupabase, userId: string, query: { service?: string; request?: string }): Promise<BookingFormSetup> {
  const [t, locale, localize, names, load, closures] = await Promise.all([
    getTranslations("Booking"),
    getLocale(),
    serviceLocalizer(),
    getTranslations("ServiceNames"),
    loadBookableServices(supabase),
    loadUpcomingClosures(supabase),
  ]);
  const services = load.services.map(localize);
  if (load.error) console.error("Error loading services:", load.error);

  let initialServiceId: number | null = null;
  let initialDescription = "";
  let backHref = "/dashboard";
  const slug = query.service && SLUG.test(query.service) ? query.service : null;
  if (slug) {
    const match = services.find((s) => s.slug === bookableSlugFor(slug));
    initialServiceId = match?.id ?? null;
    const name = names.has(slug as never) ? names(slug as never) : (match?.name ?? titleFromSlug(slug));
    initialDescription = t("serviceInterest", { name });
    if (isServiceSlug(slug) || isAliasSlug(slug)) backHref = `/services/${slug}`;
  }

  let request: BookingFormSetup["request"] = null;
  let requestRefused = false;
  if (query.request !== undefined) {
    const { data } = isUuid(query.request)
      ? await supabase.from("service_requests").select("id, title, status, user_id, service_type").eq("id", query.request).maybeSingle()
      : { data: null };
    if (data && data.user_id === userId && data.status === "approved") {
      request = { id: data.id, title: data.title, coveredTotal: await approvedEstimateTotal(supabase, data.id, locale) };
      initialDescription = t("replyTo", { title: data.title });
      backHref = `/service-request/${data.id}`;
      const keyed = load.services.find((s) => s.translationKey === data.service_type);
      if (keyed) initialServiceId = keyed.id;
    } else {
      requestRefused = true;
    }
  }

  return { services, servicesFailed: load.error !== null, initialServiceId, initialDescription, request, requestRefused, backHref, closures };
}
