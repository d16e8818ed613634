import { addDays, businessToday, isoWeekday, slotInstant } from "@/lib/rules/booking-time";
import { BOOKING_WEEKDAYS, WARRANTY_RULES } from "@/lib/rules/business-rules";
import type { AppointmentPayload, EstimatePayload, NotificationKind, OutboxRow, RequestPayload, ReviewPayload } from "@/lib/rules/notification-kinds";

/**
 * Made-up outbox rows, one per kind plus the variants worth seeing (a
 * reminder inside the late-cancellation window, late cancellations, a move
 * made by the shop), for the staff preview of every email and for the
 * template tests. Each sample has its own clock: `now` is when the deliverer
 * would render it.
 */
export interface SampleRow {
  /** Unique per sample: the kind, with a suffix for a variant. */
  id: string;
  /** A variant rendered inside the 24-hour late-cancellation window. */
  late: boolean;
  row: OutboxRow;
  now: Date;
}

const HOUR = 3_600_000;

/** The shop day of the sample appointments: the first bookable weekday three or more days after `now`. */
function sampleDay(now: Date) {
  let day = addDays(businessToday(now), 3);
  while (!(BOOKING_WEEKDAYS as readonly number[]).includes(isoWeekday(day))) day = addDays(day, 1);
  return day;
}

/** Starts of the sample appointments: 10:00 at the shop on the sample day. */
export function sampleStart(now: Date) {
  return slotInstant(sampleDay(now), "10:00");
}

/** Where the sample moves come from: 2:00 PM at the shop a week after the sample day (the same weekday). */
export function samplePreviousStart(now: Date) {
  return slotInstant(addDays(sampleDay(now), 7), "14:00");
}

export function sampleAppointment(startsAt: Date, overrides: Partial<AppointmentPayload> = {}): AppointmentPayload {
  return {
    appointment_id: "3f6c2a0e-8d1b-4c59-9a7e-2b5d7e1f4c80",
    service_name: "Computer Repair",
    translation_key: "computerRepair",
    price: "$75",
    covered_total_cents: null,
    remote: false,
    starts_at: startsAt.toISOString(),
    duration: 60,
    late_cancellation: false,
    customer_name: "Ana García",
    customer_email: "ana.garcia@example.com",
    ...overrides,
  };
}

/** What a customer would have typed, in the sample's language. */
const typed = {
  en: {
    title: "Laptop won't turn on after an update",
    review: "Fast, friendly and honest. They explained what was wrong with my laptop and had it running again the same afternoon.",
  },
  es: {
    title: "La laptop no enciende después de una actualización",
    review: "Rápidos, amables y honestos. Me explicaron qué le pasaba a mi laptop y la dejaron funcionando esa misma tarde.",
  },
} as const;

/** What staff would have typed when cancelling, in the sample's language. */
const sampleCancelReason = {
  en: "The part for this model is discontinued and no replacement fits.",
  es: "La pieza de este modelo ya no se fabrica y ningún repuesto es compatible.",
} as const;

export function sampleRequest(overrides: Partial<RequestPayload> = {}): RequestPayload {
  return {
    request_id: "9b1e4d7a-2c3f-4a8b-b6d5-0e7f1a2c3d4e",
    reference: 1042,
    title: typed.en.title,
    service_type: "computerRepair",
    status: "approved",
    technician: null,
    customer_name: "Ana García",
    customer_email: "ana.garcia@example.com",
    ...overrides,
  };
}

export function sampleReview(overrides: Partial<ReviewPayload> = {}): ReviewPayload {
  return {
    review_id: "5a7c9e1b-3d5f-4b7a-8c9e-1f3a5b7c9d2e",
    name: "Ana García",
    rating: 5,
    service: "computer-repair",
    review_text: typed.en.review,
    ...overrides,
  };
}

/** The closure's reasons as staff give them: both languages in every row (the email picks its own). */
export const sampleClosureReasons = { closure_reason_en: "Staff training day", closure_reason_es: "Día de capacitación del personal" } as const;

