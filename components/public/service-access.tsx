import { CalendarCheckIcon, ClipboardListIcon, PhoneCallIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { ServiceOption } from "@/lib/rules/booking-services";
import { CallNowButton } from "./service-actions";

/**
 * What a service page offers to book, or how to get the service when no
 * appointment type fits. `appointment` is the bookable service the page's
 * Book buttons preselect (null: none, call or file a request). Its price is
 * labelled as the appointment's, apart from the page's work prices.
 */
export function ServiceAccessBox({ appointment, related }: { appointment: ServiceOption | null; related: { slug: string; name: string; service: string } | null }) {
  const t = useTranslations("ServicePage.access");
  return (
    <section aria-labelledby="service-access-heading" className="rounded-xl border bg-card p-5 text-card-foreground">
      <h2 id="service-access-heading" className="flex items-center gap-2 text-lg font-semibold">
        {appointment ? <CalendarCheckIcon aria-hidden className="size-5 text-primary" /> : <PhoneCallIcon aria-hidden className="size-5 text-primary" />}
        {appointment ? t("bookHeading") : t("callHeading")}
      </h2>
      {related ? (
        <p className="mt-2">
          {t("related", { name: related.name, service: related.service })}{" "}
          <Link href={`/services/${related.slug}`} className="font-medium text-primary underline underline-offset-4">
            {t("relatedLink", { service: related.service })}
          </Link>
        </p>
      ) : null}
      {appointment ? (
        <>
          <p className="mt-2 font-medium">{t(appointment.price ? (appointment.remote ? "bookOfferRemote" : "bookOffer") : "bookOfferNoPrice", { name: appointment.name, price: appointment.price, minutes: appointment.duration })}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("priceKinds")}</p>
        </>
      ) : (
        <>
          <p className="mt-2">{t("callOffer")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <CallNowButton />
            <Button asChild variant="outline">
              <Link href="/service-request">
                <ClipboardListIcon aria-hidden />
                {t("fileRequest")}
              </Link>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
