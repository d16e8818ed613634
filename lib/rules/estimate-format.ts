import { ESTIMATE_RULES } from "@/lib/rules/business-rules";

const intlLocale = (locale: string) => (locale === "es" ? "es-US" : "en-US");

// One formatter per language, made once: building an Intl formatter costs some
// 0.1 ms, and a page with an estimate formats dozens of amounts.
const money = new Map<string, Intl.NumberFormat>();
const days = new Map<string, Intl.DateTimeFormat>();

/** Integer cents as money in the locale's form ("$1,234.50", "1234,50 US$"): the currency is the shop's. */
export function formatCents(cents: number, locale: string): string {
  const key = intlLocale(locale);
  let formatter = money.get(key);
  if (!formatter) money.set(key, (formatter = new Intl.NumberFormat(key, { style: "currency", currency: ESTIMATE_RULES.currency })));
  return formatter.format(cents / 100);
}

/**
 * A calendar date of the shop ("2026-12-08", as Postgres sends a `date`) in
 * the locale's long form. Formatted at noon UTC in UTC, so no time zone can
 * move it to another day.
 */
export function formatShopDate(day: string, locale: string): string {
  const key = intlLocale(locale);
  let formatter = days.get(key);
  if (!formatter) days.set(key, (formatter = new Intl.DateTimeFormat(key, { dateStyle: "long", timeZone: "UTC" })));
  return formatter.format(new Date(`${day}T12:00:00Z`));
}
