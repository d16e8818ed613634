import { LogInIcon, PhoneIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import { formatClock } from "@/lib/rules/date-time";
import { site } from "@/lib/site/business-profile";

/**
 * The signed-out booking page: call during the phone hours (with a
 * way to the contact page), or sign in and come back to `returnTo` (this page
 * with its query, so a chosen service or request survives the detour).
 */
export async function SignedOutOptions({ returnTo }: { returnTo: string }) {
  const t = await getTranslations("Booking.signedOut");
  const locale = await getLocale();
  const hours = { opens: formatClock(site.phoneHours.opens, locale), closes: formatClock(site.phoneHours.closes, locale) };
  return (
    <>
      <h2 className="mt-2 text-lg text-muted-foreground">{t("lead")}</h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={3} className="flex items-center gap-2 text-xl">
              <PhoneIcon aria-hidden className="size-5 text-primary" />
              {t("callTitle")}
            </CardTitle>
            <CardDescription>{t("callText", hours)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <a
              href={`tel:${site.phone.e164}`}
              aria-label={t("callLink", { phone: site.phone.display })}
              className="w-fit rounded-sm text-lg font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none">
              {site.phone.display}
            </a>
            <Button asChild variant="outline">
              <Link href="/contact">{t("callButton")}</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={3} className="flex items-center gap-2 text-xl">
              <LogInIcon aria-hidden className="size-5 text-primary" />
              {t("onlineTitle")}
            </CardTitle>
            <CardDescription>{t("onlineText")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <Link href={`/auth?redirect=${encodeURIComponent(returnTo)}`}>{t("onlineButton")}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
