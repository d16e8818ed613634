/** Why an estimate action did not go through (keys of Estimates.errors). */
export type EstimateError =
  | "invalid"
  | "superseded"
  | "answered"
  | "expired"
  | "closed"
  | "notFound"
  | "needsApproval"
  | "forbidden"
  | "failed";

/** The database's refusals (SQLSTATEs ES001-ES009, docs/estimates.md) as action errors. */
const BY_CODE: Record<string, EstimateError> = {
  ES001: "answered", // the estimate was already sent: a draft only
  ES002: "superseded",
  ES003: "answered",
  ES004: "expired",
  ES005: "closed",
  ES006: "needsApproval",
  ES007: "invalid",
  ES008: "invalid",
  ES009: "invalid",
  "23514": "invalid", // a table check: a line, a discount above the subtotal, a payment method
  "42501": "forbidden",
  PT404: "notFound",
};

export function estimateErrorFromDb(error: { code?: string; message: string } | null, operation: string): EstimateError {
  const known = error?.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  console.error(`${operation} failed:`, error?.message ?? "no row returned");
  return "failed";
}
