import { InfoIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { LazyBookingForm } from "@/components/booking/lazy-booking-form";
import { SignedOutOptions } from "@/components/booking/signed-out-options";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { localizePath } from "@/i18n/locale-from-path";
import { ClientMessages } from "@/i18n/client-messages";
import { redirect } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { loadBookingFormSetup } from "@/lib/data/booking-form";
import { pageMetadata } from "@/lib/site/seo";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/book-appointment">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Booking" });
  return pageMetadata({ locale, path: "/book-appointment", title: t("metaTitle"), description: t("metaDescription") });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /book-appointment. Dynamic: it reads the session. Signed out: call
 * or sign in and come back here with the same query. Signed in with an
 * unconfirmed email: /verification-pending, as every protected page does.
 * Signed in: the form, optionally for a service (?service=<slug>) or an
 * approved request (?request=<id>).
 */
export default async function BookAppointmentPage({ params, searchParams }: PageProps<"/[locale]/book-appointment">) {
  const locale = await pageLocale(params);
  const [t, query, supabase] = await Promise.all([getTranslations("Booking"), searchParams, createClient()]);
  const {
    data: { user },
  } = await supabase.auth.getUser();

  let body;
  if (!user) {
    const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, first(value)!]]))).toString();
    body = <SignedOutOptions returnTo={`${localizePath(locale, "/book-appointment")}${search ? `?${search}` : ""}`} />;
  } else if (!user.email_confirmed_at) {
    return redirect({ href: "/verification-pending", locale });
  } else {
    const setup = await loadBookingFormSetup(supabase, user.id, { service: first(query.service), request: first(query.request) });
    body = (
      <>
        <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
        {setup.request || setup.requestRefused ? (
          <Alert className="mt-6" role="status">
            <InfoIcon aria-hidden />
            <AlertDescription>{setup.request ? t("request.linked", { title: setup.request.title }) : t("request.unavailable")}</AlertDescription>
          </Alert>
        ) : null}
        <Card className="mt-8">
          <CardContent>
            <LazyBookingForm
              services={setup.services}
              servicesFailed={setup.servicesFailed}
              initialServiceId={setup.initialServiceId}
              initialDescription={setup.initialDescription}
              requestId={setup.request?.id ?? null}
              coveredTotal={setup.request?.coveredTotal ?? null}
              backHref={setup.backHref}
              closures={setup.closures}
            />
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <ClientMessages area="booking">
      <section className="mx-auto w-full max-w-4xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        {body}
      </section>
    </ClientMessages>
  );
}
