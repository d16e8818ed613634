import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/**
 * "N new" beside a request in a list: replies the viewer has not read
 * (request_unread_counts). Nothing when there are none. Screen readers hear
 * "N new messages"; the short form is only for the eye.
 */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const t = useTranslations("Conversation.unread");
  if (!count) return null;
  return (
    <Badge data-unread={count}>
      <span aria-hidden>{t("badge", { count })}</span>
      <span className="sr-only">{t("label", { count })}</span>
    </Badge>
  );
}
