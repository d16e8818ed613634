import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { createAdminClient } from "@/lib/supabase/admin";
import type { PreparedAttachment } from "./attachment-prepare";
import { ATTACHMENT_BUCKET, attachmentPath, incomingPath } from "@/lib/rules/attachment-rules";

/**
 * Stores a posted message's files (from prepareUploads) and records them:
 * 1. uploads each cleaned file with the service role to
 *    `<requestId>/<messageId>/<n>-<name>` (n = 1, 2, ... in the given order);
 * 2. inserts the request_attachments rows with `userSupabase`, the poster's
 *    own client, so the table's trigger and RLS check that the message is
 *    theirs and on that request, and that it has at most filesPerMessage;
 * 3. deletes the `incoming/` uploads (a failure there only logs: the
 *    sweeper removes them after a day).
 * On any failure in 1 or 2 it removes what it stored and returns false; the
 * caller then deletes the message (its rows, if any, go with it). True with
 * no files does nothing.
 */
export async function storeAttachments(
  userSupabase: SupabaseClient<Database>,
  { requestId, messageId, files }: { requestId: string; messageId: string; files: readonly PreparedAttachment[] },
): Promise<boolean> {
  if (files.length === 0) return true;
  const request = requestId.toLowerCase();
  const message = messageId.toLowerCase();
  const storage = createAdminClient().storage.from(ATTACHMENT_BUCKET);
  const paths = files.map((file, i) => attachmentPath(request, message, i + 1, file.fileName));

  const uploads = await Promise.all(
    files.map((file, i) =>
      storage.upload(paths[i]!, file.bytes, { contentType: file.mimeType, upsert: false, cacheControl: "3600" }).then(
        ({ error }) => error,
        (cause: unknown) => cause,
      ),
    ),
  );
  const stored = paths.filter((_, i) => !uploads[i]);
  const failure = uploads.find(Boolean);
  if (failure) return undo(storage, stored, "upload", failure);

  const { error } = await userSupabase.from("request_attachments").insert(
    files.map((file, i) => ({
      message_id: message,
      request_id: request,
      object_path: paths[i]!,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size_bytes: file.size,
    })),
  );
  if (error) return undo(storage, stored, "record", error);

  const removed = await storage.remove(files.map((file) => incomingPath(request, file.uploadId)));
  if (removed.error) console.error("Could not remove uploaded attachments from incoming/ (the sweeper will):", removed.error.message);
  return true;
}

type Bucket = ReturnType<ReturnType<typeof createAdminClient>["storage"]["from"]>;

async function undo(storage: Bucket, stored: string[], step: string, cause: unknown): Promise<false> {
  const message = (cause as { message?: unknown } | null)?.message;
  console.error(`Could not ${step} attachments:`, typeof message === "string" ? message : cause);
  if (stored.length > 0) {
    const { error } = await storage.remove(stored);
    if (error) console.error("Could not remove the stored attachments (the sweeper will):", error.message);
  }
  return false;
}
