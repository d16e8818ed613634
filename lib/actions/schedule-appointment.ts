"use server";

import { bookingErrorKey, bookingRefusalKey, type BookingErrorKey, type BookingRefusalKey } from "@/lib/booking/errors";
import { slotInstant } from "@/lib/booking/time";
import { DEFAULT_APPOINTMENT_DURATION } from "@/lib/business-rules";
import { createClient } from "@/lib/supabase/server";
import { bookingSchema, type BookingInput } from "@/lib/validation/booking";
import { deliverAfterResponse } from "@/lib/notifications/deliver-after-response";

export type ScheduleResult =
  | { ok: true; appointmentDate: string }
  | { ok: false; error: "missing" | "tooLong" | BookingErrorKey | BookingRefusalKey };

/** The schema's verdict as one key: a too-long description first, then a missing choice, then the horizon. */
function invalidKey(messages: string[]): "missing" | "tooLong" | "beyondHorizon" {
  if (messages.includes("tooLong")) return "tooLong";
  return messages.every((message) => message === "beyondHorizon") ? "beyondHorizon" : "missing";
}

/**
 * Books an appointment through schedule_appointment, acting as the
 * signed-in user whose email is confirmed. The database is the authority: it
 * takes the name, price and duration from the services row and checks the
 * weekday, the slot, the end of the day, overlaps (also under concurrency),
 * that a linked request is the caller's approved one, the booking horizon, the
 * cap on upcoming appointments and the confirmed email; those last three come
 * back as SQLSTATEs (bookingRefusalKey). Name and duration are sent as the
 * product's call shape has them; the browser's choice of service is only an id.
 */
export async function scheduleAppointment(input: BookingInput): Promise<ScheduleResult> {
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: invalidKey(parsed.error.issues.map((i) => i.message)) };
  const { serviceId, date, slot, issueDescription, requestId } = parsed.data;

  const supabase = await createClient();
  const [{ data: auth }, { data: service }] = await Promise.all([
    supabase.auth.getUser(),
    supabase.from("services").select("name, duration").eq("id", serviceId).maybeSingle(),
  ]);
  if (!auth.user) return { ok: false, error: "auth" };
  if (!auth.user.email_confirmed_at) return { ok: false, error: "unverified" };

  const { data, error } = await supabase.rpc("schedule_appointment", {
    p_service_id: serviceId,
    p_service_name: service?.name ?? "",
    p_appointment_date: slotInstant(date, slot).toISOString(),
    p_duration: service?.duration ?? DEFAULT_APPOINTMENT_DURATION,
    p_issue_description: issueDescription || null,
    p_service_request_id: requestId,
  });
  if (error || !data) {
    const key = bookingRefusalKey(error?.code) ?? bookingErrorKey(error?.message);
    if (key === "generic") console.error("schedule_appointment failed:", error?.message);
    return { ok: false, error: key };
  }
  deliverAfterResponse();
  return { ok: true, appointmentDate: data.appointment_date };
}
