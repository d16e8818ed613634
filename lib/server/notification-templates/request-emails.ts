import { isRequestStatus, WARRANTY_RULES } from "@/lib/rules/business-rules";
import { formatShopDate } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { formatReceiptNumber } from "@/lib/rules/warranty";
import { site } from "@/lib/site/business-profile";
import type { CustomerKind, RequestPayload } from "@/lib/rules/notification-kinds";
import type { Block, EmailContent, EmailLink } from "./content";
import { oneLine, type EmailContext } from "./context";
import { customerClosing, reviewUrl } from "./customer-parts";

// The customer's service request updates: approved (with the link that books
// it), in progress, waiting for parts, ready for pickup, completed (with a
// review invitation), cancelled (with the reason staff gave); closing ones list
// the visits they settled; completed carries the receipt (number, total, a
// link to its PDF, the warranty's end), and a withdrawal by the customer is
// told in their own voice; and the news that staff replied on the request's
// conversation.

/** "R-1042", or null for a row queued before requests had references. */
const referenceOf = (r: RequestPayload) => (r.reference ? formatRequestReference(r.reference) : null);

/** The request as a details table: reference, title, service, technician when assigned, new status. */
export function requestDetails(ctx: EmailContext, r: RequestPayload, { forShop = false } = {}): Block {
  const { t } = ctx;
  const reference = referenceOf(r);
  const rows = [
    ...(reference ? [{ label: t("labels.reference"), value: reference }] : []),
    { label: t("labels.request"), value: oneLine(r.title) },
    { label: t("labels.service"), value: ctx.requestService(r.service_type) },
  ];
  if (r.warranty_of_reference) rows.push({ label: t("labels.warrantyOf"), value: formatRequestReference(r.warranty_of_reference) });
  if (r.technician) rows.push({ label: t("labels.technician"), value: r.technician });
  if (forShop) {
    rows.push({ label: t("labels.customer"), value: r.customer_name ?? r.customer_email });
    rows.push({ label: t("labels.email"), value: r.customer_email });
  } else {
    rows.push({ label: t("labels.status"), value: isRequestStatus(r.status) ? ctx.requestStatus(r.status) : r.status });
  }
  return { type: "details", rows };
}

/** The status updates (the acknowledgement and the reply have their own templates). */
export type RequestKind = Exclude<Extract<CustomerKind, `request_${string}`>, "request_reply" | "request_received">;

/**
 * The request was filed: it is in, under this reference (to quote on the
 * phone), and staff will review it; the customer hears again when they do.
 */
