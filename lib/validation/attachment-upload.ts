import { z } from "@/lib/validation/zod";
import { CONVERSATION_RULES } from "@/lib/rules/business-rules";
import { isUuid } from "@/lib/rules/uuid";
import { claimedAttachmentType } from "@/lib/rules/attachment-rules";

/** Why createAttachmentUpload refuses its input; each is a key of Attachments.errors. */
export type AttachmentUploadErrorKey = "invalid" | "empty" | "tooLarge" | "type";

/**
 * What the browser says about a file it wants to upload (createAttachmentUpload).
 * Claims, checked loosely: the size and the type (by MIME, or by the name when
 * the browser gives none) must fit the rules; the bytes are checked when the
 * message is posted (prepareUploads). Messages are AttachmentUploadErrorKeys.
 */
export const attachmentUploadSchema = z
  .object({
    requestId: z.string("invalid").refine(isUuid, "invalid"),
    fileName: z.string("invalid").max(1000, "invalid"),
    size: z.number("invalid").int("invalid").min(1, "empty").max(CONVERSATION_RULES.fileMaxBytes, "tooLarge"),
    type: z.string("invalid").max(255, "invalid"),
  }, "invalid")
  .refine(({ fileName, type }) => claimedAttachmentType({ name: fileName, type }) !== null, { message: "type", path: ["type"] });

/**
 * A message's attachments as a reply form sends them (the attachment input's
 * value, UploadedFile[]), for the post-message action's schema: at most
 * filesPerMessage, each with a UUID upload id. prepareUploads checks the rest.
 */
export const uploadedFilesSchema = z
  .array(
    z.object({
      uploadId: z.string("missing").refine(isUuid, "missing"),
      fileName: z.string("missing").max(1000, "missing"),
      size: z.number("missing").int("missing").min(0, "missing"),
    }),
    "missing",
  )
  .max(CONVERSATION_RULES.filesPerMessage, "tooMany");

/**
 * Uploads one request may have waiting in incoming/ (made but not yet
 * posted, or abandoned and not yet swept): enough for a few messages, and a
 * bound on what one account can park in Storage.
 */
export const PENDING_UPLOADS_MAX = CONVERSATION_RULES.filesPerMessage * 6;
