import "server-only";
import { z } from "zod";
import type { StaffClient } from "./require-staff";

const overviewSchema = z.object({
  arrivals: z.number().int(),
  checked_in: z.number().int(),
  new_requests: z.number().int(),
  to_diagnose: z.number().int(),
  to_estimate: z.number().int(),
  parts: z.number().int(),
  estimate_sent: z.number().int(),
  oldest_sent_at: z.string().nullable(),
  ready: z.number().int(),
  call_backs: z.number().int(),
  unread: z.number().int(),
  reviews: z.number().int(),
});

/** The overview's counts (what each means: docs/product.md#the-overview). */
export type ConsoleOverview = z.infer<typeof overviewSchema>;

/** The overview's counts in one read (admin_overview refuses anyone but staff); null when they could not be read. */
export async function getConsoleOverview(supabase: StaffClient): Promise<ConsoleOverview | null> {
  const { data, error } = await supabase.rpc("admin_overview");
  if (error) {
    console.error("Error reading the console overview:", error.message);
    return null;
  }
  const parsed = overviewSchema.safeParse(data);
  if (!parsed.success) console.error("The console overview had an unexpected shape:", parsed.error.message);
  return parsed.success ? parsed.data : null;
}
