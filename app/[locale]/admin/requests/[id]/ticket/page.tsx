import { ArrowLeftIcon } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { JobTicket } from "@/components/admin/job-ticket";
import { PrintButton } from "@/components/admin/print-button";
import { Unavailable } from "@/components/shared/panel";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { requireStaff } from "@/lib/data/require-staff";
import { getAdminRequest, getRequestIntake, getCustomerContact } from "@/lib/data/admin-requests";
import { getRequestDocuments } from "@/lib/data/estimates";
import { loadThread } from "@/lib/data/request-thread";
import { consoleRequestUrl, qrSvg } from "@/lib/server/ticket-qr";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/requests/[id]/ticket">) {
  return adminMetadata(params, "ticket.metaTitle");
}

/**
 * Printing takes everything but the ticket out of the page (the site's
 * header and footer, the console's navigation, the buttons), so however tall
 * they grow the paper holds the ticket alone, and leaves the paper size to the
 * printer: the ticket fits A4 and Letter with these margins.
 */
const PRINT_CSS = `@media print {
  @page { size: auto; margin: 14mm; }
  body *:not(:has(#job-ticket)):not(#job-ticket):not(#job-ticket *) { display: none !important; }
  body, body *:has(#job-ticket) { min-height: 0 !important; margin: 0 !important; padding: 0 !important; border: 0 !important; }
}`;

/**
 * A request's job ticket, from the browser's print (A4 or Letter): the page
 * around it in the console's language, the ticket in the customer's.
 */
export default async function JobTicketPage({ params }: PageProps<"/[locale]/admin/requests/[id]/ticket">) {
  await pageLocale(params);
  const { id } = await params;
  const { supabase, user } = await requireStaff();
  const t = await getTranslations("Admin.ticket");
  const languageName = await getTranslations("Admin.languageNames");
  const found = await getAdminRequest(supabase, id);
  if (found.kind === "not-found") notFound();
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link href={`/admin/requests/${id}`}>
        <ArrowLeftIcon aria-hidden />
        {t("back")}
      </Link>
    </Button>
  );
  if (found.kind !== "found") {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Unavailable message={t("unavailable")} />
      </div>
    );
  }
  const { request } = found;
  const [thread, customer, intake, documents, qr] = await Promise.all([
    loadThread(supabase, user.id, request.id),
    getCustomerContact(supabase, request.user_id),
    getRequestIntake(supabase, request.id),
    getRequestDocuments(supabase, request.id),
    qrSvg(consoleRequestUrl(request.id)),
  ]);
  const approved = documents.ok ? documents.estimates.find((estimate) => estimate.status === "approved") : undefined;
  return (
    <div className="flex flex-col gap-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <p className="text-sm text-muted-foreground">{t("printedIn", { language: languageName(customer.locale) })}</p>
        <PrintButton />
      </div>
      <JobTicket
        locale={customer.locale}
        request={request}
        intake={intake}
        phone={customer.phone}
        approvedTotalCents={approved ? (approved.approved_total_cents ?? approved.total_cents) : null}
        messages={thread.ok ? thread.messages : []}
        printedAt={new Date().toISOString()}
        qr={qr}
      />
    </div>
  );
}
