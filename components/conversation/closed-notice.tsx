import { LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Link } from "@/i18n/navigation";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";

/**
 * A closed request takes no more replies: says so and why (cancelled or
 * completed without a receipt: "closed"; completed and its warranty over:
 * "warrantyEnded", with the day it ended), and how to carry on, with a link
 * to a new request. `live` when it answers a refused reply (the request
 * closed while the page was open).
 */
export function ClosedNotice({
  live = false,
  id,
  reason = "closed",
  warrantyEnds,
}: {
  live?: boolean;
  id?: string;
  reason?: "closed" | "warrantyEnded";
  /** The last day of the warranty, as the reader reads dates. */
  warrantyEnds?: string | null;
}) {
  const t = useTranslations(reason === "warrantyEnded" && warrantyEnds ? "Conversation.warrantyEnded" : "Conversation.closed");
  return (
    <Alert id={id} role={live ? "alert" : "note"} data-closed-notice>
      <LockIcon aria-hidden />
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription>
        <p>{t("description", { days: WARRANTY_RULES.days, date: warrantyEnds ?? "" })}</p>
        <Link href="/service-request" className="font-medium text-primary underline underline-offset-4">
          {t("link")}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
