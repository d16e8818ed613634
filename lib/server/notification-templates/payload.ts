import { isUuid } from "@/lib/rules/uuid";
import type { AppointmentPayload, ClosedVisit, ReceiptSummary, RequestPayload, ReviewPayload } from "@/lib/rules/notification-kinds";

/**
 * Runtime checks of an outbox payload (jsonb, written by the database's
 * triggers). A payload without a field its email needs throws, so the
 * delivery records that row as failed instead of sending a broken email.
 */

type Json = Record<string, unknown>;

class PayloadError extends Error {
  constructor(field: string, expected: string) {
    super(`Notification payload: "${field}" must be ${expected}`);
    this.name = "PayloadError";
  }
}

function object(payload: unknown): Json {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) throw new PayloadError("payload", "an object");
  return payload as Json;
}

function text(p: Json, field: string): string {
  const value = p[field];
  if (typeof value !== "string" || value.trim() === "") throw new PayloadError(field, "a non-empty string");
  return value;
}

/** "14:00" (a time of day on the shop's clock; "24:00" is the end of the day), or null. */
function clockTime(p: Json, field: string): string | null {
  const value = optionalText(p, field);
  if (value !== null && !/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/.test(value)) throw new PayloadError(field, 'a time such as "14:00", or null');
  return value;
}

/** Absent and null both mean "none". */
function optionalText(p: Json, field: string): string | null {
  const value = p[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new PayloadError(field, "a string or null");
  return value.trim() === "" ? null : value;
}

function uuid(p: Json, field: string): string {
  const value = p[field];
  if (!isUuid(value)) throw new PayloadError(field, "a UUID");
  return value;
}

function instant(p: Json, field: string): string {
  const value = text(p, field);
  if (Number.isNaN(new Date(value).getTime())) throw new PayloadError(field, "a timestamp");
  return value;
}

function integer(p: Json, field: string, min: number, max: number): number {
  const value = p[field];
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new PayloadError(field, `an integer from ${min} to ${max}`);
  }
  return value;
}

/** An amount in cents; absent and null both mean "none". */
function optionalCents(p: Json, field: string): number | null {
  return p[field] === undefined || p[field] === null ? null : integer(p, field, 0, Number.MAX_SAFE_INTEGER);
}

function boolean(p: Json, field: string): boolean {
  const value = p[field];
  if (typeof value !== "boolean") throw new PayloadError(field, "a boolean");
  return value;
}

const actor = (value: unknown): value is "customer" | "shop" => value === "customer" || value === "shop";

export interface AppointmentPayloadOptions {
  /** The cancellation kinds: also requires who cancelled. */
  cancelled?: boolean;
  /** The move kinds: also requires the previous start and who moved it. */
  moved?: boolean;
  /** appointment_closure: also reads the closure's reasons (each may be empty: staff gave none) and its hours (none for a whole day). */
  closure?: boolean;
  /** appointment_no_show: also reads the fee (null: none applies) and whether it was waived. */
  noShow?: boolean;
}

/** An appointment payload, with the extras the kind's options name. */
export function appointmentPayload(
  payload: unknown,
  { cancelled = false, moved = false, closure = false, noShow = false }: AppointmentPayloadOptions = {},
): AppointmentPayload {
  const p = object(payload);
  const cancelledBy = p.cancelled_by;
  if (cancelled && !actor(cancelledBy)) throw new PayloadError("cancelled_by", '"customer" or "shop"');
  const movedBy = p.moved_by;
  if (moved && !actor(movedBy)) throw new PayloadError("moved_by", '"customer" or "shop"');
  return {
    appointment_id: uuid(p, "appointment_id"),
    service_name: text(p, "service_name"),
    translation_key: optionalText(p, "translation_key"),
    price: optionalText(p, "price"),
    covered_total_cents: optionalCents(p, "covered_total_cents"),
    remote: p.remote === true,
    starts_at: instant(p, "starts_at"),
    duration: integer(p, "duration", 1, 24 * 60),
    late_cancellation: boolean(p, "late_cancellation"),
    customer_name: optionalText(p, "customer_name"),
    customer_email: text(p, "customer_email"),
    revision: p.revision == null ? 0 : integer(p, "revision", 0, 2_147_483_647),
    ...(cancelled ? { cancelled_by: cancelledBy as "customer" | "shop" } : {}),
    ...(moved ? { previous_starts_at: instant(p, "previous_starts_at"), moved_by: movedBy as "customer" | "shop" } : {}),
    ...(closure
      ? {
          closure_reason_en: optionalText(p, "closure_reason_en"),
          closure_reason_es: optionalText(p, "closure_reason_es"),
          closed_from: clockTime(p, "closed_from"),
          closed_until: clockTime(p, "closed_until"),
        }
      : {}),
    ...(noShow ? { fee_cents: optionalCents(p, "fee_cents"), fee_waived: p.fee_waived === true } : {}),
  };
}

