import "server-only";
import type { StaffClient } from "./admin-auth";

export type FailedDelivery = { id: number; kind: string; recipient: string | null; attempts: number; last_error: string | null; created_at: string };

/** The emails that failed for good (newest 50), or null when they could not be read. */
export async function getFailedDeliveries(supabase: StaffClient): Promise<FailedDelivery[] | null> {
  const { data, error } = await supabase.rpc("admin_failed_notifications");
  if (error) {
    console.error("Failed to load failed deliveries:", error.message);
    return null;
  }
  return data;
}
