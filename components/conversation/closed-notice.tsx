import { LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Link } from "@/i18n/navigation";

/**
 * A closed request (completed or cancelled) takes no more replies: says so
 * and how to carry on, with a link to a new request. `live` when it answers
 * a refused reply (the request closed while the page was open).
 */
export function ClosedNotice({ live = false, id }: { live?: boolean; id?: string }) {
  const t = useTranslations("Conversation.closed");
  return (
    <Alert id={id} role={live ? "alert" : "note"} data-closed-notice>
      <LockIcon aria-hidden />
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription>
        <p>{t("description")}</p>
        <Link href="/service-request" className="font-medium text-primary underline underline-offset-4">
          {t("link")}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
