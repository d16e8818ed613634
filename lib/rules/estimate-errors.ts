import { dbErrorKey, type SurfaceKey } from "@/lib/rules/db-errors";

/** Why an estimate action did not go through (keys of Estimates.errors). */
export type EstimateError = SurfaceKey<"estimate"> | "invalid" | "failed";

/** The database's refusal as the action's error (the codes are in lib/rules/db-errors.ts); anything else is logged as a failure. */
export function estimateErrorFromDb(error: { code?: string; message: string } | null, operation: string): EstimateError {
  const known = dbErrorKey("estimate", error?.code);
  if (known) return known;
  console.error(`${operation} failed:`, error?.message ?? "no row returned");
  return "failed";
}
