import "server-only";
import type { StaffClient } from "./require-staff";

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

/** When the email sweeper last ran (null: never), or undefined when that could not be read. */
export async function getSweeperLastRun(supabase: StaffClient): Promise<string | null | undefined> {
  const { data, error } = await supabase.rpc("admin_sweeper_last_run");
  if (error) {
    console.error("Failed to read the sweeper's last run:", error.message);
    return undefined;
  }
  return data;
}
