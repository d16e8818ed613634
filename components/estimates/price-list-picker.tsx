"use client";

import { useLocale, useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { PriceListItem } from "@/lib/data/price-list";
import type { Locale } from "@/i18n/routing";
import { ESTIMATE_ITEM_KINDS } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";

/**
 * "Add from the price list": a native select of the shop's items, grouped by
 * kind, each named in the customer's language (`customerLocale`, the
 * language the estimate, its email and its PDF are read in) with its price
 * (in the console's number style).
 * Choosing one hands it to `onPick` and returns to the placeholder.
 */
export function PriceListPicker({
  id,
  items,
  customerLocale,
  disabled,
  onPick,
}: {
  id: string;
  items: readonly PriceListItem[];
  customerLocale: Locale;
  disabled?: boolean;
  onPick: (item: PriceListItem) => void;
}) {
  const t = useTranslations("Estimates");
  const locale = useLocale();
  const name = (item: PriceListItem) => (customerLocale === "es" ? item.nameEs : item.nameEn);
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-md">
      <Label htmlFor={id}>{t("editor.fromPriceList")}</Label>
      <NativeSelect
        id={id}
        value=""
        disabled={disabled}
        onChange={(event) => {
          const item = items.find((candidate) => String(candidate.id) === event.target.value);
          if (item) onPick(item);
        }}
      >
        <option value="">{t("editor.pickItem")}</option>
        {ESTIMATE_ITEM_KINDS.map((kind) => {
          const ofKind = items.filter((item) => item.kind === kind);
          return ofKind.length ? (
            <optgroup key={kind} label={t(`kind.${kind}`)}>
              {ofKind.map((item) => (
                <option key={item.id} value={item.id}>
                  {`${name(item)} · ${formatCents(item.unitPriceCents, locale)}`}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </NativeSelect>
    </div>
  );
}
