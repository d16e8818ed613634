import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RequestDetail } from "@/components/dashboard/request-detail";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard/requests/[id]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations("RequestDetail");
  const path = `/dashboard/requests/${encodeURIComponent(id)}`;
  return pageMetadata({ locale, path, title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/** Where the requests table's details button leads: the shared detail screen. */
export default async function DashboardRequestPage({ params }: PageProps<"/[locale]/dashboard/requests/[id]">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  return (
    <ClientMessages area="dashboard">
      <RequestDetail locale={locale} id={id} path={`/dashboard/requests/${encodeURIComponent(id)}`} />
    </ClientMessages>
  );
}
