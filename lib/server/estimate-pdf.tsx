import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { DocumentLine } from "@/lib/data/estimates";
import { formatMoment, formatShopDate } from "@/lib/rules/date-time";
import { formatCents, formatQuantity, formatTaxRate } from "@/lib/rules/estimate-format";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { formatReceiptNumber } from "@/lib/rules/warranty";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * The estimate or the receipt as a PDF (@react-pdf/renderer, on the server):
 * the shop's name and address, the request number, the lines and totals as
 * the database computed them, in the customer's language. The built-in
 * Helvetica covers English and Spanish (WinAnsi), so no font is fetched.
 * A receipt's payment block is where an online payment link would go.
 */
export interface PdfDocument {
  kind: "estimate" | "receipt";
  locale: Locale;
  reference: number;
  customerName: string | null;
  /** Estimate: its version, valid-until date and approval; receipt: payment. */
  version?: number;
  validUntil?: string;
  approval?: { at: string; by: string; totalCents: number } | null;
  payment?: { method: "cash" | "card" | "other"; paidOn: string };
  /** Receipt: its own number and the last day of its warranty ("YYYY-MM-DD"). */
  receipt?: { number: number; warrantyEndsOn: string };
  issuedAt: string;
  note?: string | null;
  lines: DocumentLine[];
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRateBps: number;
}

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: "#111827" },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 24 },
  shop: { fontSize: 14, fontFamily: "Helvetica-Bold" },
  muted: { color: "#4b5563" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", textAlign: "right" },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#e5e7eb", paddingVertical: 5 },
  head: { fontFamily: "Helvetica-Bold", borderBottomColor: "#9ca3af" },
  description: { flex: 1, paddingRight: 8 },
  number: { width: 70, textAlign: "right" },
  totals: { marginTop: 12, marginLeft: "auto", width: 220 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grand: { fontFamily: "Helvetica-Bold", fontSize: 12, borderTopWidth: 1, borderTopColor: "#111827", marginTop: 4, paddingTop: 4 },
  block: { marginTop: 18 },
});

export function renderDocumentPdf(doc: PdfDocument): Promise<Buffer> {
  const t = createTranslator({ locale: doc.locale, messages: doc.locale === "es" ? es : en, namespace: "Estimates" });
  const money = (cents: number) => formatCents(cents, doc.locale);
  const quantity = { format: (value: number) => formatQuantity(value, doc.locale) };
  const rate = formatTaxRate(doc.taxRateBps, doc.locale);
  const date = (iso: string) => formatShopDate(iso.slice(0, 10), doc.locale);
  const instant = (iso: string) => formatMoment(iso, doc.locale);
  const { street, city, region, postalCode } = site.address;

  return renderToBuffer(
    <Document title={`${t(`pdf.${doc.kind}`)} ${formatRequestReference(doc.reference)}`} author={site.name} language={doc.locale}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.shop}>{site.name}</Text>
            <Text style={styles.muted}>{street}</Text>
            <Text style={styles.muted}>{`${city}, ${region} ${postalCode}`}</Text>
            <Text style={styles.muted}>{`${site.phone.display} · ${site.email}`}</Text>
          </View>
          <View>
            <Text style={styles.title}>{t(`pdf.${doc.kind}`)}</Text>
            {doc.receipt ? <Text style={{ textAlign: "right" }}>{t("pdf.receiptNumber", { number: formatReceiptNumber(doc.receipt.number) })}</Text> : null}
            <Text style={{ textAlign: "right" }}>{t("pdf.request", { reference: formatRequestReference(doc.reference) })}</Text>
            {doc.version ? <Text style={{ textAlign: "right" }}>{t("pdf.version", { version: doc.version })}</Text> : null}
            <Text style={[styles.muted, { textAlign: "right" }]}>{t("pdf.issued", { date: date(doc.issuedAt) })}</Text>
          </View>
        </View>
        {doc.customerName ? (
          <Text style={{ marginBottom: 12 }}>{`${t("pdf.customer")}: ${doc.customerName}`}</Text>
        ) : null}
        <View style={[styles.row, styles.head]}>
          <Text style={styles.description}>{t("pdf.description")}</Text>
          <Text style={styles.number}>{t("pdf.quantity")}</Text>
          <Text style={styles.number}>{t("pdf.unitPrice")}</Text>
          <Text style={styles.number}>{t("pdf.amount")}</Text>
        </View>
        {doc.lines.map((line, index) => (
          <View key={index} style={styles.row} wrap={false}>
            <Text style={styles.description}>{`${line.description} (${t(`kind.${line.kind}`)})`}</Text>
            <Text style={styles.number}>{quantity.format(line.quantity)}</Text>
            <Text style={styles.number}>{money(line.unit_price_cents)}</Text>
            <Text style={styles.number}>{money(line.line_total_cents)}</Text>
          </View>
        ))}
        <View style={styles.totals}>
          <View style={styles.totalRow}>
            <Text>{t("subtotal")}</Text>
            <Text>{money(doc.subtotalCents)}</Text>
          </View>
          {doc.discountCents > 0 ? (
            <View style={styles.totalRow}>
              <Text>{t("discount")}</Text>
              <Text>{`-${money(doc.discountCents)}`}</Text>
            </View>
          ) : null}
          <View style={styles.totalRow}>
            <Text>{t("tax", { rate })}</Text>
            <Text>{money(doc.taxCents)}</Text>
          </View>
          <View style={[styles.totalRow, styles.grand]}>
            <Text>{t("total")}</Text>
            <Text>{money(doc.totalCents)}</Text>
          </View>
        </View>
        <View style={styles.block}>
          {doc.validUntil ? <Text>{t("pdf.validUntil", { date: date(doc.validUntil) })}</Text> : null}
          {doc.approval ? (
            <Text>{t("pdf.approved", { date: instant(doc.approval.at), name: doc.approval.by, total: money(doc.approval.totalCents) })}</Text>
          ) : null}
          {doc.payment ? (
            <Text>{t("pdf.paid", { method: doc.payment.method, date: date(doc.payment.paidOn) })}</Text>
          ) : null}
          {doc.receipt ? (
            <Text style={{ marginTop: 8 }}>{t("pdf.warranty", { days: WARRANTY_RULES.days, date: formatShopDate(doc.receipt.warrantyEndsOn, doc.locale) })}</Text>
          ) : null}
          {doc.note ? <Text style={{ marginTop: 8 }}>{doc.note}</Text> : null}
          <Text style={[styles.muted, { marginTop: 18 }]}>{t("pdf.thanks", { business: site.name })}</Text>
        </View>
      </Page>
    </Document>,
  );
}
