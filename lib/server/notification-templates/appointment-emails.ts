import { isLateCancellation } from "@/lib/rules/dashboard-status";
import { formatClock } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { site } from "@/lib/site/business-profile";
import type { AppointmentPayload } from "@/lib/rules/notification-kinds";
import { appointmentCalendar, appointmentDetails, appointmentFacts, dashboardAction, dashboardAppointments, movedFrom, policyValues } from "./appointment-details";
import type { Block, EmailContent } from "./content";
import { oneLine, type EmailContext } from "./context";
import { customerClosing, reviewUrl } from "./customer-parts";

// The customer's appointment emails: confirmation, reminder, move,
// cancellation, a closure over the appointment, and the thank-you with a
// review invitation once the visit is completed.

const business = site.shortName;

/** The one-click opt-out line of an optional kind; omitted when the deliverer gave no link (a preview). */
function optOut(ctx: EmailContext, text: string, label: string): EmailContent["optOut"] {
  return ctx.unsubscribeUrl ? { text, link: { label, href: ctx.unsubscribeUrl } } : undefined;
}

/** What sets the confirmation, the reminder and the move apart; the rest of them is the same. */
interface UpcomingWording {
  subject: string;
  preview: string;
  heading: string;
  /** The paragraphs (and notices) between the greeting and the details. */
  lead: Block[];
  optOut?: EmailContent["optOut"];
}

/**
 * An appointment still to come: its details, the late-fee warning inside the
 * window, the dashboard and calendar links, the policy, and the .ics.
 */
function upcoming(ctx: EmailContext, a: AppointmentPayload, wording: UpcomingWording): EmailContent {
  const { t } = ctx;
  const calendar = appointmentCalendar(ctx, a);
  const dashboard = dashboardAppointments(ctx);
  const late = isLateCancellation(a.starts_at, ctx.now);
  // A visit covered by an approved estimate carries no fee: no warning, and its own policy line.
  const covered = a.covered_total_cents !== null;
  return {
    subject: wording.subject,
    preview: wording.preview,
    blocks: [
      { type: "heading", text: wording.heading },
      { type: "text", text: ctx.greeting(a.customer_name) },
      ...wording.lead,
      appointmentDetails(ctx, a, { status: "pending" }),
      ...(late && !covered ? [{ type: "notice", tone: "warning", text: t("common.lateNow", policyValues) } as const] : []),
      {
        type: "actions",
        primary: { label: t("actions.viewAppointment"), href: dashboard },
        secondary: [
          // Moving online ends 24 hours before the start; inside them the policy line gives the phone.
          ...(late ? [] : [{ label: t("actions.rescheduleAppointment"), href: dashboardAction(ctx, a, "reschedule") }]),
          { label: t("actions.cancelAppointment"), href: dashboardAction(ctx, a, "cancel") },
          calendar.google,
        ],
      },
      { type: "text", text: t(covered ? "common.policyCovered" : "common.policy", policyValues) },
      ...customerClosing(ctx, { appointment: true }),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
    optOut: wording.optOut,
    attachments: [calendar.ics],
  };
}

/** Confirmation and reminder differ only in their wording and the reminder's opt-out. */
function booked(ctx: EmailContext, a: AppointmentPayload, kind: "confirmed" | "reminder"): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  return upcoming(ctx, a, {
    subject: t(`${kind}.subject`, { service, date: when.short, time: when.time }),
    preview: t(`${kind}.preview`, { business, date: when.date, time: when.time }),
    heading: t(`${kind}.heading`),
    lead: [{ type: "text", text: t(`${kind}.intro`, { business }) }],
    optOut: kind === "reminder" ? optOut(ctx, t("reminder.optOut"), t("reminder.optOutLink")) : undefined,
  });
}

export const appointmentConfirmed = (ctx: EmailContext, a: AppointmentPayload) => booked(ctx, a, "confirmed");

export const appointmentReminder = (ctx: EmailContext, a: AppointmentPayload) => booked(ctx, a, "reminder");

/**
 * The appointment was moved (by its owner, or by staff: then the customer is
 * asked to call if the new time does not suit). The new time leads, the
 * previous one follows; the calendar links and the .ics are for the new time
 * (same UID as the confirmation's, so a calendar can update the event).
 */
export function appointmentRescheduled(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  const previous = ctx.when(movedFrom(a));
  return upcoming(ctx, a, {
    subject: t("rescheduled.subject", { service, date: when.short, time: when.time }),
    preview: t("rescheduled.preview", { service, date: when.date, time: when.time }),
    heading: t("rescheduled.heading"),
    lead: [
      { type: "text", text: a.moved_by === "shop" ? t("rescheduled.byShop", { phone: site.phone.display }) : t("rescheduled.byCustomer") },
      { type: "notice", tone: "info", text: t("rescheduled.newTime", { when: when.full }) },
      { type: "text", text: t("rescheduled.previously", { when: previous.full }) },
    ],
  });
}

/**
 * The shop will be closed when the appointment is: it cannot take place. The
 * customer picks a new time from the dashboard, or calls; inside the 24-hour
 * window, when an online move is refused, only calls. The closure's reason is
 * in the email's language (none when staff gave none). No .ics: there is no
 * new time yet.
 */
