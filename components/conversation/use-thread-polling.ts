"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { getRequestThread } from "@/lib/actions/get-request-thread";
import type { ThreadMessage } from "@/lib/data/request-thread";

const time = (iso: string) => new Date(iso).getTime();

/**
 * Folds a poll's answer (every message after `since`, or all of them when
 * `since` is null) into the thread: messages not shown yet are appended (and
 * returned as `fresh`), shown ones take the answer's version (files stored
 * just after their message, newly signed URLs), and a shown one inside the
 * window that the answer no longer has (withdrawn because its files failed)
 * is dropped. Oldest first throughout.
 */
export function mergeThread(current: ThreadMessage[], incoming: ThreadMessage[], since: string | null) {
  const byId = new Map(incoming.map((message) => [message.id, message]));
  const known = new Set(current.map((message) => message.id));
  const from = since === null ? -Infinity : time(since);
  const kept = current
    .filter((message) => byId.has(message.id) || time(message.createdAt) <= from)
    .map((message) => byId.get(message.id) ?? message);
  const fresh = incoming.filter((message) => !known.has(message.id));
  const messages = [...kept, ...fresh].sort((a, b) => time(a.createdAt) - time(b.createdAt));
  return { messages, fresh };
}

/**
 * The thread's messages, kept current without a reload: every `intervalMs`
 * while the tab is visible it asks for what came after the newest message
 * shown (getRequestThread); it pauses while the tab is hidden and asks at
 * once when it becomes visible again. Once `resignMs` have passed since the
 * files' download links were signed, it asks for the whole thread instead,
 * so the links shown keep working. `onFresh` hears of messages it had not
 * shown. `refresh()` asks now (after posting); calls never overlap, a call
 * made while one runs asks again when it ends.
 */
export function useThreadPolling({
  requestId,
  initial,
  intervalMs,
  resignMs,
  onFresh,
}: {
  requestId: string;
  initial: ThreadMessage[];
  intervalMs: number;
  resignMs: number;
  onFresh?: (fresh: ThreadMessage[]) => void;
}) {
  const [messages, setMessages] = useState(initial);
  const shown = useRef(initial);
  const listener = useRef(onFresh);
  const running = useRef(false);
  const again = useRef(false);
  // When the links of the files shown were signed (null: not known yet, set on mount).
  const signedAt = useRef<number | null>(null);

  useEffect(() => {
    signedAt.current ??= Date.now();
  }, []);

  useEffect(() => {
    listener.current = onFresh;
  }, [onFresh]);

  const refresh = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        again.current = false;
        const startedAt = Date.now();
        const resign = shown.current.some((message) => message.attachments.length > 0) && startedAt - (signedAt.current ?? startedAt) >= resignMs;
        const after = resign ? null : (shown.current.at(-1)?.createdAt ?? null);
        const result = await getRequestThread({ requestId, after });
        if (!result.ok) break;
        if (after === null) signedAt.current = startedAt;
        const { messages: next, fresh } = mergeThread(shown.current, result.messages, result.since);
        shown.current = next;
        setMessages(next);
        if (fresh.length > 0) listener.current?.(fresh);
      } while (again.current);
    } catch (error) {
      // Offline or a deployment in between: the next tick tries again.
      console.warn("Could not refresh the conversation:", error);
    } finally {
      running.current = false;
    }
  }, [requestId, resignMs]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const visible = () => document.visibilityState === "visible";
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && visible()) timer = setTimeout(tick, intervalMs);
    };
    const tick = async () => {
      await refresh();
      schedule();
    };
    const onVisibilityChange = () => {
      clearTimeout(timer);
      if (visible()) void tick();
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [refresh, intervalMs]);

  return { messages, refresh };
}
