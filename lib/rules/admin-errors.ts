import { dbErrorKey } from "@/lib/rules/db-errors";

/** What a console action reports when it does not go through (message keys of Admin.errors). */
export type AdminActionError =
  | "invalidId"
  | "forbidden"
  | "notFound"
  | "invalidTransition"
  | "tooEarly"
  | "reasonRequired"
  | "feeNotWaivable"
  | "notTechnician"
  | "noTechnicianProfile"
  | "requestClosed"
  | "failed";

/** A database error as an action error key, by its SQLSTATE (lib/rules/db-errors.ts); unexpected ones are logged. */
export function adminErrorFromDb(error: { code?: string; message: string } | null, operation: string): AdminActionError {
  const known = dbErrorKey("console", error?.code);
  if (known) return known;
  console.error(`${operation} failed:`, error?.message ?? "no row returned");
  return "failed";
}