export function appointmentClosure(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  const reason = ctx.locale === "es" ? a.closure_reason_es : a.closure_reason_en;
  // A part-day closure names its hours; a whole day, only the date.
  const hours = a.closed_from && a.closed_until ? { from: formatClock(a.closed_from, ctx.locale), until: formatClock(a.closed_until, ctx.locale) } : null;
  const values = { business, date: when.date, time: when.time, ...hours };
  const byPhone = isLateCancellation(a.starts_at, ctx.now);
  const phone = site.phone.display;
  const body = hours ? (reason ? "closure.bodyHours" : "closure.bodyHoursNoReason") : reason ? "closure.body" : "closure.bodyNoReason";
  return {
    subject: hours ? t("closure.subjectHours", { service, date: when.short, ...hours }) : t("closure.subject", { service, date: when.short }),
    preview: t("closure.preview", { time: when.time }),
    blocks: [
      { type: "heading", text: t(hours ? "closure.headingHours" : "closure.heading") },
      { type: "text", text: ctx.greeting(a.customer_name) },
      { type: "text", text: t(body, { ...values, reason: reason ? oneLine(reason) : "" }) },
      appointmentDetails(ctx, a),
      {
        type: "notice",
        tone: "info",
        text: byPhone ? t("closure.rescheduleByPhone", { phone, hours: policyValues.hours }) : t("closure.reschedule", { phone }),
      },
      {
        type: "actions",
        primary: byPhone
          ? { label: t("actions.viewAppointments"), href: dashboardAppointments(ctx) }
          : { label: t("actions.chooseNewTime"), href: dashboardAction(ctx, a, "reschedule") },
        secondary: [{ label: t("actions.cancelAppointment"), href: dashboardAction(ctx, a, "cancel") }],
      },
      ...customerClosing(ctx),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
  };
}

/**
 * The closure that was to fall on the appointment was removed or shortened:
 * the appointment stands as booked, with nothing to do. The .ics and the
 * calendar links as in a confirmation (the event never left the calendar;
 * the file only confirms it).
 */
export function appointmentClosureLifted(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  return upcoming(ctx, a, {
    subject: t("closureLifted.subject", { service, date: when.short, time: when.time }),
    preview: t("closureLifted.preview", { date: when.date }),
    heading: t("closureLifted.heading"),
    lead: [{ type: "notice", tone: "info", text: t("closureLifted.body", { date: when.date, time: when.time }) }],
  });
}

export function appointmentCancelled(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  return {
    subject: t("cancelled.subject", { service, date: when.short, time: when.time }),
    preview: t("cancelled.preview", { service, date: when.date }),
    blocks: [
      { type: "heading", text: t("cancelled.heading") },
      { type: "text", text: ctx.greeting(a.customer_name) },
      { type: "text", text: t(a.cancelled_by === "shop" ? "cancelled.byShop" : "cancelled.byCustomer") },
      appointmentDetails(ctx, a, { status: "cancelled" }),
      { type: "text", text: t("cancelled.calendarRemoved") },
      ...(a.late_cancellation && a.covered_total_cents === null
        ? [{ type: "notice", tone: "warning", text: t("cancelled.late", policyValues) } as const]
        : []),
      { type: "text", text: t("cancelled.bookAgain") },
      {
        type: "actions",
        primary: { label: t("actions.bookAgain"), href: ctx.url("/book-appointment") },
        secondary: [{ label: t("actions.viewAppointments"), href: dashboardAppointments(ctx) }],
      },
      ...customerClosing(ctx),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
    // Removes the event the confirmation's .ics put in the customer's calendar.
    attachments: [appointmentCalendar(ctx, a, "CANCEL").ics],
  };
}

/**
 * The customer did not come (staff marked a no-show): said once, with the fee
 * the policy sets (formatted from the payload's cents), or that staff waived
 * it, or that none applies (a visit covered by an estimate, or without a
 * price). Sent a few minutes after the no-show, so a waiver made meanwhile is
 * what it says.
 */
export function appointmentNoShow(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  const fee = a.fee_cents ?? null;
  const feeText =
    fee === null
      ? t("noShow.noFee")
      : a.fee_waived
        ? t("noShow.feeWaived", { amount: formatCents(fee, ctx.locale) })
        : t("noShow.fee", { amount: formatCents(fee, ctx.locale), percent: policyValues.percent });
  return {
    subject: t("noShow.subject", { service, date: when.short, time: when.time }),
    preview: t("noShow.preview", { service, date: when.date }),
    blocks: [
      { type: "heading", text: t("noShow.heading") },
      { type: "text", text: ctx.greeting(a.customer_name) },
      { type: "text", text: t("noShow.body", { service, date: when.date, time: when.time }) },
      { type: "notice", tone: fee !== null && !a.fee_waived ? "warning" : "info", text: feeText },
      { type: "text", text: t("noShow.bookAgain", { phone: site.phone.display }) },
      {
        type: "actions",
        primary: { label: t("actions.bookAgain"), href: ctx.url("/book-appointment") },
        secondary: [{ label: t("actions.viewAppointments"), href: dashboardAppointments(ctx) }],
      },
      ...customerClosing(ctx),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
  };
}

export function appointmentCompleted(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service } = appointmentFacts(ctx, a);
  return {
    subject: t("completed.subject", { service }),
    preview: t("completed.preview", { business }),
    blocks: [
      { type: "heading", text: t("completed.heading") },
      { type: "text", text: ctx.greeting(a.customer_name) },
      { type: "text", text: t("completed.body", { service, city: site.address.city }) },
      {
        type: "actions",
        primary: { label: t("actions.leaveReview"), href: reviewUrl(ctx) },
        secondary: [{ label: t("actions.bookNext"), href: ctx.url("/book-appointment") }],
      },
      ...customerClosing(ctx),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
    optOut: optOut(ctx, t("completed.optOut"), t("completed.optOutLink")),
  };
}
