import { getTranslations } from "next-intl/server";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PriceListEditor } from "@/components/admin/price-list-editor";
import { ServicesEditor } from "@/components/admin/services-editor";
import { Unavailable } from "@/components/shared/panel";
import { Button } from "@/components/ui/button";
import { pageLocale } from "@/i18n/page-locale";
import { getAdminServices } from "@/lib/data/admin-services";
import { getPriceList } from "@/lib/data/price-list";
import { requireStaff } from "@/lib/data/require-staff";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/services">) {
  return adminMetadata(params, "services.metaTitle");
}

/**
 * The bookable services, as the booking form and the service pages offer
 * them: each one's names and descriptions in both languages, duration, visit
 * price, order and whether it is offered, saved one service at a time; then
 * the price list staff pick estimate lines from, each item in both languages.
 */
export default async function AdminServicesPage({ params }: PageProps<"/[locale]/admin/services">) {
  await pageLocale(params);
  const { supabase } = await requireStaff();
  const [list, priceList, t] = await Promise.all([getAdminServices(supabase), getPriceList(supabase), getTranslations("Admin.services")]);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href="#price-list">{t("priceListLink")}</a>
          </Button>
        }
      />
      {list.ok ? <ServicesEditor services={list.services} /> : <Unavailable message={t("unavailable")} />}
      <PriceListEditor list={priceList} />
    </div>
  );
}
