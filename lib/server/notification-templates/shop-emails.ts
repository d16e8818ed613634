import { businessDateOf } from "@/lib/rules/booking-time";
import { REVIEW_RATING } from "@/lib/rules/business-rules";
import { site } from "@/lib/site/business-profile";
import type { AppointmentPayload, RequestPayload, ReviewPayload } from "@/lib/rules/notification-kinds";
import { appointmentDetails, appointmentFacts, movedFrom, policyValues } from "./appointment-details";
import type { Block, EmailContent, EmailLink } from "./content";
import { oneLine, type EmailContext } from "./context";
import { requestDetails } from "./request-emails";

// Alerts to the shop's address and every staff account, each with a link to
// the console page where staff act on it.

/** Longest review excerpt quoted in the alert; the whole text is in the console. */
const EXCERPT_LENGTH = 300;

const footer = (ctx: EmailContext) => ctx.t("common.footerShop", { business: site.name });

/** The console's day view of the appointment's day at the shop. */
const scheduleLink = (ctx: EmailContext, a: AppointmentPayload): EmailLink => ({
  label: ctx.t("shop.openSchedule"),
  href: ctx.url(`/admin/appointments?date=${businessDateOf(a.starts_at)}`),
});

const customerOf = (p: { customer_name: string | null; customer_email: string }) => p.customer_name ?? p.customer_email;

export function shopNewRequest(ctx: EmailContext, r: RequestPayload): EmailContent {
  const { t } = ctx;
  const customer = customerOf(r);
  return {
    subject: t("shop.newRequest.subject", { title: oneLine(r.title), customer }),
    preview: t("shop.newRequest.body", { customer }),
    blocks: [
      { type: "heading", text: t("shop.newRequest.heading") },
      { type: "text", text: t("shop.newRequest.body", { customer }) },
      requestDetails(ctx, r, { forShop: true }),
      // New requests are pending: the list filtered to those is where they wait.
      { type: "actions", primary: { label: t("shop.newRequest.action"), href: ctx.url("/admin/requests?status=pending") } },
    ],
    footerNote: footer(ctx),
  };
}

/** The customer withdrew their pending request: nothing to do, but staff should not work on it. */
export function shopRequestWithdrawn(ctx: EmailContext, r: RequestPayload): EmailContent {
  const { t } = ctx;
  const customer = customerOf(r);
  return {
    subject: t("shop.requestWithdrawn.subject", { title: oneLine(r.title), customer }),
    preview: t("shop.requestWithdrawn.body", { customer }),
    blocks: [
      { type: "heading", text: t("shop.requestWithdrawn.heading") },
      { type: "text", text: t("shop.requestWithdrawn.body", { customer }) },
      requestDetails(ctx, r, { forShop: true }),
      { type: "actions", primary: { label: t("shop.requestWithdrawn.action"), href: ctx.url(`/admin/requests/${r.request_id}`) } },
    ],
    footerNote: footer(ctx),
  };
}

export function shopNewBooking(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  const customer = customerOf(a);
  return {
    subject: t("shop.newBooking.subject", { service, date: when.short, time: when.time }),
    preview: t("shop.newBooking.body", { customer }),
    blocks: [
      { type: "heading", text: t("shop.newBooking.heading") },
      { type: "text", text: t("shop.newBooking.body", { customer }) },
      appointmentDetails(ctx, a, { forShop: true }),
      { type: "actions", primary: scheduleLink(ctx, a) },
    ],
    footerNote: footer(ctx),
  };
}

/** A late cancellation says so in the subject, the heading and a warning, since it means a fee to charge. */
export function shopCancellation(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  // A visit covered by an approved estimate carries no fee, late or not.
  const late = a.late_cancellation && a.covered_total_cents === null;
  const who = a.cancelled_by === "shop" ? t("shop.cancellation.byShop") : t("shop.cancellation.byCustomer", { customer: customerOf(a) });
  return {
    subject: t(late ? "shop.cancellation.subjectLate" : "shop.cancellation.subject", { service, date: when.short, time: when.time }),
    preview: who,
    blocks: [
      { type: "heading", text: t(late ? "shop.cancellation.headingLate" : "shop.cancellation.heading") },
      { type: "text", text: who },
      ...(late ? [{ type: "notice", tone: "warning", text: t("shop.cancellation.late", policyValues) } as const] : []),
      appointmentDetails(ctx, a, { forShop: true }),
      { type: "actions", primary: scheduleLink(ctx, a) },
    ],
    footerNote: footer(ctx),
  };
}

/** A move: who moved it, the new time in the details, the previous one below; the link opens the new day. */
export function shopRescheduled(ctx: EmailContext, a: AppointmentPayload): EmailContent {
  const { t } = ctx;
  const { service, when } = appointmentFacts(ctx, a);
  const previous = ctx.when(movedFrom(a));
  const customer = customerOf(a);
  const who = a.moved_by === "shop" ? t("shop.rescheduled.byShop") : t("shop.rescheduled.byCustomer", { customer });
  return {
    subject: t("shop.rescheduled.subject", {
      service,
      customer,
      fromDate: previous.short,
      fromTime: previous.time,
      toDate: when.short,
      toTime: when.time,
    }),
    preview: who,
    blocks: [
      { type: "heading", text: t("shop.rescheduled.heading") },
      { type: "text", text: who },
      appointmentDetails(ctx, a, { forShop: true }),
      { type: "text", text: t("shop.rescheduled.previously", { when: previous.full }) },
      { type: "actions", primary: scheduleLink(ctx, a) },
    ],
    footerNote: footer(ctx),
  };
}

export function shopNewReview(ctx: EmailContext, r: ReviewPayload): EmailContent {
  const { t } = ctx;
  const name = oneLine(r.name);
  const text = r.review_text.trim();
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
  const stars = `${"★".repeat(r.rating)}${"☆".repeat(REVIEW_RATING.max - r.rating)} (${t("shop.newReview.stars", { rating: r.rating, max: REVIEW_RATING.max })})`;
  const blocks: Block[] = [
    { type: "heading", text: t("shop.newReview.heading") },
    { type: "text", text: t("shop.newReview.body") },
    {
      type: "details",
      rows: [
        { label: t("labels.rating"), value: stars },
        { label: t("labels.name"), value: name },
        { label: t("labels.service"), value: ctx.reviewService(r.service) },
      ],
    },
    { type: "quote", text: excerpt },
    { type: "actions", primary: { label: t("shop.newReview.action"), href: ctx.url("/admin/reviews") } },
  ];
  return {
    subject: t("shop.newReview.subject", { rating: r.rating, name }),
    preview: t("shop.newReview.preview", { rating: r.rating, name }),
    blocks,
    footerNote: footer(ctx),
  };
}

/**
 * The customer replied on their request's conversation. Like the customer's
 * reply email, it stands for every reply made meanwhile and quotes none: the
 * link opens the request in the console, where staff read and answer.
 */
export function shopRequestReply(ctx: EmailContext, r: RequestPayload): EmailContent {
  const { t } = ctx;
  const customer = customerOf(r);
  return {
    subject: t("shop.requestReply.subject", { title: oneLine(r.title), customer }),
    preview: t("shop.requestReply.preview", { customer }),
    blocks: [
      { type: "heading", text: t("shop.requestReply.heading") },
      { type: "text", text: t("shop.requestReply.body", { customer }) },
      requestDetails(ctx, r, { forShop: true }),
      { type: "actions", primary: { label: t("shop.requestReply.action"), href: ctx.url(`/admin/requests/${r.request_id}`) } },
    ],
    footerNote: footer(ctx),
  };
}
