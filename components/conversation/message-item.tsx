import { LockIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { Badge } from "@/components/ui/badge";
import type { ThreadMessage } from "@/lib/data/request-thread";
import { cn } from "@/lib/ui/class-names";
import { AttachmentList } from "./attachment-list";

/**
 * One message of a thread: who wrote it ("You" for the viewer's own, a
 * ByteWise badge for staff), when (the shop's clock, as next-intl formats
 * it), its text as plain text with its line breaks, and its files. An
 * internal note is a tinted card with a lock that says only staff see it.
 */
export function MessageItem({ message }: { message: ThreadMessage }) {
  const t = useTranslations("Conversation");
  const format = useFormatter();
  const author = useAuthorName()(message);
  const id = `message-${message.id}`;
  const date = new Date(message.createdAt);

  return (
    <li>
      <article
        aria-labelledby={`${id}-author ${id}-time`}
        data-message-id={message.id}
        data-internal={message.internal || undefined}
        className={cn(
          "flex flex-col gap-2 rounded-lg border p-4",
          message.internal
            ? "border-dashed border-amber-400 bg-amber-50 dark:border-amber-300/50 dark:bg-amber-300/10"
            : message.fromStaff
              ? "border-primary/30 bg-primary/5"
              : "bg-card",
        )}
      >
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={`${id}-author`} className="flex min-w-0 items-center gap-2 text-sm font-semibold break-words">
            {author}
            {message.fromStaff ? <Badge variant="secondary">{t("staffBadge")}</Badge> : null}
          </h3>
          <time id={`${id}-time`} dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {format.dateTime(date, dateFormat)}, {formatTimeWith(format, date)}
          </time>
        </header>
        {message.internal ? (
          <p className="flex items-center gap-1.5 text-xs font-medium text-amber-900 dark:text-amber-200">
            <LockIcon aria-hidden className="size-3.5 shrink-0" />
            {t("internalNote")}
          </p>
        ) : null}
        <p className="text-sm whitespace-pre-wrap break-words">{message.automatic ? t(`automatic.${message.automatic}`) : message.body}</p>
        {message.attachments.length > 0 ? (
          <AttachmentList
            attachments={message.attachments.map(({ id: fileId, fileName, mimeType, url, size }) => ({ id: fileId, fileName, mimeType, url, size }))}
          />
        ) : null}
      </article>
    </li>
  );
}

/** How a message's author is named: "You" for the viewer's own, else the name stored with it, else "ByteWise team" or "Customer". */
export function useAuthorName() {
  const t = useTranslations("Conversation");
  return (message: ThreadMessage) =>
    message.mine ? t("you") : message.authorName?.trim() || t(message.fromStaff ? "unknownStaff" : "unknownCustomer");
}
