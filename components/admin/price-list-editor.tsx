import { getTranslations } from "next-intl/server";
import { Unavailable } from "@/components/shared/panel";
import type { PriceList } from "@/lib/data/price-list";
import { AdminSection } from "./admin-section";
import { PriceListForm } from "./price-list-form";

/** The price list the estimate editor picks lines from: a form to add an item, then each item's own form. */
export async function PriceListEditor({ list }: { list: PriceList }) {
  const t = await getTranslations("Admin.priceList");
  return (
    <AdminSection id="price-list" title={t("title")} description={t("description")}>
      {list.ok ? (
        <div className="flex flex-col gap-6">
          <div className="rounded-lg border border-dashed p-4">
            <PriceListForm />
          </div>
          <ul className="flex flex-col divide-y">
            {list.items.map((item) => (
              <li key={item.id} className="py-4 first:pt-0">
                <PriceListForm item={item} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Unavailable message={t("unavailable")} />
      )}
    </AdminSection>
  );
}
