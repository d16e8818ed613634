import {
  APPOINTMENT_STATUS_TRANSITIONS,
  isAppointmentStatus,
  isRequestStatus,
  REQUEST_STATUS_TRANSITIONS,
  type AppointmentStatus,
  type RequestStatus,
} from "@/lib/rules/business-rules";

// The moves the console offers: lib/rules/business-rules.ts's transitions, which
// tests/db/business-rules.test.ts proves equal to the database's
// (public.request_status_transition_allowed / appointment_status_transition_allowed,
// enforced by triggers).

/** Statuses a request may move to from `from` (empty for final or unknown ones). */
export const requestMovesFrom = (from: string): readonly RequestStatus[] =>
  isRequestStatus(from) ? REQUEST_STATUS_TRANSITIONS[from] : [];

/** A step forward along the workflow (not a cancellation). */
export type RequestStep = Exclude<RequestStatus, "pending" | "cancelled">;

/** The one forward step along pending -> approved -> in progress -> completed, if any. */
export const nextRequestStep = (from: string): RequestStep | null =>
  (requestMovesFrom(from).find((status) => status !== "cancelled") as RequestStep | undefined) ?? null;

/** Statuses an appointment may move to from `from`. */
export const appointmentMovesFrom = (from: string): readonly AppointmentStatus[] =>
  isAppointmentStatus(from) ? APPOINTMENT_STATUS_TRANSITIONS[from] : [];
