import { ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { formatNumber, usLocale } from "@/lib/rules/number-format";

// One formatter per language, made once: building an Intl formatter costs some
// 0.1 ms, and a page with an estimate formats dozens of amounts. Dates of
// estimates and receipts: formatShopDate in date-time.ts.
const money = new Map<string, Intl.NumberFormat>();

/** Integer cents as money, as the shop writes it in both languages ("$1,234.50"): the currency is the shop's. */
export function formatCents(cents: number, locale: string): string {
  const key = usLocale(locale);
  let formatter = money.get(key);
  if (!formatter) money.set(key, (formatter = new Intl.NumberFormat(key, { style: "currency", currency: ESTIMATE_RULES.currency })));
  return formatter.format(cents / 100);
}

/** A line's quantity in the same style as the money beside it: "1.5" in both languages, never "1,5". */
export const formatQuantity = (quantity: number, locale: string) => formatNumber(quantity, locale, { maximumFractionDigits: 2 });

/** The tax rate, from basis points, as the money is written: "8.25%" in both languages, never "8,25 %". */
export const formatTaxRate = (basisPoints: number, locale: string) =>
  formatNumber(basisPoints / 10_000, locale, { style: "percent", maximumFractionDigits: 2 });
