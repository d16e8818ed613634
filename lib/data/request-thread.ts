import "server-only";
import { SIGNED_URL_SECONDS, signAttachmentUrls } from "@/lib/server/attachment-signed-urls";
import type { ServerSupabase } from "@/lib/supabase/server";

/** The kinds of message the site writes (request_messages.automatic). */
export type AutomaticMessage = "filing_files";

/** A file of a message, with a short-lived signed URL made as the viewer (Storage's policies apply). */
export interface ThreadAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  url: string;
}

/**
 * A message as the thread shows it. Who wrote it is reduced to what the page
 * needs: the name stored with it, whether staff wrote it, and whether the
 * viewer did (no account ids reach the browser).
 */
export interface ThreadMessage {
  id: string;
  body: string;
  /** A message the site wrote for the customer (the files attached when filing): shown in the reader's language (Conversation.automatic), not its stored body. */
  automatic: AutomaticMessage | null;
  createdAt: string;
  authorName: string | null;
  fromStaff: boolean;
  internal: boolean;
  mine: boolean;
  attachments: ThreadAttachment[];
}

export type ThreadLoad = { ok: true; messages: ThreadMessage[] } | { ok: false };

/**
 * A request's messages, oldest first, optionally only those after `since`,
 * each with its attachments. Read with the viewer's client: RLS decides, so
 * a customer never receives an internal note nor another customer's thread
 * (they get an empty list), and staff get everything.
 */
export async function loadThread(supabase: ServerSupabase, viewerId: string, requestId: string, since: string | null = null): Promise<ThreadLoad> {
  let query = supabase
    .from("request_messages")
    .select("id, request_id, author_id, author_name, from_staff, internal, body, automatic, created_at")
    .eq("request_id", requestId);
  if (since) query = query.gt("created_at", since);
  const { data: rows, error } = await query.order("created_at", { ascending: true }).order("id", { ascending: true });
  if (error) {
    console.error("Error fetching request messages:", error.message);
    return { ok: false };
  }
  const files = new Map<string, ThreadAttachment[]>();
  if (rows.length > 0) {
    const { data: attachments, error: attachmentError } = await supabase
      .from("request_attachments")
      .select("id, message_id, object_path, file_name, mime_type, size_bytes")
      .in("message_id", rows.map((row) => row.id))
      .order("created_at", { ascending: true })
      .order("id", { ascending: true });
    if (attachmentError) {
      console.error("Error fetching request attachments:", attachmentError.message);
      return { ok: false };
    }
    const urls = attachments.length > 0 ? await signAttachmentUrls(supabase, attachments) : {};
    for (const row of attachments) {
      const url = urls[row.id];
      // A file Storage would not sign for this viewer is left out rather than shown as a dead link.
      if (!url) {
        console.error("No signed URL for attachment", row.id);
        continue;
      }
      const list = files.get(row.message_id) ?? [];
      list.push({ id: row.id, fileName: row.file_name, mimeType: row.mime_type, size: row.size_bytes, url });
      files.set(row.message_id, list);
    }
  }
  return {
    ok: true,
    messages: rows.map((row) => ({
      id: row.id,
      body: row.body,
      automatic: row.automatic === "filing_files" ? row.automatic : null,
      createdAt: row.created_at,
      authorName: row.author_name,
      fromStaff: row.from_staff,
      internal: row.internal,
      mine: row.author_id !== null && row.author_id === viewerId,
      attachments: files.get(row.id) ?? [],
    })),
  };
}

/** Records that the viewer has read the thread up to now (mark_request_read: its owner or staff; false otherwise). */
export async function markThreadRead(supabase: ServerSupabase, requestId: string) {
  const { error } = await supabase.rpc("mark_request_read", { p_request_id: requestId });
  if (error) console.error("Error marking a request read:", error.message);
}

/**
 * Per request the viewer can see, how many messages from the other side
 * (staff for a customer, customers for staff) came since they last opened
 * it. A failure is logged and shows no markers rather than failing the list.
 */
export async function getUnreadCounts(supabase: ServerSupabase): Promise<Map<string, number>> {
  const { data, error } = await supabase.rpc("request_unread_counts");
  if (error) {
    console.error("Error counting unread messages:", error.message);
    return new Map();
  }
  return new Map(data.map((row) => [row.request_id, row.unread]));
}

/** How often an open thread asks for new messages. */
export const THREAD_POLL_MS = 15_000;

/**
 * The poll interval pages give the thread: THREAD_POLL_MS, or for the
 * end-to-end tests REQUEST_THREAD_POLL_MS (1 000 to 15 000 ms; scripts/e2e-env.ts),
 * which a production deployment on Vercel ignores.
 */
export function threadPollInterval(env: Record<string, string | undefined> = process.env) {
  const ms = Number(env.REQUEST_THREAD_POLL_MS);
  if (env.VERCEL_ENV === "production" || !Number.isInteger(ms) || ms < 1_000 || ms > THREAD_POLL_MS) return THREAD_POLL_MS;
  return ms;
}

/**
 * How far back before the newest message it shows a poll looks again. A
 * message's files are stored just after the message itself, so a poll can
 * meet a message before its files; looking again over this window picks
 * them up (and notices a message withdrawn because its files failed).
 */
export const THREAD_RECHECK_MS = 120_000;

/**
 * The thread's timing for the browser: how often it polls, and after how
 * long it asks for the whole thread again so the files' signed links
 * (SIGNED_URL_SECONDS) never run out while the page is open.
 */
export const threadTiming = (): ThreadTiming => ({ pollMs: threadPollInterval(), resignMs: Math.round(SIGNED_URL_SECONDS * 1000 * 0.8) });

export interface ThreadTiming {
  pollMs: number;
  resignMs: number;
}

