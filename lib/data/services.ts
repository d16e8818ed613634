import "server-only";
import { servicesFromResults, type ServiceLoad } from "@/lib/booking/services";
import type { ServerSupabase } from "@/lib/supabase/server";

/**
 * The bookable services: a count probe, then every active row in id
 * order. When the table is missing, empty or fails, the fallback list, with the
 * failure's message for the "Error loading services" toast.
 */
export async function loadBookableServices(supabase: ServerSupabase): Promise<ServiceLoad> {
  const probe = await supabase.from("services").select("*", { count: "exact", head: true }).limit(1);
  if (probe.error || !probe.count) return servicesFromResults(probe, null);
  const rows = await supabase
    .from("services")
    .select("id, slug, name, description, price, duration, translation_key")
    .eq("active", true)
    .order("id");
  return servicesFromResults(probe, rows);
}
