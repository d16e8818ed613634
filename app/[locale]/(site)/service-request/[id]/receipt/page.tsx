import type { Metadata } from "next";
import { redirect as redirectTo } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { requireCustomer } from "@/lib/data/require-customer";
import { getRequestForOwner } from "@/lib/data/service-requests";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/service-request/[id]/receipt">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations("RequestDetail");
  return pageMetadata({ locale, path: `/service-request/${encodeURIComponent(id)}/receipt`, title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/**
 * The completion email's receipt link: asks the visitor to sign in (and
 * comes back here), then hands the request's owner its receipt PDF
 * (/api/requests/<id>/document?type=receipt, which reads it as the caller).
 * Anyone else goes to the dashboard with the request page's notice, as for
 * the request itself: the link is no public URL of the receipt.
 */
export default async function ReceiptLinkPage({ params }: PageProps<"/[locale]/service-request/[id]/receipt">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const { supabase, user } = await requireCustomer(locale, `/service-request/${encodeURIComponent(id)}/receipt`);
  const result = await getRequestForOwner(supabase, user.id, id);
  if (result.kind !== "found") return redirect({ href: `/dashboard?notice=${result.kind}`, locale });
  redirectTo(`/api/requests/${result.request.id}/document?type=receipt`);
}
