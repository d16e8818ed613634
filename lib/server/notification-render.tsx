import "server-only";
import { render } from "@react-email/components";
import { isLocale } from "@/i18n/routing";
import type { NotificationKind, OutboxRow } from "@/lib/rules/notification-kinds";
import {
  appointmentCancelled,
  appointmentClosure,
  appointmentClosureLifted,
  appointmentCompleted,
  appointmentConfirmed,
  appointmentNoShow,
  appointmentReminder,
  appointmentRescheduled,
} from "./notification-templates/appointment-emails";
import type { EmailAttachment, EmailContent } from "./notification-templates/content";
import { emailContext, type ContextOptions, type EmailContext } from "./notification-templates/context";
import { estimatePayload, estimateSent, shopEstimateAnswered } from "./notification-templates/estimate-emails";
import { EmailDocument } from "./notification-templates/layout";
import { appointmentPayload, requestPayload, reviewPayload } from "./notification-templates/payload";
import { plainText } from "./notification-templates/plain-text";
import { requestReceived, requestReply, requestUpdate } from "./notification-templates/request-emails";
import {
  shopCancellation,
  shopNewBooking,
  shopNewRequest,
  shopNewReview,
  shopRequestReply,
  shopRequestWithdrawn,
  shopRescheduled,
} from "./notification-templates/shop-emails";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** Each kind's template, given the payload checked at run time (never trusted as typed). */
const templates: Record<NotificationKind, (ctx: EmailContext, payload: unknown) => EmailContent> = {
  appointment_confirmed: (ctx, p) => appointmentConfirmed(ctx, appointmentPayload(p)),
  appointment_reminder: (ctx, p) => appointmentReminder(ctx, appointmentPayload(p)),
  appointment_cancelled: (ctx, p) => appointmentCancelled(ctx, appointmentPayload(p, { cancelled: true })),
  appointment_completed: (ctx, p) => appointmentCompleted(ctx, appointmentPayload(p)),
  appointment_rescheduled: (ctx, p) => appointmentRescheduled(ctx, appointmentPayload(p, { moved: true })),
  appointment_closure: (ctx, p) => appointmentClosure(ctx, appointmentPayload(p, { closure: true })),
  appointment_closure_lifted: (ctx, p) => appointmentClosureLifted(ctx, appointmentPayload(p)),
  appointment_no_show: (ctx, p) => appointmentNoShow(ctx, appointmentPayload(p, { noShow: true })),
  request_received: (ctx, p) => requestReceived(ctx, requestPayload(p)),
  request_approved: (ctx, p) => requestUpdate(ctx, "request_approved", requestPayload(p)),
  request_in_progress: (ctx, p) => requestUpdate(ctx, "request_in_progress", requestPayload(p)),
  request_waiting_for_parts: (ctx, p) => requestUpdate(ctx, "request_waiting_for_parts", requestPayload(p)),
  request_ready_for_pickup: (ctx, p) => requestUpdate(ctx, "request_ready_for_pickup", requestPayload(p)),
  request_completed: (ctx, p) => requestUpdate(ctx, "request_completed", requestPayload(p)),
  request_cancelled: (ctx, p) => requestUpdate(ctx, "request_cancelled", requestPayload(p)),
  request_reply: (ctx, p) => requestReply(ctx, requestPayload(p, { reply: true })),
  estimate_sent: (ctx, p) => estimateSent(ctx, estimatePayload(p)),
  shop_new_request: (ctx, p) => shopNewRequest(ctx, requestPayload(p)),
  shop_new_booking: (ctx, p) => shopNewBooking(ctx, appointmentPayload(p)),
  shop_cancellation: (ctx, p) => shopCancellation(ctx, appointmentPayload(p, { cancelled: true })),
  shop_new_review: (ctx, p) => shopNewReview(ctx, reviewPayload(p)),
  shop_rescheduled: (ctx, p) => shopRescheduled(ctx, appointmentPayload(p, { moved: true })),
  shop_request_reply: (ctx, p) => shopRequestReply(ctx, requestPayload(p, { reply: true })),
  shop_estimate_answered: (ctx, p) => shopEstimateAnswered(ctx, estimatePayload(p)),
  shop_request_withdrawn: (ctx, p) => shopRequestWithdrawn(ctx, requestPayload(p)),
};

/**
 * One outbox row as an email, in the row's locale: subject, HTML, plain text
 * and attachments (the .ics of confirmations, reminders and moves). `now` is the
 * deliverer's clock (the reminder's late-fee line depends on it);
 * `unsubscribeUrl` is the one-click opt-out of optional kinds. Throws on an
 * unknown kind or locale, or a payload missing what the email needs, so the
 * delivery records the row as failed.
 */
export async function renderNotification(row: OutboxRow, options: ContextOptions): Promise<RenderedEmail> {
  const kind: string = row.kind;
  if (!Object.hasOwn(templates, kind)) throw new Error(`Unknown notification kind: ${kind}`);
  if (!isLocale(row.locale)) throw new Error(`Unknown notification locale: ${String(row.locale)}`);
  const content = templates[kind as NotificationKind](emailContext(row.locale, options), row.payload);
  const html = await render(<EmailDocument locale={row.locale} content={content} />);
  return {
    subject: content.subject.replace(/\s+/g, " ").trim(),
    html,
    text: plainText(content),
    attachments: content.attachments ?? [],
  };
}
