import { ArrowLeftIcon, CalendarPlusIcon, ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { RequestThreadSection } from "@/components/conversation/request-thread-section";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { DetailItem } from "@/components/ui/detail-item";
import { Link } from "@/i18n/navigation";
import type { RequestLinks } from "@/lib/data/request-links";
import type { ThreadLoad, ThreadTiming } from "@/lib/data/request-thread";
import { businessToday } from "@/lib/rules/booking-time";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";
import { formatShopDate } from "@/lib/rules/date-time";
import { canWithdraw, underWarranty } from "@/lib/rules/warranty";
import type { RequestDevice, ServiceRequest } from "@/lib/data/service-requests";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { ServiceTypeLabel } from "@/components/shared/service-type-label";
import { StatusBadge } from "@/components/shared/status-badge";
import { OpenWarrantyButton } from "./open-warranty-button";
import { RequestDeviceItem } from "./request-device";
import { RequestLinkItems } from "./request-links";
import { WithdrawRequestButton } from "./withdraw-request-button";

/**
 * The service request detail screen (/service-request/<id>) for a request
 * the page has already loaded and checked is the signed-in user's own, and
 * below it the conversation with the shop (or a plain note when it could
 * not be loaded). The device recorded with it shows beside the description
 * (never its passcode). A pending request can be withdrawn; a completed one shows
 * its warranty and, while it runs, opens a warranty request in one click;
 * warranty requests and their originals link to each other.
 */
export async function RequestDetail({
  request,
  thread,
  timing,
  estimate,
  links,
  warrantyEndsOn,
}: {
  request: ServiceRequest & RequestDevice;
  thread: ThreadLoad;
  timing: ThreadTiming;
  links: RequestLinks;
  /** The last day of the warranty its receipt states ("YYYY-MM-DD"), null without a receipt. */
  warrantyEndsOn: string | null;
  /** The request's estimates and receipt (components/estimates), between the details and the conversation. */
  estimate?: ReactNode;
}) {
  const t = await getTranslations("RequestDetail");
  const format = await getFormatter();
  const common = await getTranslations("Common");
  const locale = await getLocale();
  const warranty = request.status === "completed" && warrantyEndsOn ? { date: formatShopDate(warrantyEndsOn, locale), running: underWarranty(warrantyEndsOn, businessToday()) } : null;
  const zoneNote = (await getTranslations("Dashboard"))("zoneNote", { zone: common("businessTimeZone") });
  const when = (value: string) => {
    const date = new Date(value);
    return (
      <time dateTime={value}>
        {format.dateTime(date, dateFormat)}, {formatTimeWith(format, date)}
      </time>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Card>
        <CardHeader className="gap-3">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{request.title}</h1>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <DetailItem label={t("reference")}>
              <span data-testid="request-reference" className="font-mono font-semibold">
                {formatRequestReference(request.reference)}
              </span>
              <span className="mt-1 block text-xs text-muted-foreground">{t("referenceHint")}</span>
            </DetailItem>
            <DetailItem label={t("serviceType")}>
              <ServiceTypeLabel type={request.service_type} />
            </DetailItem>
            <DetailItem label={t("status")}>
              <StatusBadge kind="request" status={request.status} />
            </DetailItem>
            <DetailItem label={t("submittedOn")}>{when(request.created_at)}</DetailItem>
            <DetailItem label={t("lastUpdated")}>{request.updated_at ? when(request.updated_at) : t("notAvailable")}</DetailItem>
            {request.technician?.trim() ? <DetailItem label={t("technician")}>{request.technician}</DetailItem> : null}
            <RequestLinkItems links={links} viewer="customer" />
            <DetailItem label={t("description")} wide>
              <p className="whitespace-pre-wrap break-words">{request.description}</p>
            </DetailItem>
            <RequestDeviceItem device={request} />
          </dl>
          {links.withdrawnAt ? (
            <p className="mt-5 text-sm" data-testid="withdrawn">
              {t("withdrawnOn", { date: format.dateTime(new Date(links.withdrawnAt), dateFormat) })}
            </p>
          ) : null}
          <p className="mt-5 text-xs text-muted-foreground">{zoneNote}</p>
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link href="/dashboard">
              <ArrowLeftIcon aria-hidden />
              {t("back")}
            </Link>
          </Button>
          {canWithdraw(request.status) ? <WithdrawRequestButton requestId={request.id} /> : null}
          {request.status === "approved" ? (
            <Button asChild>
              <Link href={{ pathname: "/book-appointment", query: { request: request.id } }}>
                <CalendarPlusIcon aria-hidden />
                {t("schedule")}
              </Link>
            </Button>
          ) : null}
        </CardFooter>
      </Card>
      {estimate}
      {warranty ? (
        <Card data-testid="warranty">
          <CardHeader>
            <h2 className="flex items-center gap-2 text-xl leading-tight font-semibold">
              <ShieldCheckIcon aria-hidden className="size-5 text-primary" />
              {t("warranty.title")}
            </h2>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p>{t(warranty.running ? "warranty.active" : "warranty.ended", { days: WARRANTY_RULES.days, date: warranty.date })}</p>
            {warranty.running ? <OpenWarrantyButton requestId={request.id} /> : null}
          </CardContent>
        </Card>
      ) : null}
      <RequestThreadSection requestId={request.id} status={request.status} viewer="customer" thread={thread} timing={timing} warrantyEndsOn={warrantyEndsOn} />
    </div>
  );
}
