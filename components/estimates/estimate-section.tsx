import { CalendarPlusIcon, DownloadIcon } from "lucide-react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import { routing, type Locale } from "@/i18n/routing";
import { addDays, businessDateOf, businessToday } from "@/lib/rules/booking-time";
import type { OpenVisit, OwedVisitFee } from "@/lib/data/admin-requests";
import type { PriceListItem } from "@/lib/data/price-list";
import type { Estimate, Receipt, RequestDocuments } from "@/lib/data/estimates";
import { dateFormat, formatShopDate, formatTimeWith } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { formatReceiptNumber } from "@/lib/rules/warranty";
import { site } from "@/lib/site/business-profile";
import { EstimateAnswer } from "./estimate-answer";
import { EstimateDocument } from "./estimate-document";
import { EstimateEditor } from "./estimate-editor";
import { EstimateResend } from "./estimate-resend";

/** What a sent estimate shows: its stored status, or expired (sent and past its date), or superseded by a newer version. */
export function estimateState(estimate: Estimate, today: string) {
  if (estimate.status !== "draft" && estimate.superseded_at) return "superseded" as const;
  if (estimate.status === "sent" && estimate.valid_until < today) return "expired" as const;
  return estimate.status;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The request statuses a receipt can complete (SQL: private.complete_with_receipt). */
const RECEIPT_READY: readonly string[] = ["approved", "in_progress", "waiting_for_parts", "ready_for_pickup"];

/**
 * A request's estimates and receipt, for its owner (`viewer` customer: sent
 * versions only, with Approve / Decline on the current one while valid, and
 * Book once approved) or for staff (the editor, re-send, and the receipt
 * form once the customer approved). Older versions stay readable, folded.
 * Its client parts read the Estimates messages that the dashboard and admin
 * areas already send (i18n/client-messages.tsx), so it adds no provider.
 */
export async function EstimateSection({
  viewer,
  requestId,
  requestStatus,
  reference,
  documents,
  customer,
  filedAt,
  openVisits,
  owedFees = [],
  priceList = [],
  customerLocale,
}: {
  viewer: "customer" | "staff";
  requestId: string;
  requestStatus: string;
  reference: number;
  documents: RequestDocuments;
  /** Staff's view: the customer's name, who answers the estimate (the approval line names them). */
  customer?: string;
  /** Staff's view: when the request was filed; its day is the earliest payment date of the receipt. */
  filedAt?: string;
  /** Staff's view: the request's open visits, which completing it closes. */
  openVisits?: readonly OpenVisit[];
  /** Staff's view: visit fees the receipt will add. */
  owedFees?: readonly OwedVisitFee[];
  /** Staff's view: the price list the editors pick lines from. */
  priceList?: readonly PriceListItem[];
  /** Staff's view: the language the customer reads the estimate and receipt in (their profile's). */
  customerLocale?: Locale;
}) {
  if (!documents.ok) return null;
  const t = await getTranslations("Estimates");
  const locale = await getLocale();
  const format = await getFormatter();
  const languageName = await getTranslations("Admin.languageNames");
  const customerLanguage = { customerLocale: customerLocale ?? routing.defaultLocale, customerLanguage: languageName(customerLocale ?? routing.defaultLocale) };
  const today = businessToday();
  const { estimates, receipt } = documents;
  const sent = estimates.filter((e) => e.status !== "draft");
  const current = sent.find((e) => !e.superseded_at) ?? null;
  const draft = estimates.find((e) => e.status === "draft") ?? null;
  const earlier = sent.filter((e) => e !== current);
  const closed = requestStatus === "completed" || requestStatus === "cancelled";
  if (viewer === "customer" && !current && !receipt) return null;

  const stateLabel = (e: Estimate) => t(`${viewer === "staff" ? "staffStatus" : "status"}.${estimateState(e, today)}`);
  const instant = (iso: string) => `${format.dateTime(new Date(iso), dateFormat)}, ${formatTimeWith(format, iso)}`;

  const estimateBody = (e: Estimate) => (
    <div className="flex flex-col gap-4">
      <EstimateDocument
        lines={e.lines}
        discountCents={e.discount_cents}
        subtotalCents={e.subtotal_cents}
        taxCents={e.tax_cents}
        totalCents={e.total_cents}
        taxRateBps={e.tax_rate_bps}
      />
      {e.note ? (
        <div className="text-sm">
          <p className="font-medium">{t("note")}</p>
          <p className="whitespace-pre-wrap break-words text-muted-foreground">{e.note}</p>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">{t("validUntil", { date: formatShopDate(e.valid_until, locale) })}</p>
      {e.status === "approved" && e.answered_at ? (
        <p className="text-sm">
          {viewer === "staff"
            ? t("approvedOnStaff", { name: customer ?? "—", date: instant(e.answered_at), total: formatCents(e.approved_total_cents ?? e.total_cents, locale) })
            : t("approvedOn", { date: instant(e.answered_at), total: formatCents(e.approved_total_cents ?? e.total_cents, locale) })}
        </p>
      ) : null}
      {e.status === "declined" && e.answered_at ? (
        <div className="text-sm">
          <p>{t("declinedOn", { date: instant(e.answered_at) })}</p>
          {e.decline_reason ? (
            <p className="text-muted-foreground">
              {t("declineReasonLabel")}: {e.decline_reason}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );

  const heading = (e: Estimate) => (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="text-xl leading-tight font-semibold">
        {t("title")} · {formatRequestReference(reference)}
      </h3>
      <Badge variant="secondary">{t("version", { version: e.version })}</Badge>
      {e.version > 1 ? <Badge variant="outline">{t("revised")}</Badge> : null}
      <Badge variant={estimateState(e, today) === "approved" ? "default" : "outline"}>{stateLabel(e)}</Badge>
    </div>
  );

  const state = current ? estimateState(current, today) : null;
  const canAnswer = viewer === "customer" && current && state === "sent" && !closed;
  const consent = current
    ? t("approveConfirmBody", { business: site.shortName, total: formatCents(current.total_cents, locale) })
    : "";
  const editorInitial = (source: Estimate | null) => ({
    lines: (source?.lines ?? []).map((l) => ({ kind: l.kind, description: l.description, quantity: String(l.quantity), unitPrice: dollars(l.unit_price_cents) })),
    discount: source && source.discount_cents > 0 ? dollars(source.discount_cents) : "",
    note: source?.note ?? "",
    validUntil: source && source.valid_until >= today ? source.valid_until : addDays(today, 14),
  });

  return (
    <section id="estimate" aria-labelledby="estimate-heading" className="flex flex-col gap-6 scroll-mt-20">
      <h2 id="estimate-heading" className="sr-only">
        {t("title")}
      </h2>
      {receipt ? <ReceiptCard receipt={receipt} reference={reference} approved={current} requestId={requestId} /> : null}
      {current ? (
        <Card data-testid="current-estimate">
          <CardHeader>{heading(current)}</CardHeader>
          <CardContent className="flex flex-col gap-4">
            {estimateBody(current)}
            <PdfLink href={`/api/requests/${requestId}/document?type=estimate`} label={t("downloadPdf")} />
            {state === "expired" && viewer === "customer" ? <p className="text-sm text-destructive">{t("expiredNote", { date: formatShopDate(current.valid_until, locale) })}</p> : null}
            {canAnswer ? <EstimateAnswer estimateId={current.id} version={current.version} consent={consent} /> : null}
            {viewer === "customer" && state === "approved" && requestStatus === "approved" ? (
              <Button asChild className="self-end">
                <Link href={{ pathname: "/book-appointment", query: { request: requestId } }}>
                  <CalendarPlusIcon aria-hidden />
                  {t("bookNow")}
                </Link>
              </Button>
            ) : null}
            {viewer === "staff" && (state === "sent" || state === "expired") && !closed ? (
              <EstimateResend estimateId={current.id} today={today} suggested={addDays(today, 14)} />
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      {viewer === "staff" && !closed && !receipt && state !== "approved" ? (
        <Card>
          <CardHeader>
            <h3 className="text-xl leading-tight font-semibold">
              {draft ? `${t("editor.heading")} · ${t("staffStatus.draft")}` : current ? t("editor.newVersion") : t("editor.start")}
            </h3>
            {!current && !draft ? <p className="text-sm text-muted-foreground">{t("editor.none")}</p> : null}
          </CardHeader>
          <CardContent>
            <EstimateEditor
              mode="estimate"
              requestId={requestId}
              initial={editorInitial(draft ?? current)}
              today={today}
              priceList={priceList}
              {...customerLanguage}
            />
          </CardContent>
        </Card>
      ) : null}
      {viewer === "staff" && state === "approved" && !receipt && RECEIPT_READY.includes(requestStatus) ? (
        <Card>
          <CardHeader>
            <h3 className="text-xl leading-tight font-semibold">{t("receipt.heading")}</h3>
            <p className="text-sm text-muted-foreground">{t("receipt.body")}</p>
          </CardHeader>
          <CardContent>
            <EstimateEditor
              mode="receipt"
              requestId={requestId}
              initial={editorInitial(current)}
              today={today}
              approvedTotalCents={current!.total_cents}
              filedOn={filedAt ? businessDateOf(filedAt) : undefined}
              customer={customer}
              openVisits={openVisits}
              priceList={priceList}
              {...customerLanguage}
              feeLines={owedFees.map((fee) => ({
                cents: fee.cents,
                description: t("receipt.feeLine", { kind: fee.kind, service: fee.service_name, date: format.dateTime(new Date(fee.appointment_date), dateFormat) }),
              }))}
            />
          </CardContent>
        </Card>
      ) : null}
      {earlier.length ? (
        <details className="rounded-lg border p-4">
          <summary className="cursor-pointer font-medium">{t("previousVersions")}</summary>
          <div className="mt-4 flex flex-col gap-6">
            {earlier.map((e) => (
              <div key={e.id} className="flex flex-col gap-3">
                {heading(e)}
                {estimateBody(e)}
              </div>
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}

/** A plain link (the route answers with a file), so it works without JavaScript and with the keyboard. */
function PdfLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="outline" className="self-start">
      <a href={href} download>
        <DownloadIcon aria-hidden />
        {label}
      </a>
    </Button>
  );
}

async function ReceiptCard({ receipt, reference, approved, requestId }: { receipt: Receipt; reference: number; approved: Estimate | null; requestId: string }) {
  const t = await getTranslations("Estimates");
  const locale = await getLocale();
  const difference = approved ? receipt.total_cents - approved.total_cents : 0;
  return (
    <Card data-testid="receipt">
      <CardHeader>
        <h3 className="text-xl leading-tight font-semibold">
          {t("receiptNumber", { number: formatReceiptNumber(receipt.number) })} · {formatRequestReference(reference)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t("receipt.paidWith", { method: receipt.payment_method, date: formatShopDate(receipt.paid_on, locale) })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <EstimateDocument
          lines={receipt.lines}
          discountCents={receipt.discount_cents}
          subtotalCents={receipt.subtotal_cents}
          taxCents={receipt.tax_cents}
          totalCents={receipt.total_cents}
          taxRateBps={receipt.tax_rate_bps}
        />
        {difference !== 0 ? <p className="text-sm text-muted-foreground">{t("receipt.difference", { amount: formatCents(difference, locale) })}</p> : null}
        <p className="text-sm" data-testid="receipt-warranty">
          {t("warranty", { days: WARRANTY_RULES.days, date: formatShopDate(receipt.warranty_ends_on, locale) })}
        </p>
        <PdfLink href={`/api/requests/${requestId}/document?type=receipt`} label={t("downloadPdf")} />
      </CardContent>
    </Card>
  );
}
