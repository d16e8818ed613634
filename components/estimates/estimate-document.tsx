import { getLocale, getTranslations } from "next-intl/server";
import type { DocumentLine } from "@/lib/data/estimates";
import { formatCents, formatQuantity } from "@/lib/rules/estimate-format";
import { DocumentTotals } from "./document-totals";

/**
 * The lines and totals of an estimate or a receipt, as the database stored
 * and computed them. A plain table on wide screens; on a phone each line
 * stacks (the amount under its description), so nothing scrolls sideways.
 */
export async function EstimateDocument({
  lines,
  discountCents,
  subtotalCents,
  taxCents,
  totalCents,
  taxRateBps,
}: {
  lines: DocumentLine[];
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRateBps: number;
}) {
  const t = await getTranslations("Estimates");
  const locale = await getLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const quantity = { format: (value: number) => formatQuantity(value, locale) };
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full text-sm">
        <thead className="sr-only sm:not-sr-only">
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">{t("columns.description")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t("columns.quantity")}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t("columns.unitPrice")}</th>
            <th scope="col" className="py-2 text-right font-medium">{t("columns.lineTotal")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="grid grid-cols-[1fr_auto] border-b py-2 sm:table-row">
              <td className="pr-3 sm:py-2">
                <span className="block break-words">{line.description}</span>
                <span className="text-xs text-muted-foreground">{t(`kind.${line.kind}`)}</span>
              </td>
              <td className="col-start-1 text-muted-foreground sm:py-2 sm:pr-3 sm:text-right sm:text-foreground">
                <span className="sm:hidden">
                  {quantity.format(line.quantity)} × {money(line.unit_price_cents)}
                </span>
                <span className="hidden sm:inline">{quantity.format(line.quantity)}</span>
              </td>
              <td className="hidden sm:table-cell sm:py-2 sm:pr-3 sm:text-right">{money(line.unit_price_cents)}</td>
              <td className="col-start-2 row-start-1 text-right font-medium tabular-nums sm:py-2">{money(line.line_total_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DocumentTotals totals={{ subtotalCents, discountCents, taxCents, totalCents }} taxRateBps={taxRateBps} />
    </div>
  );
}