/** Every sample in `locale`, timed around `now` (the preview's clock). */
export function sampleRows(locale: OutboxRow["locale"], now: Date = new Date()): SampleRow[] {
  const start = sampleStart(now);
  const insideWindow = new Date(start.getTime() - 20 * HOUR);
  const appointment = sampleAppointment(start);
  const lateCancel = sampleAppointment(start, { late_cancellation: true, cancelled_by: "customer" });
  const previousStart = samplePreviousStart(now).toISOString();
  const moved = (moved_by: "customer" | "shop") => sampleAppointment(start, { previous_starts_at: previousStart, moved_by });
  const closed = sampleAppointment(start, sampleClosureReasons);
  const covered = sampleAppointment(start, { price: null, covered_total_cents: 25438 });
  const { title, review } = typed[locale];
  const request = (overrides: Partial<RequestPayload>) => sampleRequest({ title, ...overrides });
  const estimate = (overrides: Partial<EstimatePayload>): EstimatePayload => ({
    request_id: "9b1e4d7a-2c3f-4a8b-b6d5-0e7f1a2c3d4e",
    estimate_id: "3c5e7a9b-1d2f-4e6a-8b0c-2d4f6a8b0c1e",
    reference: 1042,
    title,
    version: 1,
    total_cents: 18943,
    valid_until: "2026-12-15",
    status: "sent",
    decline_reason: null,
    customer_name: "Ana García",
    customer_email: "ana.garcia@example.com",
    ...overrides,
  });
  const customer = { user_id: "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c", recipient: "ana.garcia@example.com", locale };
  const shop = { user_id: null, recipient: null, locale };

  const samples: [id: string, kind: NotificationKind, extra: Omit<OutboxRow, "id" | "kind" | "payload" | "attempts">, payload: OutboxRow["payload"], at?: Date][] = [
    ["appointment_confirmed", "appointment_confirmed", customer, appointment],
    ["appointment_reminder", "appointment_reminder", customer, appointment],
    ["appointment_reminder-late", "appointment_reminder", customer, appointment, insideWindow],
    ["appointment_cancelled-late", "appointment_cancelled", customer, lateCancel, insideWindow],
    ["appointment_confirmed-covered", "appointment_confirmed", customer, covered],
    ["appointment_completed", "appointment_completed", customer, appointment],
    ["appointment_no_show", "appointment_no_show", customer, { ...appointment, fee_cents: 3750, fee_waived: false }],
    ["appointment_no_show-waived", "appointment_no_show", customer, { ...appointment, fee_cents: 3750, fee_waived: true }],
    ["appointment_no_show-covered", "appointment_no_show", customer, { ...covered, fee_cents: null, fee_waived: false }],
    ["appointment_rescheduled", "appointment_rescheduled", customer, moved("customer")],
    ["appointment_rescheduled-shop", "appointment_rescheduled", customer, moved("shop")],
    ["appointment_closure", "appointment_closure", customer, closed],
    ["appointment_closure_lifted", "appointment_closure_lifted", customer, closed],
    ["request_received", "request_received", customer, request({ status: "pending" })],
    ["request_approved", "request_approved", customer, request({})],
    ["request_in_progress", "request_in_progress", customer, request({ status: "in_progress", technician: "Marcus Lee" })],
    ["request_completed", "request_completed", customer, request({ status: "completed", technician: "Marcus Lee" })],
    [
      "request_completed-receipt",
      "request_completed",
      customer,
      request({ status: "completed", technician: "Marcus Lee", receipt: { number: 1001, total_cents: 25438, warranty_ends_on: addDays(businessToday(now), WARRANTY_RULES.days) } }),
    ],
    ["request_waiting_for_parts", "request_waiting_for_parts", customer, request({ status: "waiting_for_parts", technician: "Marcus Lee" })],
    ["request_ready_for_pickup", "request_ready_for_pickup", customer, request({ status: "ready_for_pickup", technician: "Marcus Lee" })],
    ["request_cancelled", "request_cancelled", customer, request({ status: "cancelled", cancel_reason: sampleCancelReason[locale] })],
    ["request_cancelled-withdrawn", "request_cancelled", customer, request({ status: "cancelled", withdrawn_by: "customer" })],
    [
      "request_completed-visit",
      "request_completed",
      customer,
      request({ status: "completed", technician: "Marcus Lee", closed_visits: [{ appointment_id: appointment.appointment_id, service_name: appointment.service_name, translation_key: appointment.translation_key, starts_at: appointment.starts_at, status: "cancelled" }] }),
    ],
    ["request_reply", "request_reply", customer, request({ status: "in_progress", technician: "Marcus Lee", author_name: "Marcus Lee" })],
    ["estimate_sent", "estimate_sent", customer, estimate({})],
    ["estimate_sent-revised", "estimate_sent", customer, estimate({ version: 2 })],
    ["shop_new_request", "shop_new_request", shop, request({ status: "pending" })],
    ["shop_new_request-warranty", "shop_new_request", shop, request({ status: "pending", warranty_of_reference: 1037 })],
    ["shop_request_withdrawn", "shop_request_withdrawn", shop, request({ status: "cancelled", withdrawn_by: "customer" })],
    ["shop_new_booking", "shop_new_booking", shop, appointment],
    ["shop_cancellation-late", "shop_cancellation", shop, lateCancel, insideWindow],
    ["shop_rescheduled", "shop_rescheduled", shop, moved("customer")],
    ["shop_new_review", "shop_new_review", shop, sampleReview({ review_text: review })],
    ["shop_request_reply", "shop_request_reply", shop, request({ status: "in_progress", technician: "Marcus Lee", author_name: "Ana García" })],
    ["shop_estimate_answered", "shop_estimate_answered", shop, estimate({ status: "approved" })],
    ["shop_estimate_answered-declined", "shop_estimate_answered", shop, estimate({ status: "declined", decline_reason: review })],
  ];
  return samples.map(([id, kind, extra, payload, at], index) => ({
    id,
    late: at !== undefined,
    row: { id: index + 1, kind, ...extra, payload, attempts: 1 },
    now: at ?? now,
  }));
}
