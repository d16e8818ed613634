import "server-only";
import type { ServerSupabase } from "./require-customer";

export interface BookableService {
  id: number;
  slug: string | null;
  name: string;
  description: string;
  price: string;
  duration: number;
  translationKey: string | null;
}

/** Spec §3: used when the services table is missing, empty or fails. Texts come from translations. */
export const FALLBACK_SERVICES: BookableService[] = [
  { id: 1, slug: "computer-repair", name: "", description: "", price: "", duration: 60, translationKey: "computerRepair" },
  { id: 2, slug: "virus-removal", name: "", description: "", price: "", duration: 45, translationKey: "virusRemoval" },
  { id: 3, slug: "data-recovery", name: "", description: "", price: "", duration: 90, translationKey: "dataRecovery" },
  { id: 4, slug: "network-setup", name: "", description: "", price: "", duration: 120, translationKey: "networkSetup" },
  { id: 5, slug: "software-installation", name: "", description: "", price: "", duration: 30, translationKey: "softwareInstallation" },
];

/** Spec §7: a count probe, then every column; the fallback list (and `failed`) on any problem. */
export async function loadBookableServices(supabase: ServerSupabase) {
  const probe = await supabase.from("services").select("id", { count: "exact", head: true }).limit(1);
  if (probe.error || !probe.count) return { services: FALLBACK_SERVICES, failed: probe.error?.message ?? null };
  const { data, error } = await supabase.from("services").select("id, slug, name, description, price, duration, translation_key").order("id");
  if (error || !data?.length) return { services: FALLBACK_SERVICES, failed: error?.message ?? null };
  return {
    services: data.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description ?? "",
      price: row.price ?? "",
      duration: row.duration ?? 60,
      translationKey: row.translation_key,
    })),
    failed: null,
  };
}
