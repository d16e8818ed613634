import "server-only";
import type { EstimateItemKind } from "@/lib/rules/business-rules";
import type { StaffClient } from "./require-staff";

/** An item of the shop's price list: a line staff can put on an estimate or receipt in either language. */
export type PriceListItem = {
  id: number;
  kind: EstimateItemKind;
  nameEn: string;
  nameEs: string;
  unitPriceCents: number;
  active: boolean;
};

export type PriceList = { ok: true; items: PriceListItem[] } | { ok: false };

/** The price list, by kind (labour, parts, fees) then English name; `activeOnly` for the estimate editor's picker. RLS shows it to staff only. */
export async function getPriceList(supabase: StaffClient, { activeOnly = false } = {}): Promise<PriceList> {
  let query = supabase.from("price_list_items").select("id, kind, name_en, name_es, unit_price_cents, active");
  if (activeOnly) query = query.eq("active", true);
  const { data, error } = await query.order("name_en").order("id");
  if (error) {
    console.error("Error fetching the price list:", error.message);
    return { ok: false };
  }
  const rank = (kind: string) => ["labour", "part", "fee"].indexOf(kind);
  const items = data
    .map((row) => ({ id: row.id, kind: row.kind as EstimateItemKind, nameEn: row.name_en, nameEs: row.name_es, unitPriceCents: row.unit_price_cents, active: row.active }))
    .sort((a, b) => rank(a.kind) - rank(b.kind));
  return { ok: true, items };
}
