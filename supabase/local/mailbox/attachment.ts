import type { Db } from "../db";
import { findAttachment } from "./store";

/** `GET /mailbox/api/messages/<id>/attachments/<index>`: message id, then the attachment's 0-based index. */
export const ATTACHMENT_PATH = /^\/mailbox\/api\/messages\/(\d{1,15})\/attachments\/(\d{1,6})$/;

/** A MIME type safe to echo in a header; anything else is served as opaque bytes. */
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/**
 * The attachment's bytes, always as a download: an HTML or SVG attachment opened
 * inline would run on the mailbox's origin, next to every account's live links,
 * so it is also sandboxed and never sniffed.
 */
export async function serveAttachment(req: Request, db: Db, id: number, index: number): Promise<Response> {
  if (req.method !== "GET") return Response.json({ message: "Method not allowed" }, { status: 405 });
  const file = await findAttachment(db, id, index);
  if (!file) return Response.json({ message: "No such attachment" }, { status: 404 });
  const bare = file.contentType.split(";")[0]!.trim();
  const type = MIME_TYPE.test(bare) ? bare : "application/octet-stream";
  return new Response(Buffer.from(file.content, "base64"), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename*=UTF-8''${rfc5987(file.filename)}`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}

/** A filename as an RFC 5987 ext-value (encodeURIComponent leaves ' ( ) * as they are). */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
