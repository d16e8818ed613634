import { APPOINTMENT_ACTION_RULES, APPOINTMENT_STATUS_TRANSITIONS, isAppointmentStatus } from "@/lib/rules/business-rules";
import { businessDateOf } from "@/lib/rules/booking-time";

/**
 * What staff may do with an appointment at a given moment, the one place the
 * console asks. The workflow (APPOINTMENT_STATUS_TRANSITIONS) says which
 * moves exist; this says which fit the time:
 * - reschedule: while pending and not yet due to start (inside that window the
 *   appointment is about to happen or missed: start, complete or cancel it;
 *   the database would still let staff move it, and logs it);
 * - start (check in: the customer arrived): pending, from
 *   APPOINTMENT_ACTION_RULES.startLeadMinutes before the start;
 * - complete: once checked in, or while pending on (or after) its day at the shop;
 * - noShow: pending, from its start (the policy's fee follows, docs/scheduling.md);
 * - cancel: while pending or in progress.
 * The database refuses the same start, complete and no-show moves when they are not
 * due (public.appointment_status_change_due, SQLSTATE CN001), however they
 * are asked for; tests/db/console.test.ts proves the two agree.
 */
export type AppointmentAction = "reschedule" | "start" | "complete" | "noShow" | "cancel";

export interface ActionSubject {
  status: string;
  /** The start, an ISO instant. */
  appointment_date: string;
}

/** Whether moving from `from` to `to` is due at `now` (SQL twin: appointment_status_change_due). */
export function statusChangeDue(from: string, to: string, startsAt: string, now: Date): boolean {
  if (from === "pending" && to === "in_progress") {
    return now.getTime() >= new Date(startsAt).getTime() - APPOINTMENT_ACTION_RULES.startLeadMinutes * 60_000;
  }
  if (from === "pending" && to === "completed") return businessDateOf(startsAt) <= businessDateOf(now);
  if (from === "pending" && to === "no_show") return now.getTime() >= new Date(startsAt).getTime();
  return true;
}

/** The actions to offer, in the order the console shows them (the main one first). */
export function appointmentActions(appointment: ActionSubject, now: Date): AppointmentAction[] {
  const { status, appointment_date: start } = appointment;
  if (!isAppointmentStatus(status)) return [];
  const moves = APPOINTMENT_STATUS_TRANSITIONS[status];
  const actions: AppointmentAction[] = [];
  const startDue = moves.includes("in_progress") && statusChangeDue(status, "in_progress", start, now);
  if (startDue) actions.push("start");
  if (moves.includes("completed") && (status === "in_progress" || statusChangeDue(status, "completed", start, now))) actions.push("complete");
  if (moves.includes("no_show") && statusChangeDue(status, "no_show", start, now)) actions.push("noShow");
  if (status === "pending" && !startDue) actions.push("reschedule");
  if (moves.includes("cancelled")) actions.push("cancel");
  return actions;
}

/** The status each status action sets. */
export const ACTION_TARGET = { start: "in_progress", complete: "completed", noShow: "no_show", cancel: "cancelled" } as const;
