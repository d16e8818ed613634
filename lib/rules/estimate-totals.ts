/**
 * The money rule of estimates and receipts, the same as the database's
 * (public.document_totals and the generated estimate_items.line_total_cents):
 * amounts are integer cents; a line is quantity × unit price rounded to the
 * nearest cent, halves away from zero; tax is (subtotal − discount) × rate,
 * rounded the same way; total = subtotal − discount + tax. The database
 * computes the stored totals; the console uses this for its live preview.
 */

export interface TotalsLine {
  /** Up to two decimals (1.5 hours of labour). */
  quantity: number;
  unitPriceCents: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** a / b rounded to the nearest integer, halves away from zero (a, b ≥ 0). */
const divRound = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** quantity × unit price in cents, rounded (quantity has at most two decimals). */
export function lineTotalCents({ quantity, unitPriceCents }: TotalsLine): number {
  const hundredths = BigInt(Math.round(quantity * 100));
  return Number(divRound(hundredths * BigInt(unitPriceCents), 100n));
}

export function documentTotals(lines: readonly TotalsLine[], discountCents: number, taxRateBasisPoints: number): Totals {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(lineTotalCents(line)), 0n);
  const taxable = subtotal - BigInt(discountCents);
  const tax = divRound(taxable * BigInt(taxRateBasisPoints), 10_000n);
  return {
    subtotalCents: Number(subtotal),
    discountCents,
    taxCents: Number(tax),
    totalCents: Number(taxable + tax),
  };
}
