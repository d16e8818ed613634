"use server";

import { createClient } from "@/lib/supabase/server";
import { slotInstant } from "@/lib/booking/time";
import { bookingErrorKey, bookingSchema, type BookingValues } from "@/lib/validation/booking";

export type ScheduleResult = { ok: true; startsAt: string } | { ok: false; error: string };

/**
 * Books through schedule_appointment, which is the authority: it takes the
 * service's name, price and duration from its row, checks the day, the slot,
 * overlaps and that a linked request is the caller's approved one.
 */
export async function scheduleAppointment(input: BookingValues): Promise<ScheduleResult> {
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "missing" };
  const supabase = await createClient();
  const { data: auth } = await supabase.auth.getUser();
  if (!auth.user) return { ok: false, error: "errorAuth" };
  const { serviceId, date, slot, issueDescription, requestId } = parsed.data;
  const startsAt = slotInstant(date, slot).toISOString();
  const { error } = await supabase.rpc("schedule_appointment", {
    p_service_id: serviceId,
    p_service_name: "",
    p_appointment_date: startsAt,
    p_issue_description: issueDescription || null,
    p_service_request_id: requestId,
  });
  if (error) return { ok: false, error: bookingErrorKey(error.message) };
  return { ok: true, startsAt };
}
