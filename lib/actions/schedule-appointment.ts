"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { bookingFailureKey, isBookingRefusal, type BookingErrorKey, type BookingRefusalKey } from "@/lib/rules/booking-errors";
import { slotInstant } from "@/lib/rules/booking-time";
import { bookingSchema, type BookingInput } from "@/lib/validation/booking";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";

export type ScheduleResult =
  | { ok: true; appointmentDate: string }
  | { ok: false; error: "missing" | "tooLong" | BookingErrorKey; refused: false }
  | { ok: false; error: BookingRefusalKey; refused: true };

/**
 * A failure, marked `refused` when it is a guard's refusal the form shows in
 * place (decided here, so the browser needs no copy of the error catalogue).
 */
function fail(error: "missing" | "tooLong" | BookingErrorKey | BookingRefusalKey): ScheduleResult {
  return isBookingRefusal(error) ? { ok: false, error, refused: true } : { ok: false, error: error as "missing" | "tooLong" | BookingErrorKey, refused: false };
}

/** The schema's verdict as one key: a too-long description first, then a missing choice, then the horizon. */
function invalidKey(messages: string[]): "missing" | "tooLong" | "beyondHorizon" {
  if (messages.includes("tooLong")) return "tooLong";
  return messages.every((message) => message === "beyondHorizon") ? "beyondHorizon" : "missing";
}

/**
 * Books an appointment through schedule_appointment, acting as the
 * signed-in user whose email is confirmed (nobody signed in: "auth"; an
 * unconfirmed email: "unverified", which the database also refuses). The
 * database is the authority: it takes the name and duration from the services
 * row (the appointments table keeps no price) and checks the weekday, the
 * slot, the end of the day, overlaps (also under concurrency), that a linked
 * request is the caller's approved one, the booking horizon, the cap on
 * upcoming appointments and the confirmed email. Every refusal the form tells
 * apart comes back as its own SQLSTATE (lib/rules/booking-errors.ts). The browser's
 * choice of service is only an id: p_service_name is a required parameter of
 * the function that it ignores, and p_duration is left to its default, which
 * it ignores too.
 */
export const scheduleAppointment: ServerAction<[input: BookingInput], ScheduleResult> = defineAction({
  access: "customer",
  input: bookingSchema,
  invalid: (issues) => fail(invalidKey(issues.map((issue) => issue.message))),
  // Auth unreachable: the generic "problem scheduling" toast, not "please sign in".
  denied: (denial) => fail(denial === "unverified" ? "unverified" : "auth"),
  unavailable: fail("generic"),
  handler: async ({ serviceId, date, slot, issueDescription, requestId }, { supabase }) => {
    const { data, error } = await supabase.rpc("schedule_appointment", {
      p_service_id: serviceId,
      p_service_name: "",
      p_appointment_date: slotInstant(date, slot).toISOString(),
      p_issue_description: issueDescription || undefined,
      p_service_request_id: requestId ?? undefined,
    });
    if (error || !data) {
      const key = bookingFailureKey(error?.code);
      if (key === "generic") console.error("schedule_appointment failed:", error?.code, error?.message);
      return fail(key);
    }
    deliverAfterResponse();
    return { ok: true, appointmentDate: data.appointment_date };
  },
});
