import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RequestDetail } from "@/components/service-request/request-detail";
import { EstimateSection } from "@/components/estimates/estimate-section";
import { ClientMessages } from "@/i18n/client-messages";
import { redirect } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { getRequestDocuments } from "@/lib/data/estimates";
import { getRequestLinks } from "@/lib/data/request-links";
import { loadThread, markThreadRead, threadTiming } from "@/lib/data/request-thread";
import { requireCustomer } from "@/lib/data/require-customer";
import { getRequestForOwner } from "@/lib/data/service-requests";
import { isUuid } from "@/lib/rules/uuid";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/service-request/[id]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const t = await getTranslations("RequestDetail");
  const path = `/service-request/${encodeURIComponent(id)}`;
  return pageMetadata({ locale, path, title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/**
 * Service request detail (the old /dashboard/requests/<id> redirects here,
 * next.config.ts) with its conversation. A missing id, an unknown request and
 * someone else's request all go back to the dashboard with a notice; nothing
 * about another user's request is rendered. Opening it marks the thread read
 * (after loading it, so a reply that lands in between stays unread until the
 * page's next poll shows it).
 */
export default async function ServiceRequestPage({ params }: PageProps<"/[locale]/service-request/[id]">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const { supabase, user } = await requireCustomer(locale, `/service-request/${encodeURIComponent(id)}`);
  // The thread's and the documents' reads start beside the ownership check: RLS gives them nothing of
  // another's request, and their answers are used only once the request is found (a found id is a UUID).
  const readable = isUuid(id);
  const [result, thread, documents, links] = await Promise.all([
    getRequestForOwner(supabase, user.id, id),
    readable ? loadThread(supabase, user.id, id) : null,
    readable ? getRequestDocuments(supabase, id) : null,
    readable ? getRequestLinks(supabase, id) : null,
  ]);
  if (result.kind !== "found" || !thread || !documents || !links) return redirect({ href: `/dashboard?notice=${result.kind === "found" ? "not-found" : result.kind}`, locale });
  if (thread.ok) await markThreadRead(supabase, result.request.id);
  const estimate = (
    <EstimateSection viewer="customer" requestId={result.request.id} requestStatus={result.request.status} reference={result.request.reference} documents={documents} />
  );
  return (
    <ClientMessages area="dashboard">
      <RequestDetail
        request={result.request}
        thread={thread}
        timing={threadTiming()}
        estimate={estimate}
        links={links}
        warrantyEndsOn={documents.ok ? (documents.receipt?.warranty_ends_on ?? null) : null}
      />
    </ClientMessages>
  );
}
