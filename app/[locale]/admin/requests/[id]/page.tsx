import { ArrowLeftIcon } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { customerLabel } from "@/components/admin/customer-cell";
import { RequestActivity } from "@/components/admin/request-activity";
import { AdminSection } from "@/components/admin/admin-section";
import { RequestDetails } from "@/components/admin/request-details";
import { RequestIntake } from "@/components/admin/request-intake";
import { TicketLink } from "@/components/admin/ticket-link";
import { TechnicianListProvider } from "@/components/admin/technician-list";
import { RequestThreadSection } from "@/components/conversation/request-thread-section";
import { EstimateSection } from "@/components/estimates/estimate-section";
import { RequestLinkItems } from "@/components/service-request/request-links";
import { Unavailable } from "@/components/shared/panel";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { getTechnicians } from "@/lib/data/admin-technicians";
import { requireStaff } from "@/lib/data/require-staff";
import { getAdminRequest, getOwedVisitFees, getRequestIntake, getCustomerContact } from "@/lib/data/admin-requests";
import { getRequestDocuments } from "@/lib/data/estimates";
import { getRequestActivity } from "@/lib/data/request-activity";
import { getPriceList } from "@/lib/data/price-list";
import { getRequestLinks } from "@/lib/data/request-links";
import { loadThread, markThreadRead, threadTiming } from "@/lib/data/request-thread";
import type { IntakeInput } from "@/lib/validation/device";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/requests/[id]">) {
  return adminMetadata(params, "requestDetail.metaTitle");
}

/**
 * One request for staff: its details with the status and technician
 * controls, the device as recorded at drop-off (with its sign-in passcode,
 * staff-only) and its estimate and receipt beside its conversation with the
 * customer (internal notes included), its activity (every status change, who
 * and when) and a link to its job ticket. The header says the customer's
 * language, the one their emails, estimate and receipt are written in; the
 * estimate editor picks lines from the price list in that language.
 * Opening it marks the thread read for this staff member. An id that names
 * no request gets the 404 page.
 */
export default async function AdminRequestPage({ params }: PageProps<"/[locale]/admin/requests/[id]">) {
  await pageLocale(params);
  const { id } = await params;
  const { supabase, user } = await requireStaff();
  const t = await getTranslations("Admin.requestDetail");
  const found = await getAdminRequest(supabase, id);
  if (found.kind === "not-found") notFound();

  const back = (
    <Button asChild variant="outline" size="sm" className="self-start">
      <Link href="/admin/requests">
        <ArrowLeftIcon aria-hidden />
        {t("back")}
      </Link>
    </Button>
  );
  if (found.kind !== "found") {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Card>
          <CardContent>
            <Unavailable message={t("unavailable")} />
          </CardContent>
        </Card>
      </div>
    );
  }

  const { request } = found;
  const [thread, technicians, documents, activity, owedFees, links, intake, contact, priceList] = await Promise.all([
    loadThread(supabase, user.id, request.id),
    getTechnicians(supabase),
    getRequestDocuments(supabase, request.id),
    getRequestActivity(supabase, request.id),
    getOwedVisitFees(supabase, request.id),
    getRequestLinks(supabase, request.id),
    getRequestIntake(supabase, request.id),
    getCustomerContact(supabase, request.user_id),
    getPriceList(supabase, { activeOnly: true }),
  ]);
  if (thread.ok) await markThreadRead(supabase, request.id);
  const customer = customerLabel(request, (await getTranslations("Admin.customer"))("unknown"));
  const tIntake = await getTranslations("Admin.intake");
  const languageName = await getTranslations("Admin.languageNames");
  const timing = threadTiming();

  return (
    <TechnicianListProvider technicians={technicians}>
      <div className="flex flex-col gap-6">
        {back}
        <AdminPageHeader
          title={request.title}
          description={t("filedByIn", { customer, language: languageName(contact.locale) })}
          actions={<TicketLink requestId={request.id} />}
        />
        <RequestDetails request={request} links={<RequestLinkItems links={links} viewer="staff" />} withdrawnAt={links.withdrawnAt} />
        {/* The conversation beside the estimate and receipt on a wide screen; stacked, documents first, on a phone. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 space-y-6" data-testid="documents-column">
            {intake ? (
              <AdminSection id="request-intake" title={tIntake("title")} description={tIntake("description")}>
                <RequestIntake
                  requestId={request.id}
                  closed={request.status === "completed" || request.status === "cancelled"}
                  initial={{
                    deviceKind: (intake.deviceKind ?? "") as IntakeInput["deviceKind"],
                    deviceMake: intake.deviceMake ?? "",
                    deviceModel: intake.deviceModel ?? "",
                    deviceSerial: intake.deviceSerial ?? "",
                    deviceLeftWith: intake.deviceLeftWith ?? "",
                    deviceCondition: intake.deviceCondition ?? "",
                    access: (intake.deviceAccess ?? "customer_present") as IntakeInput["access"],
                    passcode: intake.passcode ?? "",
                  }}
                />
              </AdminSection>
            ) : null}
            <EstimateSection
              viewer="staff"
              requestId={request.id}
              requestStatus={request.status}
              reference={request.reference}
              documents={documents}
              customer={customer}
              filedAt={request.created_at}
              openVisits={request.open_visits}
              owedFees={owedFees}
              priceList={priceList.ok ? priceList.items : []}
              customerLocale={contact.locale}
            />
          </div>
          <div className="min-w-0" data-testid="conversation-column">
            <RequestThreadSection
              requestId={request.id}
              status={request.status}
              viewer="staff"
              thread={thread}
              timing={timing}
              warrantyEndsOn={documents.ok ? (documents.receipt?.warranty_ends_on ?? null) : null}
            />
          </div>
        </div>
        <RequestActivity activity={activity} filedAt={request.created_at} customer={customer} />
      </div>
    </TechnicianListProvider>
  );
}
