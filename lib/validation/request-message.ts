import { z } from "@/lib/validation/zod";
import { CONVERSATION_RULES } from "@/lib/rules/business-rules";
import { isUuid } from "@/lib/rules/uuid";

/**
 * A message's length as the database counts it (char_length: code points,
 * so an emoji is one character, not two UTF-16 units). The form's counter
 * uses the same count.
 */
export const messageLength = (text: string) => [...text].length;

/** The message text: trimmed, then 1 to bodyMax characters (the database checks the same after its own trim). */
export const messageBodySchema = z
  .string("bodyRequired")
  .trim()
  .superRefine((value, ctx) => {
    const length = messageLength(value);
    if (length === 0) ctx.addIssue({ code: "custom", message: "bodyRequired" });
    else if (length > CONVERSATION_RULES.bodyMax) ctx.addIssue({ code: "custom", message: "bodyTooLong" });
  });

/** The reply box (customer and staff): the text and, for staff, whether it is an internal note. Messages are keys of Conversation.errors. */
export const replyFormSchema = z.object(
  {
    body: messageBodySchema,
    internal: z.boolean("invalid"),
  },
  "invalid",
);

export type ReplyFormInput = z.input<typeof replyFormSchema>;
export type ReplyFormValues = z.output<typeof replyFormSchema>;

const uploadId = z.string("invalid").min(1, "invalid").max(100, "invalid");

/**
 * One file uploaded for the message: its upload id, or the attachment
 * input's value for it ({ uploadId, fileName }), which keeps the name the
 * customer chose (lib/server/attachment-prepare.ts UploadRef; with an id alone the
 * file is stored as "file").
 */
const uploadRef = z.union([uploadId, z.object({ uploadId, fileName: z.string("invalid").max(1000, "invalid") })], "invalid");

/** The upload id of a reference, as prepareUploads compares them. */
export const uploadKey = (ref: string | { uploadId: string }) => (typeof ref === "string" ? ref : ref.uploadId).toLowerCase();

/**
 * What postRequestMessage accepts: the form's values, the request, and the
 * files already uploaded for this message (at most filesPerMessage, each
 * once; lib/server/attachment-prepare.ts decides whether each is usable).
 */
export const requestMessageSchema = replyFormSchema.extend({
  requestId: z.string("invalid").refine(isUuid, "invalid"),
  /** The files attached when filing the request, posted by the site as the thread's first message (the database checks it is). */
  automatic: z.literal("filing_files", "invalid").optional(),
  uploadIds: z
    .array(uploadRef, "invalid")
    .max(CONVERSATION_RULES.filesPerMessage, "filesTooMany")
    .refine((refs) => new Set(refs.map(uploadKey)).size === refs.length, "invalid"),
});

export type RequestMessageInput = z.input<typeof requestMessageSchema>;
export type RequestMessageValues = z.output<typeof requestMessageSchema>;

/** The schema's messages: keys of Conversation.errors. */
export type RequestMessageErrorKey = "bodyRequired" | "bodyTooLong" | "filesTooMany" | "invalid";

/**
 * What getRequestThread accepts: the request and the time of the newest
 * message the page shows (null when it shows none).
 */
export const threadQuerySchema = z.object({
  requestId: z.string().refine(isUuid),
  after: z.iso.datetime({ offset: true }).nullable(),
});

export type ThreadQuery = z.input<typeof threadQuerySchema>;
