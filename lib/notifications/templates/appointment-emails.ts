import { isLateCancellation } from "@/lib/dashboard/status";
import { site } from "@/lib/site";
import type { AppointmentPayload } from "../kinds";
import { appointmentCalendar, appointmentDetails, appointmentFacts, dashboardAppointments, policyValues } from "./appointment-details";
import type { EmailContent } from "./content";
import type { EmailContext } from "./context";
import { customerClosing, reviewUrl } from "./customer-parts";

// The customer's appointment emails: confirmation, reminder, cancellation,
// and the thank-you with a review invitation once the visit is completed.

const business = site.shortName;

/** The one-click opt-out line of an optional kind; omitted when the deliverer gave no link (a preview). */
function optOut(ctx: EmailContext, text: string, label: string): EmailContent["optOut"] {
  return ctx.unsubscribeUrl ? { text, link: { label, href: ctx.unsubscribeUrl } } : undefined;
}

/** Confirmation and reminder share everything but their wording and the reminder's opt-out. */
function upcoming(ctx: EmailContext, a: AppointmentPayload, kind: "confirmed" | "reminder"): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  const calendar = appointmentCalendar(ctx, a);
  const dashboard = dashboardAppointments(ctx);
  const late = isLateCancellation(a.starts_at, ctx.now);
  return {
    subject: t(`${kind}.subject`, { service, date: when.short, time: when.time }),
    preview: t(`${kind}.preview`, { business, date: when.date, time: when.time }),
    blocks: [
      { type: "heading", text: t(`${kind}.heading`) },
      { type: "text", text: ctx.greeting(a.customer_name) },
      { type: "text", text: t(`${kind}.intro`, { business }) },
      appointmentDetails(ctx, a),
      ...(late ? [{ type: "notice", tone: "warning", text: t("common.lateNow", policyValues) } as const] : []),
      {
        type: "actions",
        primary: { label: t("actions.viewAppointment"), href: dashboard },
        secondary: [calendar.google, { label: t("actions.cancelAppointment"), href: dashboard }],
      },
      { type: "text", text: t("common.policy", policyValues) },
      ...customerClosing(ctx, { appointment: true }),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
    optOut: kind === "reminder" ? optOut(ctx, t("reminder.optOut"), t("reminder.optOutLink")) : undefined,
    attachments: [calendar.ics],
  };
}

export const appointmentConfirmed = (ctx: EmailContext, a: AppointmentPayload) => upcoming(ctx, a, "confirmed");

export const appointmentReminder = (ctx: EmailContext, a: AppointmentPayload) => upcoming(ctx, a, "reminder");

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
      appointmentDetails(ctx, a),
      ...(a.late_cancellation ? [{ type: "notice", tone: "warning", text: t("cancelled.late", policyValues) } as const] : []),
      { type: "text", text: t("cancelled.bookAgain") },
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
