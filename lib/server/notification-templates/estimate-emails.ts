import { isUuid } from "@/lib/rules/uuid";
import { formatShopDate } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { site } from "@/lib/site/business-profile";
import type { EstimatePayload } from "@/lib/rules/notification-kinds";
import type { EmailContent } from "./content";
import { oneLine, type EmailContext } from "./context";
import { customerClosing } from "./customer-parts";

// The estimate emails: the customer's "your estimate is ready" (estimate_sent,
// also when staff re-send it) and the shop's alert when the customer answers
// (shop_estimate_answered). Payload: private.estimate_payload().

/** The outbox payload of the estimate kinds, checked at run time. */
export function estimatePayload(payload: unknown): EstimatePayload {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) throw new Error("Notification payload: not an object");
  const p = payload as Record<string, unknown>;
  const fail = (field: string): never => {
    throw new Error(`Notification payload: "${field}" is missing or malformed`);
  };
  const str = (field: string) => (typeof p[field] === "string" && (p[field] as string).trim() !== "" ? (p[field] as string) : fail(field));
  const opt = (field: string) => (typeof p[field] === "string" && (p[field] as string).trim() !== "" ? (p[field] as string) : null);
  const int = (field: string) => (Number.isInteger(p[field]) && (p[field] as number) >= 0 ? (p[field] as number) : fail(field));
  const status = str("status");
  if (!["sent", "approved", "declined"].includes(status)) fail("status");
  if (!isUuid(p.request_id)) fail("request_id");
  if (!isUuid(p.estimate_id)) fail("estimate_id");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(str("valid_until"))) fail("valid_until");
  return {
    request_id: p.request_id as string,
    estimate_id: p.estimate_id as string,
    reference: int("reference"),
    title: str("title"),
    version: int("version"),
    total_cents: int("total_cents"),
    valid_until: str("valid_until"),
    status: status as EstimatePayload["status"],
    decline_reason: opt("decline_reason"),
    customer_name: opt("customer_name"),
    customer_email: str("customer_email"),
  };
}

const details = (ctx: EmailContext, e: EstimatePayload) => ({
  type: "details" as const,
  rows: [
    { label: ctx.t("labels.request"), value: `${formatRequestReference(e.reference)} · ${oneLine(e.title)}` },
    { label: ctx.t("estimate.total"), value: formatCents(e.total_cents, ctx.locale) },
    { label: ctx.t("estimate.validUntil"), value: formatShopDate(e.valid_until, ctx.locale) },
  ],
});

/** To the customer: an estimate (or a revised one) waits for their answer. */
export function estimateSent(ctx: EmailContext, e: EstimatePayload): EmailContent {
  const { t } = ctx;
  const revised = e.version > 1;
  const reference = formatRequestReference(e.reference);
  return {
    subject: t(revised ? "estimate.sent.subjectRevised" : "estimate.sent.subject", { reference }),
    preview: t("estimate.sent.preview", { total: formatCents(e.total_cents, ctx.locale) }),
    blocks: [
      { type: "heading", text: t(revised ? "estimate.sent.headingRevised" : "estimate.sent.heading") },
      { type: "text", text: ctx.greeting(e.customer_name) },
      { type: "text", text: t("estimate.sent.body", { business: site.shortName }) },
      details(ctx, e),
      { type: "actions", primary: { label: t("estimate.sent.action"), href: ctx.url(`/service-request/${e.request_id}#estimate`) } },
      ...customerClosing(ctx),
    ],
    footerNote: t("common.footerCustomer", { business: site.name }),
  };
}

/** To the shop: the customer approved or declined an estimate. */
export function shopEstimateAnswered(ctx: EmailContext, e: EstimatePayload): EmailContent {
  const { t } = ctx;
  const customer = e.customer_name ?? e.customer_email;
  const reference = formatRequestReference(e.reference);
  const approved = e.status === "approved";
  const key = approved ? "approved" : "declined";
  return {
    subject: t(`shop.estimateAnswered.${key}Subject`, { reference, customer }),
    preview: t(`shop.estimateAnswered.${key}Body`, { customer, version: e.version }),
    blocks: [
      { type: "heading", text: t(`shop.estimateAnswered.${key}Heading`) },
      { type: "text", text: t(`shop.estimateAnswered.${key}Body`, { customer, version: e.version }) },
      details(ctx, e),
      ...(e.decline_reason ? [{ type: "quote" as const, text: e.decline_reason }] : []),
      { type: "actions", primary: { label: t("shop.requestReply.action"), href: ctx.url(`/admin/requests/${e.request_id}`) } },
    ],
    footerNote: t("common.footerShop", { business: site.name }),
  };
}
