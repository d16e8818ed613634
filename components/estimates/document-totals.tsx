import { useLocale, useTranslations } from "next-intl";
import { formatCents, formatTaxRate } from "@/lib/rules/estimate-format";
import type { Totals } from "@/lib/rules/estimate-totals";

/**
 * The totals of an estimate or a receipt as the customer reads them:
 * subtotal, the discount when there is one, the tax at its rate, and the
 * total. The stored document (EstimateDocument) and the console's live
 * preview (EstimateEditor, totals by lib/rules/estimate-totals.ts) both show
 * them through this, so staff see what the customer will.
 */
export function DocumentTotals({ totals, taxRateBps }: { totals: Totals; taxRateBps: number }) {
  const t = useTranslations("Estimates");
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const rate = formatTaxRate(taxRateBps, locale);
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm tabular-nums">
      <dt className="text-muted-foreground">{t("subtotal")}</dt>
      <dd className="text-right">{money(totals.subtotalCents)}</dd>
      {totals.discountCents > 0 ? (
        <>
          <dt className="text-muted-foreground">{t("discount")}</dt>
          <dd className="text-right">−{money(totals.discountCents)}</dd>
        </>
      ) : null}
      <dt className="text-muted-foreground">{t("tax", { rate })}</dt>
      <dd className="text-right">{money(totals.taxCents)}</dd>
      <div className="col-span-2 grid grid-cols-subgrid border-t pt-1 text-base font-semibold">
        <dt>{t("total")}</dt>
        <dd className="text-right" data-testid="estimate-total">
          {money(totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
