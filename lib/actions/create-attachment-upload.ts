"use server";

import { randomUUID } from "node:crypto";
import { defineAction, firstIssueKey, type ServerAction } from "@/lib/actions/define-action";
import { ATTACHMENT_BUCKET, INCOMING_PREFIX, incomingPath } from "@/lib/rules/attachment-rules";
import { attachmentUploadSchema, PENDING_UPLOADS_MAX, type AttachmentUploadErrorKey } from "@/lib/validation/attachment-upload";
import { createAdminClient } from "@/lib/supabase/admin";

export type CreateAttachmentUploadResult =
  | { ok: true; uploadId: string; url: string }
  | { ok: false; error: AttachmentUploadErrorKey | "authRequired" | "notFound" | "closed" | "tooManyPending" | "failed" };

/**
 * An upload slot for one file of a message on request `requestId`: a signed
 * upload URL (made with the service role, valid 2 hours, one upload, no
 * overwrite) for `incoming/<requestId>/<uploadId>` in the private bucket, which
 * the browser PUTs the file to directly. Files never pass through this server
 * (Vercel functions take at most 4.5 MB per request); the post-message action
 * checks and moves them (lib/server/attachment-prepare.ts, store.ts).
 *
 * The caller must be signed in with a confirmed email (staff are too) and may
 * post on the request: RLS shows it to its owner and to staff ("notFound"
 * otherwise); a completed or cancelled request takes only staff notes
 * ("closed" for a customer). `fileName`, `size` and `type` are the browser's
 * claims, checked loosely here ("empty", "tooLarge", "type"); a request with
 * PENDING_UPLOADS_MAX uploads waiting gets "tooManyPending".
 */
export const createAttachmentUpload: ServerAction<[input: unknown], CreateAttachmentUploadResult> = defineAction({
  access: "customer",
  input: attachmentUploadSchema,
  invalid: (issues) => ({ ok: false, error: firstIssueKey<AttachmentUploadErrorKey>(issues) }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ requestId }, { supabase }) => {
    const { data: request, error } = await supabase.from("service_requests").select("id, status").eq("id", requestId).maybeSingle();
    if (error) {
      console.error("Could not read the request for an upload:", error.message);
      return { ok: false, error: "failed" };
    }
    if (!request) return { ok: false, error: "notFound" };
    if (request.status === "completed" || request.status === "cancelled") {
      // A completed request under warranty still takes replies, files included (public.request_open_for_replies); staff add notes to any.
      const [{ data: open }, { data: staff }] = await Promise.all([
        supabase.rpc("request_open_for_replies", { p_request_id: request.id }),
        supabase.rpc("is_staff"),
      ]);
      if (!open && !staff) return { ok: false, error: "closed" };
    }

    const bucket = createAdminClient().storage.from(ATTACHMENT_BUCKET);
    const waiting = await bucket.list(`${INCOMING_PREFIX}${request.id}`, { limit: PENDING_UPLOADS_MAX });
    if (waiting.error) console.error("Could not count waiting uploads:", waiting.error.message);
    else if (waiting.data.length >= PENDING_UPLOADS_MAX) return { ok: false, error: "tooManyPending" };

    const uploadId = randomUUID();
    const { data, error: signError } = await bucket.createSignedUploadUrl(incomingPath(request.id, uploadId));
    if (signError || !data) {
      console.error("Could not sign an attachment upload:", signError?.message);
      return { ok: false, error: "failed" };
    }
    return { ok: true, uploadId, url: data.signedUrl };
  },
});
