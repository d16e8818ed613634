import { ESTIMATE_RULES } from "@/lib/rules/business-rules";

// One formatter per language, made once: building an Intl formatter costs some
// 0.1 ms, and a page with an estimate formats dozens of amounts. Dates of
// estimates and receipts: formatShopDate in date-time.ts.
const money = new Map<string, Intl.NumberFormat>();

/** Integer cents as money in the locale's form ("$1,234.50", "1234,50 US$"): the currency is the shop's. */
export function formatCents(cents: number, locale: string): string {
  const key = locale === "es" ? "es-US" : "en-US";
  let formatter = money.get(key);
  if (!formatter) money.set(key, (formatter = new Intl.NumberFormat(key, { style: "currency", currency: ESTIMATE_RULES.currency })));
  return formatter.format(cents / 100);
}
