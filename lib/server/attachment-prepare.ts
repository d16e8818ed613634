import "server-only";
import { CONVERSATION_RULES, type AttachmentType } from "@/lib/rules/business-rules";
import { createAdminClient } from "@/lib/supabase/admin";
import { ATTACHMENT_BUCKET, DEFAULT_FILE_NAME, incomingPath, sanitizeFileName } from "@/lib/rules/attachment-rules";
import { sniffAttachmentType } from "@/lib/rules/attachment-sniff";
import { MalformedFileError, stripMetadata } from "@/lib/rules/attachment-strip-metadata";

/** A checked, cleaned upload, ready for storeAttachments. */
export interface PreparedAttachment {
  uploadId: string;
  /** Sanitised (lib/rules/attachment-rules.ts sanitizeFileName). */
  fileName: string;
  /** From the bytes, never from the browser. */
  mimeType: AttachmentType;
  /** Without location and other metadata (strip-metadata.ts). */
  bytes: Uint8Array;
  size: number;
}

export type PrepareError = "missing" | "tooMany" | "empty" | "tooLarge" | "type";
export type PrepareResult = { ok: true; files: PreparedAttachment[] } | { ok: false; error: PrepareError };

/** An upload id, or the attachment input's value for it (UploadedFile): then its name is kept. */
export type UploadRef = string | { uploadId: string; fileName?: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks the browser's uploads for a message on `requestId` and cleans them,
 * for the post-message action to call before it inserts the message. Reads
 * each `incoming/<requestId>/<uploadId>` with the service role (the caller
 * must already have checked that the user may post on this request; the
 * upload ids came from createAttachmentUpload for that request). Refuses:
 * - `tooMany`: more than CONVERSATION_RULES.filesPerMessage (a repeated id counts once);
 * - `missing`: an id that is not a UUID, or whose upload is not there (never
 *   made, expired, or for another request);
 * - `empty` / `tooLarge`: 0 bytes, or more than fileMaxBytes;
 * - `type`: bytes that are none of ATTACHMENT_TYPES (a renamed .exe), or an
 *   image whose structure does not parse.
 * The first refusal in the order of the ids wins. Nothing is deleted here:
 * storeAttachments removes the incoming objects once the message has them,
 * and the sweeper removes abandoned ones after a day.
 */
export async function prepareUploads(requestId: string, uploads: readonly UploadRef[]): Promise<PrepareResult> {
  const refs = new Map<string, string | null>();
  for (const upload of uploads) {
    const { uploadId, fileName = null } = typeof upload === "string" ? { uploadId: upload } : upload;
    const id = String(uploadId).toLowerCase();
    if (!refs.has(id)) refs.set(id, fileName);
  }
  if (refs.size > CONVERSATION_RULES.filesPerMessage) return { ok: false, error: "tooMany" };
  if (refs.size === 0) return { ok: true, files: [] };
  if (!UUID.test(requestId) || [...refs.keys()].some((id) => !UUID.test(id))) return { ok: false, error: "missing" };

  const storage = createAdminClient().storage.from(ATTACHMENT_BUCKET);
  const results = await Promise.all(
    [...refs].map(async ([uploadId, fileName]): Promise<PreparedAttachment | PrepareError> => {
      const { data, error } = await storage.download(incomingPath(requestId.toLowerCase(), uploadId));
      if (error || !data) return "missing";
      if (data.size < 1) return "empty";
      if (data.size > CONVERSATION_RULES.fileMaxBytes) return "tooLarge";
      const raw = new Uint8Array(await data.arrayBuffer());
      const mimeType = await sniffAttachmentType(raw);
      if (!mimeType) return "type";
      let bytes: Uint8Array;
      try {
        bytes = stripMetadata(raw, mimeType);
      } catch (cause) {
        if (cause instanceof MalformedFileError) return "type";
        throw cause;
      }
      return { uploadId, fileName: fileName === null ? DEFAULT_FILE_NAME : sanitizeFileName(fileName), mimeType, bytes, size: bytes.length };
    }),
  );
  const refusal = results.find((result): result is PrepareError => typeof result === "string");
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, files: results as PreparedAttachment[] };
}
