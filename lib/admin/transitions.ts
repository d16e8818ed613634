import {
  isAppointmentStatus,
  isRequestStatus,
  type AppointmentStatus,
  type RequestStatus,
} from "@/lib/dashboard/status";

// The moves the console offers. The database is the authority
// (public.request_status_transition_allowed / appointment_status_transition_allowed,
// enforced by triggers); tests/db/admin-transitions.test.ts keeps these equal.

const requestMoves: Record<RequestStatus, RequestStatus[]> = {
  pending: ["approved", "cancelled"],
  approved: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

const appointmentMoves: Record<AppointmentStatus, AppointmentStatus[]> = {
  pending: ["in_progress", "completed", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** Statuses a request may move to from `from` (empty for final or unknown ones). */
export const requestMovesFrom = (from: string): RequestStatus[] => (isRequestStatus(from) ? requestMoves[from] : []);

/** A step forward along the workflow (not a cancellation). */
export type RequestStep = Exclude<RequestStatus, "pending" | "cancelled">;

/** The one forward step along pending -> approved -> in progress -> completed, if any. */
export const nextRequestStep = (from: string): RequestStep | null =>
  (requestMovesFrom(from).find((status) => status !== "cancelled") as RequestStep | undefined) ?? null;

/** Statuses an appointment may move to from `from`. */
export const appointmentMovesFrom = (from: string): AppointmentStatus[] =>
  isAppointmentStatus(from) ? appointmentMoves[from] : [];
