import { ESTIMATE_RULES } from "@/lib/rules/business-rules";

/** Integer cents as money in the locale's form ("$1,234.50", "1234,50 US$"): the currency is the shop's. */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { style: "currency", currency: ESTIMATE_RULES.currency }).format(cents / 100);
}

/**
 * A calendar date of the shop ("2026-12-08", as Postgres sends a `date`) in
 * the locale's long form. Formatted at noon UTC in UTC, so no time zone can
 * move it to another day.
 */
export function formatShopDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}
