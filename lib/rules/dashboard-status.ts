import {
  LATE_CANCELLATION_HOURS,
  type AppointmentStatus,
  type RequestStatus,
} from "@/lib/rules/business-rules";

// UI helpers over the statuses of lib/rules/business-rules.ts (the lists, their
// types and guards live there, next to the rules the database enforces).

/** Colour family of a status badge: yellow, blue, green, red, grey. */
export type StatusTone = "yellow" | "blue" | "green" | "red" | "grey";

/** What a status means to the person reading it, which picks its colour and its icon. */
export type StatusMeaning = "waiting" | "settled" | "underway" | "done" | "stopped" | "unknown";

const requestMeanings: Record<RequestStatus, StatusMeaning> = {
  pending: "waiting",
  approved: "settled",
  in_progress: "underway",
  waiting_for_parts: "waiting",
  ready_for_pickup: "settled",
  completed: "done",
  cancelled: "stopped",
};

/** An appointment's `pending` is shown as "Confirmed": the visit is booked, nothing waits on anyone. */
const appointmentMeanings: Record<AppointmentStatus, StatusMeaning> = {
  pending: "settled",
  in_progress: "underway",
  completed: "done",
  cancelled: "stopped",
  no_show: "stopped",
};

const tones: Record<StatusMeaning, StatusTone> = { waiting: "yellow", settled: "green", underway: "blue", done: "green", stopped: "red", unknown: "grey" };

/** What a request's or an appointment's status means (unknown values: "unknown"). */
export function statusMeaning(status: string, kind: "request" | "appointment"): StatusMeaning {
  const meanings: Record<string, StatusMeaning> = kind === "request" ? requestMeanings : appointmentMeanings;
  return Object.hasOwn(meanings, status) ? meanings[status]! : "unknown";
}

/** Badge colours by meaning: amber waiting (a pending request, waiting for parts), green settled or done (approved, ready for pickup, a confirmed appointment, completed), blue underway, red cancelled or a no-show, grey unknown. */
export const statusTone = (status: string, kind: "request" | "appointment"): StatusTone => tones[statusMeaning(status, kind)];

const closedAppointment: readonly string[] = ["cancelled", "completed", "no_show"] satisfies AppointmentStatus[];

/** Cancel is offered unless the appointment is already over: cancelled, completed or a no-show. */
export const canCancelAppointment = (status: string) => !closedAppointment.includes(status);

/** Cancelling less than this long before the start costs the late fee (LATE_CANCELLATION_HOURS). */
export const LATE_CANCELLATION_WINDOW_MS = LATE_CANCELLATION_HOURS * 60 * 60 * 1000;

/** True when cancelling now falls inside the late-cancellation window before the start. */
export function isLateCancellation(start: Date | string, now: Date = new Date()) {
  return new Date(start).getTime() - now.getTime() < LATE_CANCELLATION_WINDOW_MS;
}

/** A customer may move a pending appointment online until the late-cancellation window; inside it, they call the shop. */
export const canReschedule = (appointment: { appointment_date: string; status: string }, now: Date = new Date()) =>
  appointment.status === "pending" && !isLateCancellation(appointment.appointment_date, now);

/** An appointment still ahead and not cancelled or completed: it gets calendar links. */
export function isUpcoming(appointment: { appointment_date: string; status: string }, now: Date = new Date()) {
  return canCancelAppointment(appointment.status) && new Date(appointment.appointment_date).getTime() > now.getTime();
}

/** When a history row was completed: updated_at, else created_at. */
export const completedAt = (row: { updated_at: string | null; created_at: string }) => row.updated_at ?? row.created_at;