export function requestReceived(ctx: EmailContext, r: RequestPayload): EmailContent {
  const { t } = ctx;
  const title = oneLine(r.title);
  const business = site.shortName;
  const reference = referenceOf(r);
  return {
    subject: reference ? t("request.received.subject", { reference, title }) : t("request.received.subjectNoReference", { title }),
    preview: t("request.received.preview", { business }),
    blocks: [
      { type: "heading", text: t("request.received.heading") },
      { type: "text", text: ctx.greeting(r.customer_name) },
      { type: "text", text: t("request.received.body", { business }) },
      ...(reference ? [{ type: "notice", tone: "info", text: t("request.received.reference", { reference, phone: site.phone.display }) } as const] : []),
      requestDetails(ctx, r),
      { type: "actions", primary: { label: t("actions.viewRequest"), href: ctx.url(`/service-request/${r.request_id}`) } },
      ...customerClosing(ctx, { conversation: true }),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
  };
}

type Step = "approved" | "inProgress" | "waitingForParts" | "readyForPickup" | "completed" | "cancelled";

const steps: Record<RequestKind, Step> = {
  request_approved: "approved",
  request_in_progress: "inProgress",
  request_waiting_for_parts: "waitingForParts",
  request_ready_for_pickup: "readyForPickup",
  request_completed: "completed",
  request_cancelled: "cancelled",
};

/**
 * The closing email's word on the visits it settled (the customer gets no
 * separate appointment email for them), and on a cancellation, the reason
 * staff gave, as they typed it.
 */
function closingBlocks(ctx: EmailContext, r: RequestPayload): Block[] {
  const { t } = ctx;
  const visits = r.closed_visits ?? [];
  const blocks: Block[] = [];
  if (r.cancel_reason) {
    blocks.push({ type: "text", text: t("request.cancelled.reasonIntro") }, { type: "quote", text: r.cancel_reason });
  }
  if (visits.length > 0) {
    blocks.push({ type: "notice", tone: "info", text: t("request.closedVisits.intro", { count: visits.length }) });
    blocks.push({
      type: "details",
      rows: visits.map((v) => ({
        label: ctx.appointmentService(v),
        value: `${ctx.when(v.starts_at).full}: ${ctx.appointmentStatus(v.status)}`,
      })),
    });
  }
  return blocks;
}

/**
 * The completion's receipt: its number, total and warranty end, and the link
 * to its PDF. The link opens /service-request/<id>/receipt, which asks the
 * customer to sign in and hands the PDF to the request's owner only.
 */
function receiptBlocks(ctx: EmailContext, r: RequestPayload): Block[] {
  const { t } = ctx;
  if (!r.receipt) return [];
  const date = formatShopDate(r.receipt.warranty_ends_on, ctx.locale);
  return [
    { type: "text", text: t("request.completed.receipt", { days: WARRANTY_RULES.days, date }) },
    {
      type: "details",
      rows: [
        { label: t("labels.receipt"), value: formatReceiptNumber(r.receipt.number) },
        { label: t("labels.total"), value: formatCents(r.receipt.total_cents, ctx.locale) },
        { label: t("labels.warrantyUntil"), value: date },
      ],
    },
    { type: "actions", primary: { label: t("actions.downloadReceipt"), href: ctx.url(`/service-request/${r.request_id}/receipt`) } },
    { type: "text", text: t("request.completed.receiptSignIn") },
  ];
}

export function requestUpdate(ctx: EmailContext, kind: RequestKind, r: RequestPayload): EmailContent {
  const { t } = ctx;
  const step = steps[kind];
  const title = oneLine(r.title);
  const business = site.shortName;
  const view: EmailLink = { label: t("actions.viewRequest"), href: ctx.url(`/service-request/${r.request_id}`) };
  // The customer approved the estimate themselves: the email confirms their approval, in their voice, not the shop's.
  // The customer withdrew it themselves: the email confirms their withdrawal, not a cancellation by the shop.
  const wording =
    step === "approved" && r.approved_by === "customer" ? "estimateApproved" : step === "cancelled" && r.withdrawn_by === "customer" ? "withdrawn" : step;
  const body =
    step === "inProgress" && r.technician
      ? t("request.inProgress.bodyTechnician", { technician: r.technician })
      : wording === "estimateApproved"
        ? t("request.estimateApproved.body", { version: r.estimate_version ?? 1, total: formatCents(r.approved_total_cents ?? 0, ctx.locale) })
      : step === "readyForPickup"
        ? t("request.readyForPickup.body", { phone: site.phone.display })
        : t(`request.${wording}.body`);
  const actions: Record<Step, Block> = {
    approved: {
      type: "actions",
      primary: { label: t("actions.bookRequest"), href: ctx.url(`/book-appointment?request=${r.request_id}`) },
      secondary: [view],
    },
    inProgress: { type: "actions", primary: view },
    waitingForParts: { type: "actions", primary: view },
    readyForPickup: { type: "actions", primary: view },
    completed: { type: "actions", primary: { label: t("actions.leaveReview"), href: reviewUrl(ctx) }, secondary: [view] },
    cancelled: { type: "actions", primary: { label: t("actions.newRequest"), href: ctx.url("/service-request") }, secondary: [view] },
  };
  return {
    subject: t(`request.${wording}.subject`, { title }),
    preview: t(`request.${wording}.preview`, { business }),
    blocks: [
      { type: "heading", text: t(`request.${wording}.heading`) },
      { type: "text", text: ctx.greeting(r.customer_name) },
      { type: "text", text: body },
      requestDetails(ctx, r),
      ...closingBlocks(ctx, r),
      ...(step === "completed" ? receiptBlocks(ctx, r) : []),
      ...(step === "completed" ? [{ type: "text", text: t("request.completed.review") } as const] : []),
      actions[step],
      ...customerClosing(ctx),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
  };
}

/**
 * Staff replied on the request's conversation. The row waits a few minutes and
 * stands for every reply made meanwhile, so it quotes none (and an internal
 * note never queues one): it says there is news and links to the thread.
 */
export function requestReply(ctx: EmailContext, r: RequestPayload): EmailContent {
  const { t } = ctx;
  const title = oneLine(r.title);
  const business = site.shortName;
  return {
    subject: t("request.reply.subject", { title }),
    preview: t("request.reply.preview", { business }),
    blocks: [
      { type: "heading", text: t("request.reply.heading") },
      { type: "text", text: ctx.greeting(r.customer_name) },
      { type: "text", text: t("request.reply.body", { business, title }) },
      requestDetails(ctx, r),
      { type: "actions", primary: { label: t("actions.readReply"), href: ctx.url(`/service-request/${r.request_id}`) } },
      { type: "text", text: t("request.reply.answerThere") },
      ...customerClosing(ctx, { conversation: true }),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
  };
}
