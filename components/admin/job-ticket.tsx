import { useFormatter, useTranslations } from "next-intl";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { ServiceTypeLabel } from "@/components/shared/service-type-label";
import { StatusBadge } from "@/components/shared/status-badge";
import type { AdminRequest } from "@/lib/data/admin-requests";
import type { ThreadMessage } from "@/lib/data/request-thread";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { site } from "@/lib/site/business-profile";

/** Messages of the conversation a ticket shows at most (the latest, oldest of them first). */
export const TICKET_MESSAGES = 5;

/**
 * A request's job ticket, to print and keep with the device: the shop, the
 * reference, the customer and how to reach them, the device and problem as
 * the customer described them, the latest replies of the conversation
 * (internal notes stay out: the customer may read the ticket) and lines for
 * the customer's signature at drop-off. Sized to fit one A4 or Letter page;
 * the print stylesheet prints only this (`#job-ticket`).
 */
export function JobTicket({ request, phone, messages, printedAt }: { request: AdminRequest; phone: string | null; messages: ThreadMessage[]; printedAt: string }) {
  const t = useTranslations("Admin.ticket");
  const unknown = useTranslations("Admin.customer")("unknown");
  const automatic = useTranslations("Conversation.automatic");
  const format = useFormatter();
  const when = (at: string) => `${format.dateTime(new Date(at), dateFormat)}, ${formatTimeWith(format, new Date(at))}`;
  const latest = messages.filter((message) => !message.internal).slice(-TICKET_MESSAGES);
  const field = "flex flex-col gap-0.5";
  const term = "text-xs font-medium tracking-wide text-muted-foreground uppercase print:text-black";

  return (
    <article id="job-ticket" aria-labelledby="job-ticket-title" className="flex flex-col gap-5 rounded-lg border bg-card p-6 text-card-foreground print:border-0 print:p-0 print:text-black">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div>
          <p className="font-semibold">{site.name}</p>
          <p className="text-sm text-muted-foreground print:text-black">
            {site.phone.display} · {site.email}
          </p>
        </div>
        <div className="text-right">
          <h1 id="job-ticket-title" className="text-2xl font-bold">
            {t("title")} <span data-testid="ticket-reference">{formatRequestReference(request.reference)}</span>
          </h1>
          <p className="text-sm text-muted-foreground print:text-black">{t("printed", { when: when(printedAt) })}</p>
        </div>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
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
          <dd>
            <ServiceTypeLabel type={request.service_type} />
          </dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("status")}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <StatusBadge kind="request" status={request.status} />
            {request.technician ? <span>{t("technician", { name: request.technician })}</span> : null}
          </dd>
        </div>
        <div className={`${field} sm:col-span-2 print:col-span-2`}>
          <dt className={term}>{t("device")}</dt>
          <dd className="font-medium">{request.title}</dd>
        </div>
        <div className={`${field} sm:col-span-2 print:col-span-2`}>
          <dt className={term}>{t("problem")}</dt>
          <dd className="line-clamp-[12] whitespace-pre-line">{request.description}</dd>
        </div>
        <div className={`${field} sm:col-span-2 print:col-span-2`}>
          <dt className={term}>{t("submitted")}</dt>
          <dd>{when(request.created_at)}</dd>
        </div>
      </dl>
      <section aria-labelledby="ticket-messages" className="flex flex-col gap-2">
        <h2 id="ticket-messages" className="text-sm font-semibold">
          {t("messages")}
        </h2>
        {latest.length === 0 ? (
          <p className="text-sm text-muted-foreground print:text-black">{t("noMessages")}</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {latest.map((message) => (
              <li key={message.id} className="border-l-2 pl-3 break-inside-avoid">
                <p className="text-xs text-muted-foreground print:text-black">
                  {message.authorName ?? unknown} · {when(message.createdAt)}
                </p>
                <p className="line-clamp-4 whitespace-pre-line">{message.automatic ? automatic(message.automatic) : message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="ticket-dropoff" className="mt-4 flex flex-col gap-6 break-inside-avoid">
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
