import { ESTIMATE_RULES } from "@/lib/rules/business-rules";

// One formatter per language, made once: building an Intl formatter costs some
// 0.1 ms, and a page with an estimate formats dozens of amounts. Dates of
// estimates and receipts: formatShopDate in date-time.ts.
const money = new Map<string, Intl.NumberFormat>();

const numbers = new Map<string, Intl.NumberFormat>();

/** The United States' form of a language: money and numbers are written "$1,234.50" and "1.5" in English and Spanish alike. */
const usLocale = (locale: string) => (locale === "es" ? "es-US" : "en-US");

/** Integer cents as money, as the shop writes it in both languages ("$1,234.50"): the currency is the shop's. */
export function formatCents(cents: number, locale: string): string {
  const key = usLocale(locale);
  let formatter = money.get(key);
  if (!formatter) money.set(key, (formatter = new Intl.NumberFormat(key, { style: "currency", currency: ESTIMATE_RULES.currency })));
  return formatter.format(cents / 100);
}

function numberFormat(locale: string, style: "quantity" | "percent") {
  const key = `${usLocale(locale)}|${style}`;
  let formatter = numbers.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(usLocale(locale), { maximumFractionDigits: 2, ...(style === "percent" ? { style: "percent" } : {}) });
    numbers.set(key, formatter);
  }
  return formatter;
}

/** A line's quantity in the same style as the money beside it: "1.5" in both languages, never "1,5". */
export const formatQuantity = (quantity: number, locale: string) => numberFormat(locale, "quantity").format(quantity);

/** The tax rate, from basis points, as the money is written: "8.25%" in both languages, never "8,25 %". */
export const formatTaxRate = (basisPoints: number, locale: string) => numberFormat(locale, "percent").format(basisPoints / 10_000);
