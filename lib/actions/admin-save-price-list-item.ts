"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { isPriceListErrorKey, priceListItemSchema, type PriceListErrorKey } from "@/lib/validation/price-list-item";

export type SavePriceListItemResult = { ok: true; id: number } | { ok: false; error: AdminActionError | PriceListErrorKey };

/**
 * Staff add an item to the price list (no id) or change one: kind, names in
 * both languages, default price, offered in the editor or not. RLS and the
 * column grants let only staff write, and the table's checks refuse what the
 * schema refuses. Estimates already written keep their own lines.
 */
export const savePriceListItem: ServerAction<[item: unknown], SavePriceListItemResult> = defineAction({
  access: "staff",
  input: priceListItemSchema,
  invalid: (issues) => {
    const { message } = issues[0]!;
    return { ok: false, error: isPriceListErrorKey(message) ? message : "invalidId" };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (item, { supabase }) => {
    const row = { kind: item.kind, name_en: item.nameEn, name_es: item.nameEs, unit_price_cents: item.price, active: item.active };
    const { data, error } = item.id
      ? await supabase.from("price_list_items").update(row).eq("id", item.id).select("id").maybeSingle()
      : await supabase.from("price_list_items").insert(row).select("id").single();
    if (error) return { ok: false, error: adminErrorFromDb(error, "save price list item") };
    if (!data) return { ok: false, error: "notFound" };
    return { ok: true, id: data.id };
  },
});
