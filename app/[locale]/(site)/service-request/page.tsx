import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServiceRequestForm } from "@/components/service-request/service-request-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { requireCustomer } from "@/lib/data/require-customer";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/service-request">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations("ServiceRequest");
  return pageMetadata({ locale, path: "/service-request", title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/** New service request: protected form with a way back to the dashboard. */
export default async function NewServiceRequestPage({ params }: PageProps<"/[locale]/service-request">) {
  const locale = await pageLocale(params);
  await requireCustomer(locale, "/service-request");
  const t = await getTranslations("ServiceRequest");
  return (
    <ClientMessages area="dashboard">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
        <Button asChild variant="ghost" className="self-start">
          <Link href="/dashboard">
            <ArrowLeftIcon aria-hidden />
            {t("back")}
          </Link>
        </Button>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("heading")}</h1>
            <CardDescription>{t("intro")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ServiceRequestForm />
          </CardContent>
        </Card>
      </div>
    </ClientMessages>
  );
}
