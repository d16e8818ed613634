import { APPOINTMENTS_PATH, appointmentEvent, siteLocation } from "@/lib/rules/calendar-event";
import { googleCalendarUrl } from "@/lib/rules/calendar-google";
import { buildIcs, icsContentType, icsFilename, type IcsMethod } from "@/lib/rules/calendar-ics";
import { businessDateOf } from "@/lib/rules/booking-time";
import { appointmentActionPath, type AppointmentAction } from "@/lib/rules/dashboard-tabs";
import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import { site } from "@/lib/site/business-profile";
import type { AppointmentPayload } from "@/lib/rules/notification-kinds";
import type { Block, DetailRow, EmailAttachment, EmailLink } from "./content";
import type { EmailContext } from "./context";

/** The numbers of the cancellation policy, as the messages take them. */
export const policyValues = {
  hours: LATE_CANCELLATION_HOURS,
  percent: LATE_CANCELLATION_FEE_PERCENT,
};

/** The appointment's service and start, as every appointment email names them. */
export function appointmentFacts(ctx: EmailContext, a: AppointmentPayload) {
  return { service: ctx.appointmentService(a), when: ctx.when(a.starts_at) };
}

/** The start before a move; a move kind's payload always has it (payload.ts checks). */
export function movedFrom(a: AppointmentPayload): string {
  if (!a.previous_starts_at) throw new Error("Notification payload: a move without previous_starts_at");
  return a.previous_starts_at;
}

/**
 * What the visit costs, as every appointment email states it
 * (docs/product.md#what-each-price-is): covered by the request's approved
 * estimate, naming its total, or the price it was booked at; null when the
 * payload has neither (an older row without a price).
 */
export function visitPrice(ctx: EmailContext, a: AppointmentPayload, forShop = false): string | null {
  if (a.covered_total_cents !== null) {
    return ctx.t(forShop ? "common.coveredByEstimateShop" : "common.coveredByEstimate", { total: formatCents(a.covered_total_cents, ctx.locale) });
  }
  return a.price;
}

/**
 * The appointment as a details table. Customers get the shop's address (or,
 * for a remote session, how the technician connects);
 * staff (`forShop`) get who booked instead. `status`, when given, is named in
 * the dashboard's words (AppointmentStatus).
 */
export function appointmentDetails(
  ctx: EmailContext,
  a: AppointmentPayload,
  { forShop = false, status }: { forShop?: boolean; status?: "pending" | "cancelled" } = {},
): Block {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  const rows: DetailRow[] = [
    { label: t("labels.service"), value: service },
    { label: t("labels.when"), value: when.full },
    { label: t("labels.duration"), value: ctx.minutes(a.duration) },
  ];
  if (status) rows.push({ label: t("labels.status"), value: ctx.appointmentStatus(status) });
  const price = visitPrice(ctx, a, forShop);
  if (price) rows.push({ label: t("labels.price"), value: price });
  if (forShop) {
    rows.push({ label: t("labels.customer"), value: a.customer_name ?? a.customer_email });
    rows.push({ label: t("labels.email"), value: a.customer_email });
  } else {
    rows.push({ label: t("labels.where"), value: a.remote ? t("common.remoteSession") : `${site.name}, ${siteLocation()}` });
  }
  return { type: "details", rows };
}

/**
 * The appointment for calendars: the .ics attachment and the Google Calendar
 * link, from the same event as the dashboard's download
 * (lib/rules/calendar-event.ts). `method` "REQUEST" adds or updates the visit
 * (booked, moved, reminded, standing after a closure); "CANCEL" removes it.
 * SEQUENCE is the appointment's revision when the email was queued, so a late
 * email never overrides a newer state.
 */
export function appointmentCalendar(
  ctx: EmailContext,
  a: AppointmentPayload,
  method: IcsMethod = "REQUEST",
): { google: EmailLink; ics: EmailAttachment } {
  const { service, when } = appointmentFacts(ctx, a);
  const event = appointmentEvent(
    { id: a.appointment_id, appointment_date: a.starts_at, duration: a.duration, service, date: when.date, time: when.time, zone: ctx.zone, ...(a.remote ? { location: ctx.t("common.remoteSession") } : {}) },
    ctx.calendar,
    ctx.locale,
  );
  return {
    google: { label: ctx.t("actions.addToGoogle"), href: googleCalendarUrl(event) },
    ics: {
      filename: icsFilename(businessDateOf(a.starts_at)),
      content: buildIcs(event, { method, sequence: a.revision ?? 0, attendee: { email: a.customer_email, name: a.customer_name }, stamp: ctx.now }),
      contentType: icsContentType(method),
    },
  };
}

/** Where a customer sees (and cancels) their appointments. */
export const dashboardAppointments = (ctx: EmailContext) => ctx.url(APPOINTMENTS_PATH);

/** The dashboard with the appointment's Reschedule or Cancel dialog open (lib/rules/dashboard-tabs.ts). */
export const dashboardAction = (ctx: EmailContext, a: AppointmentPayload, action: AppointmentAction) =>
  ctx.url(appointmentActionPath(a.appointment_id, action));
