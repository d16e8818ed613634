import { LogInIcon, PhoneIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BookingForm } from "@/components/booking/booking-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { localizePath } from "@/i18n/locale-from-path";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { loadBookableServices } from "@/lib/data/services";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/book-appointment">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Booking" });
  return pageMetadata({ locale, path: "/book-appointment", title: t("metaTitle"), description: t("metaDescription") });
}

/** Signed out: call or sign in (back to this same booking). Signed in: the booking form. */
export default async function BookAppointmentPage({ params, searchParams }: PageProps<"/[locale]/book-appointment">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Booking");
  const names = await getTranslations("ServiceNames");
  const query = await searchParams;
  const supabase = await createClient();
  const { data: auth } = await supabase.auth.getUser();

  if (!auth.user) {
    const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : []))).toString();
    const here = `${localizePath(locale, "/book-appointment")}${search ? `?${search}` : ""}`;
    return (
      <section className="mx-auto w-full max-w-4xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("signedOutTitle")}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-xl"><PhoneIcon aria-hidden className="size-5 text-primary" />{t("callTitle")}</CardTitle>
              <CardDescription>{t("callText")}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <a href={`tel:${site.phone.e164}`} className="text-lg font-semibold text-primary underline-offset-4 hover:underline">{site.phone.display}</a>
              <Button asChild variant="outline"><Link href="/contact">{t("callButton")}</Link></Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-xl"><LogInIcon aria-hidden className="size-5 text-primary" />{t("onlineTitle")}</CardTitle>
              <CardDescription>{t("onlineText")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild className="w-full"><Link href={`/auth?redirect=${encodeURIComponent(here)}`}>{t("onlineButton")}</Link></Button>
            </CardContent>
          </Card>
        </div>
      </section>
    );
  }

  const { services, failed } = await loadBookableServices(supabase);
  const label = (key: string | null, fallback: string, field: "name" | "description" | "price") =>
    key && t.has(`fallback.${key}.${field}` as never) ? t(`fallback.${key}.${field}` as never) : fallback;
  const options = services.map((s) => ({
    id: s.id,
    slug: s.slug,
    label: `${label(s.translationKey, s.name, "name")} — ${s.price || label(s.translationKey, "", "price")}`,
    description: label(s.translationKey, s.description, "description"),
    duration: s.duration,
  }));

  const slug = typeof query.service === "string" ? query.service : null;
  const preselected = options.find((o) => o.slug === slug) ?? null;
  let description = "";
  if (slug) description = t("serviceInterest", { name: names.has(slug as never) ? names(slug as never) : slug });
  if (preselected) description = t("serviceInterest", { name: preselected.label.split(" — ")[0]! });

  let requestId: string | null = null;
  let requestNotice: string | null = null;
  if (typeof query.request === "string") {
    // RLS returns only the caller's own rows; the booking function checks "approved" again.
    const { data } = await supabase.from("service_requests").select("id, title, status, user_id").eq("id", query.request).maybeSingle();
    if (data && data.user_id === auth.user.id && data.status === "approved") {
      requestId = data.id;
      description = t("replyTo", { title: data.title });
      requestNotice = t("linkedRequest", { title: data.title });
    } else {
      requestNotice = t("requestUnavailable");
    }
  }

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
      {requestNotice ? <p role="status" className="mt-4 rounded-md border bg-muted/50 p-3 text-sm">{requestNotice}</p> : null}
      <Card className="mt-8">
        <CardContent>
          <BookingForm
            services={options.map(({ id, label: l, description: d, duration }) => ({ id, label: l, description: d, duration }))}
            initialServiceId={preselected?.id ?? null}
            initialDescription={description}
            requestId={requestId}
            servicesError={failed}
          />
        </CardContent>
      </Card>
    </section>
  );
}
