/** What a console action reports when it does not go through (message keys of Admin.errors). */
export type AdminActionError = "invalidId" | "forbidden" | "notFound" | "invalidTransition" | "tooEarly" | "failed";

/** SQLSTATEs the staff functions and triggers raise. */
const BY_CODE: Record<string, AdminActionError> = {
  "42501": "forbidden", // insufficient_privilege: not staff
  PT404: "notFound", // a missing row (PostgREST answers 404)
  "23514": "invalidTransition", // check_violation: a move the workflow does not allow
  CN001: "tooEarly", // an appointment started or completed before it is due (lib/admin/appointment-actions.ts)
};

/** A database error as an action error key; unexpected ones are logged. */
export function adminErrorFromDb(error: { code?: string; message: string } | null, operation: string): AdminActionError {
  const known = error?.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  console.error(`${operation} failed:`, error?.message ?? "no row returned");
  return "failed";
}
