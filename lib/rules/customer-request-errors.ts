import { dbErrorKey, type SurfaceKey } from "@/lib/rules/db-errors";

/** Why the owner's step on their request page did not go through (keys of RequestDetail.errors). */
export type CustomerRequestError = SurfaceKey<"customerRequest"> | "invalid" | "forbidden" | "failed";

/** The database's refusal as the action's error (codes in lib/rules/db-errors.ts); anything else is logged as a failure. */
export function customerRequestErrorFromDb(error: { code?: string; message: string } | null, operation: string): CustomerRequestError {
  const known = dbErrorKey("customerRequest", error?.code);
  if (known) return known;
  console.error(`${operation} failed:`, error?.message ?? "no row returned");
  return "failed";
}
