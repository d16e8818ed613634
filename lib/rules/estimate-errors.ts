import { dbErrorKey, type SurfaceKey } from "@/lib/rules/db-errors";

/** Why an estimate action did not go through (keys of Estimates.errors): the customer's answer, or staff's writes. */
export type EstimateError = SurfaceKey<"estimate"> | SurfaceKey<"estimateStaff"> | "invalid" | "failed";

/**
 * The database's refusal as the action's error, in the words of who acted
 * (`surface`: "estimate" for the customer's answer, "estimateStaff" for the
 * console's actions; the codes are in lib/rules/db-errors.ts); anything else
 * is logged as a failure.
 */
export function estimateErrorFromDb(error: { code?: string; message: string } | null, operation: string, surface: "estimate" | "estimateStaff"): EstimateError {
  const known = dbErrorKey(surface, error?.code);
  if (known) return known;
  console.error(`${operation} failed:`, error?.message ?? "no row returned");
  return "failed";
}
