/** Service request statuses the database allows, in workflow order. */
export const REQUEST_STATUSES = ["pending", "approved", "in_progress", "completed", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Appointment statuses the database allows. */
export const APPOINTMENT_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Colour family of a status badge: yellow, blue, green, red, grey. */
export type StatusTone = "yellow" | "blue" | "green" | "red" | "grey";

const tones: Record<string, StatusTone> = {
  pending: "yellow",
  in_progress: "blue",
  completed: "green",
  cancelled: "red",
};

/** Spec's list colours: yellow pending, blue in progress, green completed, red cancelled, grey otherwise. */
export const statusTone = (status: string): StatusTone => tones[status] ?? "grey";

export const isRequestStatus = (value: string): value is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value);

export const isAppointmentStatus = (value: string): value is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** Cancel is offered unless the appointment is already cancelled or completed. */
export const canCancelAppointment = (status: string) => status !== "cancelled" && status !== "completed";

/** Cancelling less than this long before the start costs the late fee. */
export const LATE_CANCELLATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Share of the service cost charged for a late cancellation or no-show. */
export const LATE_CANCELLATION_FEE_PERCENT = 50;

/** True when cancelling now falls inside the 24-hour window before the start. */
export function isLateCancellation(start: Date | string, now: Date = new Date()) {
  return new Date(start).getTime() - now.getTime() < LATE_CANCELLATION_WINDOW_MS;
}

/** An appointment still ahead and not cancelled or completed: it gets calendar links. */
export function isUpcoming(appointment: { appointment_date: string; status: string }, now: Date = new Date()) {
  return canCancelAppointment(appointment.status) && new Date(appointment.appointment_date).getTime() > now.getTime();
}

/** When a history row was completed: updated_at, else created_at. */
export const completedAt = (row: { updated_at: string | null; created_at: string }) => row.updated_at ?? row.created_at;
