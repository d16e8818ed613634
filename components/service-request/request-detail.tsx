import { ArrowLeftIcon, CalendarPlusIcon } from "lucide-react";
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { RequestThreadSection } from "@/components/conversation/request-thread-section";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { DetailItem } from "@/components/ui/detail-item";
import { Link } from "@/i18n/navigation";
import type { ThreadLoad, ThreadTiming } from "@/lib/data/request-thread";
import type { ServiceRequest } from "@/lib/data/service-requests";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { ServiceTypeLabel } from "@/components/shared/service-type-label";
import { StatusBadge } from "@/components/shared/status-badge";

/**
 * The service request detail screen (/service-request/<id>) for a request
 * the page has already loaded and checked is the signed-in user's own, and
 * below it the conversation with the shop (or a plain note when it could
 * not be loaded).
 */
export async function RequestDetail({
  request,
  thread,
  timing,
  estimate,
}: {
  request: ServiceRequest;
  thread: ThreadLoad;
  timing: ThreadTiming;
  /** The request's estimates and receipt (components/estimates), between the details and the conversation. */
  estimate?: ReactNode;
}) {
  const t = await getTranslations("RequestDetail");
  const format = await getFormatter();
  const common = await getTranslations("Common");
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
            <DetailItem label={t("description")} wide>
              <p className="whitespace-pre-wrap break-words">{request.description}</p>
            </DetailItem>
          </dl>
          <p className="mt-5 text-xs text-muted-foreground">{zoneNote}</p>
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link href="/dashboard">
              <ArrowLeftIcon aria-hidden />
              {t("back")}
            </Link>
          </Button>
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
      <RequestThreadSection requestId={request.id} status={request.status} viewer="customer" thread={thread} timing={timing} />
    </div>
  );
}
