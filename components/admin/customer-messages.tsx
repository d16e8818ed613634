import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/i18n/navigation";
import type { CustomerRecord } from "@/lib/data/admin-customers";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { AdminSection } from "./admin-section";
import { recordMoment } from "./record-dates";

/** Every message on the customer's requests, newest first (the first 200 characters of each), each opening its request's conversation. */
export function CustomerMessages({ messages }: Pick<CustomerRecord, "messages">) {
  const t = useTranslations("Admin.customerRecord.messages");
  const format = useFormatter();
  return (
    <AdminSection id="customer-messages" title={`${t("title")} (${format.number(messages.length)})`} description={t("description")}>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul data-testid="customer-messages">
          {messages.map((message) => {
            const who = message.automatic ? t("automatic") : message.from_staff ? message.author_name?.trim() || t("staff") : t("customer");
            return (
              <li key={message.id} className="flex flex-col gap-1 border-b py-2 last:border-b-0" data-message-id={message.id}>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <Link href={`/admin/requests/${message.request_id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {formatRequestReference(message.reference)}
                  </Link>
                  <span className="font-medium">{who}</span>
                  {message.internal ? <Badge variant="outline">{t("internal")}</Badge> : null}
                  <span className="text-muted-foreground">{recordMoment(format, message.created_at)}</span>
                </span>
                <p className="line-clamp-3 text-sm whitespace-pre-line break-words">{message.body}</p>
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}
