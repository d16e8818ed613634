import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RequestDetail } from "@/components/dashboard/request-detail";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/service-request/[id]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations("RequestDetail");
  const path = `/service-request/${encodeURIComponent(id)}`;
  return pageMetadata({ locale, path, title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/** Service request detail; the same screen as /dashboard/requests/<id>. */
export default async function ServiceRequestPage({ params }: PageProps<"/[locale]/service-request/[id]">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  return (
    <ClientMessages area="dashboard">
      <RequestDetail locale={locale} id={id} path={`/service-request/${encodeURIComponent(id)}`} />
    </ClientMessages>
  );
}
