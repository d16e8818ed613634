"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { THREAD_RECHECK_MS, loadThread, markThreadRead, type ThreadMessage } from "@/lib/data/request-thread";
import { threadQuerySchema } from "@/lib/validation/request-message";

export type GetRequestThreadResult =
  | { ok: true; since: string | null; messages: ThreadMessage[] }
  | { ok: false; error: "invalid" | "authRequired" | "failed" };

/**
 * What an open thread polls for: the messages after `after` (the newest one
 * the page shows), looking THREAD_RECHECK_MS further back so files stored
 * just after their message are not missed; `since` says where the answer
 * starts, so the page can replace what it shows from there on. Any signed-in
 * account may ask (customers and staff alike): RLS decides what each gets, so
 * a customer never receives a note, nor anything of another's request.
 * When a message the page has not shown yet arrives from someone else, the
 * thread counts as read (the page polls only while it is visible).
 */
export const getRequestThread: ServerAction<[query: unknown], GetRequestThreadResult> = defineAction({
  access: "customer",
  input: threadQuerySchema,
  invalid: () => ({ ok: false, error: "invalid" }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ requestId, after }, { supabase, user }) => {
    const since = after ? new Date(new Date(after).getTime() - THREAD_RECHECK_MS).toISOString() : null;
    const thread = await loadThread(supabase, user.id, requestId, since);
    if (!thread.ok) return { ok: false, error: "failed" };
    const cursor = after ? new Date(after).getTime() : -Infinity;
    if (thread.messages.some((message) => !message.mine && new Date(message.createdAt).getTime() > cursor)) {
      await markThreadRead(supabase, requestId);
    }
    return { ok: true, since, messages: thread.messages };
  },
});
