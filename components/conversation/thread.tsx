"use client";

import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import type { ThreadMessage } from "@/lib/data/request-thread";
import type { ReplyWindow } from "@/lib/rules/warranty";
import { ClosedNotice } from "./closed-notice";
import { MessageItem, useAuthorName } from "./message-item";
import { ReplyForm, type ThreadViewer } from "./reply-form";
import { useThreadPolling } from "./use-thread-polling";

/**
 * The conversation under a service request, for its customer or for staff
 * (who also see internal notes: RLS decides what each is sent). Oldest
 * message first; new ones are appended as the poll finds them and announced
 * politely, without moving focus. Below, the reply box; a customer sees
 * instead that a closed request takes no more replies.
 */
export function Thread({
  requestId,
  viewer,
  initialMessages,
  replies,
  warrantyEnds,
  pollMs,
  resignMs,
}: {
  requestId: string;
  viewer: ThreadViewer;
  initialMessages: ThreadMessage[];
  /** Whether the request takes replies, and if not why (lib/rules/warranty.ts replyWindow). */
  replies: ReplyWindow;
  /** A completed request's last warranty day, as the reader reads dates; null otherwise. */
  warrantyEnds: string | null;
  pollMs: number;
  resignMs: number;
}) {
  const t = useTranslations("Conversation");
  const authorName = useAuthorName();
  const headingId = useId();
  const [announcement, setAnnouncement] = useState("");
  // The same sentence twice in a row is still announced: it changes by an invisible space.
  const announce = useCallback((text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)), []);

  const onFresh = useCallback(
    (fresh: ThreadMessage[]) => {
      const others = fresh.filter((message) => !message.mine);
      if (others.length === 1) announce(t("announce.one", { author: authorName(others[0]!) }));
      else if (others.length > 1) announce(t("announce.many", { count: others.length }));
    },
    [announce, authorName, t],
  );
  const { messages, refresh } = useThreadPolling({ requestId, initial: initialMessages, intervalMs: pollMs, resignMs, onFresh });

  const onPosted = (internal: boolean) => {
    announce(t(internal ? "announce.noteAdded" : "announce.sent"));
    void refresh();
  };

  return (
    <Card aria-labelledby={headingId} role="region" data-thread={viewer}>
      <CardHeader>
        <h2 id={headingId} className="text-xl leading-tight font-semibold">
          {t("title")}
        </h2>
        <CardDescription>{viewer === "staff" ? t("staffDescription") : t("customerDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ol aria-labelledby={headingId} className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch border-t pt-6">
        {viewer === "customer" && replies === "open" && warrantyEnds ? (
          <p className="mb-4 text-sm text-muted-foreground" data-warranty-open>
            {t("warrantyOpen", { date: warrantyEnds })}
          </p>
        ) : null}
        {viewer === "customer" && replies !== "open" ? (
          <ClosedNotice reason={replies} warrantyEnds={warrantyEnds} />
        ) : (
          <ReplyForm requestId={requestId} viewer={viewer} closed={replies !== "open"} warrantyEnds={warrantyEnds} onPosted={onPosted} />
        )}
      </CardFooter>
    </Card>
  );
}
