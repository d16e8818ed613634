import { ATTACHMENT_TYPES, CONVERSATION_RULES, type AttachmentType } from "@/lib/rules/business-rules";

// What the browser and the server both know about attachments (no server-only
// code here: components/conversation/attachment-input.tsx imports it). The
// flow and the storage layout: docs/conversations.md, "Attachments and storage".

/** The private Storage bucket of message attachments (supabase/migrations/20261128000200). */
export const ATTACHMENT_BUCKET = "request-attachments";

/** Where a browser's upload waits until its message is posted; customers can never read it. */
export const INCOMING_PREFIX = "incoming/";

/** The object a signed upload URL writes: `incoming/<request id>/<upload id>`. */
export const incomingPath = (requestId: string, uploadId: string) => `${INCOMING_PREFIX}${requestId}/${uploadId}`;

/** A posted message's file `n` (1-based): `<request id>/<message id>/<n>-<file name>` (the name as storageKeyName makes it). */
export const attachmentPath = (requestId: string, messageId: string, n: number, fileName: string) =>
  `${requestId}/${messageId}/${n}-${storageKeyName(fileName)}`;

/** What one browser upload is known by once it is in Storage: the value of the attachment input. */
export interface UploadedFile {
  uploadId: string;
  fileName: string;
  size: number;
}

/** File name extensions of each attachment type, lowercase, the first one preferred. */
export const ATTACHMENT_EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  "image/jpeg": [".jpg", ".jpeg", ".jfif"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/heic": [".heic", ".heif"],
  "application/pdf": [".pdf"],
};

/** The file input's `accept`: the five types by MIME and by extension (browsers often know no MIME type for .heic). */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_TYPES, ...Object.values(ATTACHMENT_EXTENSIONS).flat()].join(",");

/** Types browsers give HEIC photos besides image/heic; the extension decides for an empty or generic one. */
const HEIC_ALIASES = new Set(["image/heif", "image/heic-sequence", "image/heif-sequence"]);
const GENERIC_TYPES = new Set(["", "application/octet-stream", "binary/octet-stream"]);

/**
 * The attachment type a browser's file claims, from its MIME type, or from
 * its name when the browser has none (or a generic one, as Windows and
 * Android give .heic files); null when it is not one of ATTACHMENT_TYPES.
 * Only a claim: the upload's Content-Type and a quick refusal in the form.
 * The server decides from the bytes (lib/rules/attachment-sniff.ts).
 */
export function claimedAttachmentType(file: { name: string; type: string }): AttachmentType | null {
  const type = file.type.toLowerCase().split(";")[0]!.trim();
  if ((ATTACHMENT_TYPES as readonly string[]).includes(type)) return type as AttachmentType;
  const byName = attachmentTypeFromName(file.name);
  if (HEIC_ALIASES.has(type)) return byName === "image/heic" || byName === null ? "image/heic" : null;
  return GENERIC_TYPES.has(type) ? byName : null;
}

/** The attachment type a file name's extension stands for, or null. */
export function attachmentTypeFromName(name: string): AttachmentType | null {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return null;
  const extension = name.slice(dot).toLowerCase();
  const found = (Object.entries(ATTACHMENT_EXTENSIONS) as [AttachmentType, readonly string[]][]).find(([, list]) => list.includes(extension));
  return found ? found[0] : null;
}

/** Why the form refuses a chosen file before uploading it (the server checks again, from the bytes). */
export type ClientFileProblem = "empty" | "tooLarge" | "type";

export function clientFileProblem(file: { name: string; type: string; size: number }): ClientFileProblem | null {
  if (file.size < 1) return "empty";
  if (file.size > CONVERSATION_RULES.fileMaxBytes) return "tooLarge";
  return claimedAttachmentType(file) ? null : "type";
}

export const FILE_NAME_MAX = 255;
export const DEFAULT_FILE_NAME = "file";

/**
 * The name an attachment keeps (request_attachments.file_name, the download's
 * name): the last path segment of what the browser said, without control or
 * bidirectional-override characters, trimmed, at most FILE_NAME_MAX characters
 * (the extension kept when cutting), "file" when nothing is left.
 */
export function sanitizeFileName(name: unknown): string {
  if (typeof name !== "string") return DEFAULT_FILE_NAME;
  const segment = name.split(/[/\\]/).pop() ?? "";
  let clean = segment.normalize("NFC").replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  if (clean === "." || clean === "..") clean = "";
  if ([...clean].length > FILE_NAME_MAX) {
    const chars = [...clean];
    const dot = clean.lastIndexOf(".");
    const extension = dot > 0 ? [...clean.slice(dot)] : [];
    const keep = extension.length > 0 && extension.length <= 16 ? extension : [];
    clean = chars.slice(0, FILE_NAME_MAX - keep.length).join("").trimEnd() + keep.join("");
  }
  return clean || DEFAULT_FILE_NAME;
}

/**
 * A file name as one Storage key segment: Storage accepts only S3-safe
 * characters in keys, so anything else (accents, spaces) becomes "_";
 * at most 100 characters, the extension kept. The row keeps the real name.
 */
export function storageKeyName(fileName: string): string {
  const safe = sanitizeFileName(fileName).replace(/[^A-Za-z0-9_.()-]/g, "_").replace(/^\.+/, "");
  if (safe.length <= 100) return safe || DEFAULT_FILE_NAME;
  const dot = safe.lastIndexOf(".");
  const extension = dot > 0 && safe.length - dot <= 16 ? safe.slice(dot) : "";
  return safe.slice(0, 100 - extension.length) + extension;
}
