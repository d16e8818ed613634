import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { AdminRequest, RequestIntake } from "@/lib/data/admin-requests";
import type { ThreadMessage } from "@/lib/data/request-thread";
import { DEVICE_ACCESS, DEVICE_KINDS, isRequestStatus, isServiceType, WARRANTY_RULES } from "@/lib/rules/business-rules";
import { formatDate, formatTime } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { UNCOLLECTED_DEVICE_DAYS } from "@/lib/rules/warranty";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/** Messages of the conversation a ticket shows at most (the latest, oldest of them first). */
export const TICKET_MESSAGES = 5;

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/**
 * A request's job ticket and drop-off consent, to print and keep with the
 * device, in the customer's language (`locale`, their profile's) whatever the
 * console's: the shop, the reference with a QR code that opens the request in
 * the console (`qr`, an SVG rendered on the server), the customer and how to
 * reach them, the device as recorded at drop-off (never its passcode), the
 * request as described, the approved estimate's total, the latest replies of
 * the conversation (internal notes stay out: the customer may read the
 * ticket), the warranty, the uncollected-device policy and lines for the
 * customer's signature. Sized to fit one A4 or Letter page; the print
 * stylesheet prints only this (`#job-ticket`).
 */
export function JobTicket({
  locale,
  request,
  intake,
  phone,
  approvedTotalCents,
  messages,
  printedAt,
  qr,
}: {
  locale: Locale;
  request: AdminRequest;
  intake: RequestIntake | null;
  phone: string | null;
  approvedTotalCents: number | null;
  messages: ThreadMessage[];
  printedAt: string;
  qr: string;
}) {
  const all = locale === "es" ? es : en;
  const t = createTranslator({ locale, messages: all, namespace: "Admin.ticket" });
  const device = createTranslator({ locale, messages: all, namespace: "Device" });
  const root = createTranslator({ locale, messages: all });
  const unknown = root("Admin.customer.unknown");
  const when = (at: string) => `${formatDate(at, locale)}, ${formatTime(at, locale)}`;
  const latest = messages.filter((message) => !message.internal).slice(-TICKET_MESSAGES);
  const field = "flex flex-col gap-0.5";
  const term = "text-xs font-medium tracking-wide text-muted-foreground uppercase print:text-black";
  const makeModel = [intake?.deviceMake, intake?.deviceModel].filter(Boolean).join(" ");
  const deviceRows: [string, string | null][] = intake
    ? [
        [t("kind"), oneOf(DEVICE_KINDS, intake.deviceKind) ? device(`kinds.${intake.deviceKind}`) : null],
        [t("makeModel"), makeModel || null],
        [t("serial"), intake.deviceSerial],
        [t("leftWith"), intake.deviceLeftWith],
        [t("condition"), intake.deviceCondition],
        [t("access"), oneOf(DEVICE_ACCESS, intake.deviceAccess) ? device(`access.${intake.deviceAccess}`) : null],
      ]
    : [];
  const recorded = deviceRows.filter((row): row is [string, string] => row[1] !== null);

  return (
    <article id="job-ticket" lang={locale} aria-labelledby="job-ticket-title" className="flex flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground print:gap-2.5 print:border-0 print:p-0 print:text-black">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4 print:pb-2">
        <div>
          <p className="font-semibold">{site.name}</p>
          <p className="text-sm text-muted-foreground print:text-black">
            {site.phone.display} · {site.email}
          </p>
        </div>
        <div className="flex items-start gap-4">
          <div className="text-right">
            <h1 id="job-ticket-title" className="text-2xl font-bold print:text-xl">
              {t("title")} <span data-testid="ticket-reference">{formatRequestReference(request.reference)}</span>
            </h1>
            <p className="text-sm text-muted-foreground print:text-black">{t("printed", { when: when(printedAt) })}</p>
          </div>
          <div role="img" aria-label={t("qr")} data-testid="ticket-qr" className="size-20 shrink-0 bg-white p-1" dangerouslySetInnerHTML={{ __html: qr }} />
        </div>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2 print:text-sm">
        <div className={field}>
          <dt className={term}>{t("customer")}</dt>
          <dd>{request.customer_name?.trim() || unknown}</dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("contact")}</dt>
          <dd className="flex flex-col">
            {phone ? <span>{phone}</span> : null}
            {request.customer_email ? <span className="break-all">{request.customer_email}</span> : null}
          </dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("serviceType")}</dt>
          <dd>{isServiceType(request.service_type) ? root(`ServiceTypes.${request.service_type}`) : request.service_type}</dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("status")}</dt>
          <dd data-status={request.status}>
            {isRequestStatus(request.status) ? root(`RequestStatus.${request.status}`) : request.status}
            {request.technician ? ` · ${t("technician", { name: request.technician })}` : null}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="ticket-device" className="flex flex-col gap-2 print:gap-1" data-testid="ticket-device">
        <h2 id="ticket-device" className="text-sm font-semibold">
          {t("deviceDetails")}
        </h2>
        {recorded.length === 0 ? (
          <p className="text-sm text-muted-foreground print:text-black">{t("noDevice")}</p>
        ) : (
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-3 print:grid-cols-3 print:gap-y-1">
            {recorded.map(([label, value]) => (
              <div key={label} className={field}>
                <dt className={term}>{label}</dt>
                <dd className="line-clamp-3 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <dl className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2 print:text-sm">
        <div className={`${field} sm:col-span-2 print:col-span-2`}>
          <dt className={term}>{t("device")}</dt>
          <dd className="font-medium">{request.title}</dd>
        </div>
        <div className={`${field} sm:col-span-2 print:col-span-2`}>
          <dt className={term}>{t("problem")}</dt>
          <dd className="line-clamp-[8] whitespace-pre-line print:line-clamp-5">{request.description}</dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("submitted")}</dt>
          <dd>{when(request.created_at)}</dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("approvedTotal")}</dt>
          <dd data-testid="ticket-total" className={approvedTotalCents === null ? "text-muted-foreground print:text-black" : "font-semibold"}>
            {approvedTotalCents === null ? t("noApprovedTotal") : formatCents(approvedTotalCents, locale)}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="ticket-messages" className="flex flex-col gap-2 print:gap-1">
        <h2 id="ticket-messages" className="text-sm font-semibold">
          {t("messages")}
        </h2>
        {latest.length === 0 ? (
          <p className="text-sm text-muted-foreground print:text-black">{t("noMessages")}</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm print:gap-1">
            {latest.map((message) => (
              <li key={message.id} className="border-l-2 pl-3 break-inside-avoid">
                <p className="text-xs text-muted-foreground print:text-black">
                  {message.authorName ?? unknown} · {when(message.createdAt)}
                </p>
                <p className="line-clamp-3 whitespace-pre-line print:line-clamp-2">{message.automatic ? root(`Conversation.automatic.${message.automatic}`) : message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label={`${t("warranty")}, ${t("uncollected")}`} className="grid gap-4 text-xs sm:grid-cols-2 print:grid-cols-2 break-inside-avoid">
        <div data-testid="ticket-warranty">
          <h2 className="font-semibold">{t("warranty")}</h2>
          <p>{t("warrantyText", { days: WARRANTY_RULES.days })}</p>
        </div>
        <div data-testid="ticket-uncollected">
          <h2 className="font-semibold">{t("uncollected")}</h2>
          <p>{t("uncollectedText", { days: UNCOLLECTED_DEVICE_DAYS })}</p>
        </div>
      </section>
      <section aria-labelledby="ticket-dropoff" className="mt-2 flex flex-col gap-6 break-inside-avoid print:mt-0 print:gap-4">
        <h2 id="ticket-dropoff" className="text-sm font-semibold">
          {t("dropOff")}
        </h2>
        <p className="text-sm">{t("dropOffText")}</p>
        <div className="grid grid-cols-[2fr_1fr] gap-6">
          <p className="border-t border-foreground pt-1 text-xs print:border-black">{t("signature")}</p>
          <p className="border-t border-foreground pt-1 text-xs print:border-black">{t("date")}</p>
        </div>
      </section>
    </article>
  );
}
