import { ArrowLeftIcon } from "lucide-react";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CustomerContact } from "@/components/admin/customer-contact";
import { CustomerDocuments } from "@/components/admin/customer-documents";
import { CustomerHistory } from "@/components/admin/customer-history";
import { CustomerMessages } from "@/components/admin/customer-messages";
import { CustomerNotes } from "@/components/admin/customer-notes";
import { Unavailable } from "@/components/shared/panel";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { getCustomerRecord } from "@/lib/data/admin-customers";
import { requireStaff } from "@/lib/data/require-staff";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/customers/[id]">) {
  return adminMetadata(params, "customerRecord.metaTitle");
}

/**
 * One customer for staff, in one read (admin_customer_record): contact
 * details and language (correctable), totals computed in SQL, staff notes,
 * and every request, appointment, estimate, receipt and message of theirs,
 * each linking to the page that handles it. Staff only, like all of /admin;
 * an id that names no account gets the 404 page.
 */
export default async function AdminCustomerPage({ params }: PageProps<"/[locale]/admin/customers/[id]">) {
  await pageLocale(params);
  const { id } = await params;
  const { supabase } = await requireStaff();
  const t = await getTranslations("Admin.customerRecord");
  const found = await getCustomerRecord(supabase, id);
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

  const { record } = found;
  const { customer } = record;
  const format = await getFormatter();
  const name = customer.full_name?.trim() || customer.email;
  const since = t("since", { date: format.dateTime(new Date(customer.created_at), { month: "long", day: "numeric", year: "numeric" }) });

  return (
    <div className="flex flex-col gap-6" data-customer-id={customer.id}>
      {back}
      <AdminPageHeader title={name} description={customer.staff ? `${since} · ${t("staffAccount")}` : since} />
      <CustomerContact record={record} />
      <CustomerNotes customerId={customer.id} notes={record.notes} />
      <CustomerHistory requests={record.requests} appointments={record.appointments} />
      <CustomerDocuments estimates={record.estimates} receipts={record.receipts} />
      <CustomerMessages messages={record.messages} />
    </div>
  );
}
