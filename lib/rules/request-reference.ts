/**
 * The short reference of a service request, as a customer says it on the
 * phone and staff type it in the console's search: "R-1042". The number is
 * assigned by the database (service_requests.reference).
 */
export function formatRequestReference(reference: number): string {
  return `R-${reference}`;
}

/** The number in "R-1042", "r1042" or "1042"; null for anything else. */
export function parseRequestReference(text: string): number | null {
  const match = /^\s*(?:r\s*-?\s*)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}