export interface RequestPayloadOptions {
  /** The reply kinds: also reads the author's name (null when unknown). */
  reply?: boolean;
}

/** A request payload; a reply's also carries the author's name. Nothing else is read (a message's text never is). */
export function requestPayload(payload: unknown, { reply = false }: RequestPayloadOptions = {}): RequestPayload {
  const p = object(payload);
  return {
    request_id: uuid(p, "request_id"),
    reference: p.reference === undefined || p.reference === null ? null : integer(p, "reference", 1, 2_147_483_647),
    title: text(p, "title"),
    service_type: text(p, "service_type"),
    status: text(p, "status"),
    technician: optionalText(p, "technician"),
    customer_name: optionalText(p, "customer_name"),
    customer_email: text(p, "customer_email"),
    ...(reply ? { author_name: optionalText(p, "author_name") } : {}),
    ...(p.approved_by === "customer"
      ? {
          approved_by: "customer" as const,
          estimate_version: integer(p, "estimate_version", 1, 2_147_483_647),
          approved_total_cents: integer(p, "approved_total_cents", 0, Number.MAX_SAFE_INTEGER),
        }
      : {}),
    cancel_reason: optionalText(p, "cancel_reason"),
    closed_visits: closedVisits(p),
    receipt: receiptSummary(p),
    ...(p.withdrawn_by === "customer" ? { withdrawn_by: "customer" as const } : {}),
    warranty_of_reference: p.warranty_of_reference === undefined || p.warranty_of_reference === null ? null : integer(p, "warranty_of_reference", 1, 2_147_483_647),
  };
}

/** The completion's receipt: absent or null on other kinds (and a completion without one). */
function receiptSummary(p: Json): ReceiptSummary | null {
  if (p.receipt === undefined || p.receipt === null) return null;
  const r = object(p.receipt);
  const endsOn = text(r, "warranty_ends_on");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endsOn)) throw new PayloadError("receipt.warranty_ends_on", "a date");
  return {
    number: integer(r, "number", 1, 2_147_483_647),
    total_cents: integer(r, "total_cents", 0, Number.MAX_SAFE_INTEGER),
    warranty_ends_on: endsOn,
  };
}

/** The visits a closing settled: absent on other kinds (and older rows), an array of visits otherwise. */
function closedVisits(p: Json): ClosedVisit[] {
  const value = p.closed_visits;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PayloadError("closed_visits", "an array");
  return value.map((item) => {
    const v = object(item);
    const status = text(v, "status");
    if (status !== "cancelled" && status !== "completed") throw new PayloadError("closed_visits.status", "cancelled or completed");
    return {
      appointment_id: uuid(v, "appointment_id"),
      service_name: text(v, "service_name"),
      translation_key: optionalText(v, "translation_key"),
      starts_at: text(v, "starts_at"),
      status,
    };
  });
}

export function reviewPayload(payload: unknown): ReviewPayload {
  const p = object(payload);
  return {
    review_id: uuid(p, "review_id"),
    name: text(p, "name"),
    rating: integer(p, "rating", 1, 5),
    service: text(p, "service"),
    review_text: text(p, "review_text"),
  };
}
