import { slotInstant } from "@/lib/rules/booking-time";
import { LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { actionCaller, freeSlots } from "./booking-client";

// What the rescheduling benchmark needs beyond booking: the server action as
// the dashboard's reschedule dialog calls it, and slots a customer may still
// move an appointment from and to.

/**
 * `count` free (date, slot) pairs that all start more than 24 hours (plus an
 * hour for the benchmark's own duration) from now: a customer may move an
 * appointment only until 24 hours before its start (BK006), and every slot
 * here is, in turn, the start the next move leaves.
 */
export function movableSlots(count: number) {
  const earliest = Date.now() + (LATE_CANCELLATION_HOURS + 1) * 3600_000;
  // freeSlots starts tomorrow: at most one day's six slots fall inside the window.
  return freeSlots(count + 6)
    .filter(({ date, slot }) => slotInstant(date, slot).getTime() > earliest)
    .slice(0, count);
}

/**
 * Moves an appointment through the rescheduleAppointment server action
 * exactly as the reschedule dialog does: a POST to the dashboard's
 * appointments tab (where the dialog lives) with `{ appointmentId, date, slot }`.
 */
export function actionRescheduler(site: string, distDir: string, cookie: string) {
  const call = actionCaller(
    site,
    distDir,
    cookie,
    "/dashboard?tab=appointments",
    "lib/actions/reschedule-appointment.ts",
    "rescheduleAppointment",
  );
  return async (appointmentId: string, date: string, slot: string) => {
    const answer = await call({ appointmentId, date, slot });
    if (!answer.includes('"ok":true')) throw new Error(`moving ${appointmentId} to ${date} ${slot} failed: ${answer}`);
  };
}
