"use server";

import { defineAction, firstIssueKey, type ServerAction } from "@/lib/actions/define-action";
import { prepareUploads } from "@/lib/server/attachment-prepare";
import { storeAttachments } from "@/lib/server/attachment-store";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { dbErrorKey } from "@/lib/rules/db-errors";
import { createAdminClient } from "@/lib/supabase/admin";
import { requestMessageSchema, type RequestMessageErrorKey } from "@/lib/validation/request-message";

/** Why a message was not posted (keys of Conversation.errors). */
export type PostRequestMessageError =
  | RequestMessageErrorKey
  | "authRequired"
  | "closed"
  | "warrantyEnded"
  | "rateLimited"
  | "forbidden"
  | "notFound"
  | "filesMissing"
  | "fileEmpty"
  | "fileTooLarge"
  | "fileType"
  | "attachFailed"
  | "failed";

export type PostRequestMessageResult = { ok: true; id: string } | { ok: false; error: PostRequestMessageError };

/** prepareUploads' refusals as this action's errors. */
const FILE_ERRORS = {
  missing: "filesMissing",
  tooMany: "filesTooMany",
  empty: "fileEmpty",
  tooLarge: "fileTooLarge",
  type: "fileType",
} as const satisfies Record<string, PostRequestMessageError>;

/**
 * Posts a reply (or, for staff, an internal note) on a service request, with
 * the files already uploaded for it. Any signed-in, verified account may call
 * it: the insert goes through the caller's own client, so RLS and the
 * table's trigger decide who may write where, set the author, their name and
 * the staff flag, and refuse a closed request or one message too many.
 * Files (`uploadIds`: upload ids, or the attachment input's { uploadId,
 * fileName } so each keeps its name) are checked before anything is written,
 * once RLS has shown the request to the caller, so a bad file refuses the
 * whole message; if storing them fails after the insert, the message is
 * withdrawn (service role) and the caller told. `automatic` marks the
 * files attached when filing the request (the database allows it on the
 * owner's first message only, and stores a fixed text: readers see it in
 * their language). docs/conversations.md.
 */
export const postRequestMessage: ServerAction<[input: unknown], PostRequestMessageResult> = defineAction({
  access: "customer",
  input: requestMessageSchema,
  invalid: (issues) => ({ ok: false, error: firstIssueKey<RequestMessageErrorKey>(issues) }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ requestId, body, internal, uploadIds, automatic }, { supabase }) => {
    let prepared: Extract<Awaited<ReturnType<typeof prepareUploads>>, { ok: true }> | null = null;
    if (uploadIds.length > 0) {
      // prepareUploads reads the uploads as the service role: first make sure the caller may see this request at all (RLS: its owner or staff).
      const { data: visible, error: lookupError } = await supabase.from("service_requests").select("id").eq("id", requestId).maybeSingle();
      if (lookupError) console.error("Error checking a request before its files:", lookupError.message);
      if (lookupError || !visible) return { ok: false, error: lookupError ? "failed" : "forbidden" };
      const result = await prepareUploads(requestId, uploadIds);
      if (!result.ok) return { ok: false, error: FILE_ERRORS[result.error] };
      prepared = result;
    }

    const { data, error } = await supabase
      .from("request_messages")
      .insert({ request_id: requestId, body, internal, ...(automatic ? { automatic } : {}) })
      .select("id")
      .single();
    if (error || !data) {
      const known = dbErrorKey("conversation", error?.code);
      if (!known) console.error("Error posting a request message:", error?.message ?? "no row returned");
      return { ok: false, error: known ?? "failed" };
    }

    if (prepared && !(await storeAttachments(supabase, { requestId, messageId: data.id, files: prepared.files }))) {
      const { error: withdrawError } = await createAdminClient().from("request_messages").delete().eq("id", data.id);
      if (withdrawError) console.error("Error withdrawing a message whose files failed:", withdrawError.message);
      return { ok: false, error: "attachFailed" };
    }

    deliverAfterResponse();
    return { ok: true, id: data.id };
  },
});
