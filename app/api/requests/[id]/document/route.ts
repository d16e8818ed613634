import type { NextRequest } from "next/server";
import { isLocale, routing } from "@/i18n/routing";
import { isUuid } from "@/lib/rules/uuid";
import { getRequestDocuments } from "@/lib/data/estimates";
import { renderDocumentPdf, type PdfDocument } from "@/lib/server/estimate-pdf";
import { site } from "@/lib/site/business-profile";
import { createClient } from "@/lib/supabase/server";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * A request's current estimate (`?type=estimate`, or `&version=<n>` for an
 * earlier one) or its receipt (`?type=receipt`) as a PDF, for the signed-in
 * owner and staff only: every row is read as the caller, so RLS hides other
 * customers' documents and drafts (404, the same answer as for an id that
 * does not exist). Written in the customer's language (their profile).
 */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/requests/[id]/document">) {
  const { id } = await params;
  const type = request.nextUrl.searchParams.get("type") === "receipt" ? "receipt" : "estimate";
  const version = Number(request.nextUrl.searchParams.get("version") ?? "");

  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at) return plain(401, "Sign in to download this document.");
  if (!isUuid(id)) return plain(404, "Document not found.");

  const [documents, requestRow] = await Promise.all([
    getRequestDocuments(supabase, id),
    supabase.from("service_requests").select("reference, user_id").eq("id", id).maybeSingle(),
  ]);
  if (!documents.ok || requestRow.error) return plain(500, "The document could not be created.");
  if (!requestRow.data) return plain(404, "Document not found.");
  const owner = await supabase.from("profiles").select("full_name, locale").eq("id", requestRow.data.user_id).maybeSingle();
  const locale = isLocale(owner.data?.locale) ? owner.data.locale : routing.defaultLocale;
  const base = { locale, reference: requestRow.data.reference, customerName: owner.data?.full_name ?? null };

  let doc: PdfDocument;
  if (type === "receipt") {
    const r = documents.receipt;
    if (!r) return plain(404, "Document not found.");
    doc = {
      ...base,
      kind: "receipt",
      issuedAt: r.created_at,
      payment: { method: r.payment_method, paidOn: r.paid_on },
      receipt: { number: r.number, warrantyEndsOn: r.warranty_ends_on },
      lines: r.lines,
      discountCents: r.discount_cents,
      subtotalCents: r.subtotal_cents,
      taxCents: r.tax_cents,
      totalCents: r.total_cents,
      taxRateBps: r.tax_rate_bps,
    };
  } else {
    const sent = documents.estimates.filter((e) => e.status !== "draft");
    const e = Number.isInteger(version) && version > 0 ? sent.find((x) => x.version === version) : sent.find((x) => !x.superseded_at);
    if (!e) return plain(404, "Document not found.");
    doc = {
      ...base,
      kind: "estimate",
      version: e.version,
      validUntil: e.valid_until,
      issuedAt: e.sent_at ?? e.valid_until,
      approval: e.status === "approved" && e.answered_at ? { at: e.answered_at, by: base.customerName ?? "-", totalCents: e.approved_total_cents ?? e.total_cents } : null,
      note: e.note,
      lines: e.lines,
      discountCents: e.discount_cents,
      subtotalCents: e.subtotal_cents,
      taxCents: e.tax_cents,
      totalCents: e.total_cents,
      taxRateBps: e.tax_rate_bps,
    };
  }
  const pdf = await renderDocumentPdf(doc);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${site.slug}-${type}-R-${base.reference}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
