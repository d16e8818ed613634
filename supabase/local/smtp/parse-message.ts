import { type AddressObject, type Attachment, type EmailAddress, simpleParser } from "mailparser";
import type { IncomingMail } from "../mailbox/store";

/**
 * One mailbox entry per envelope recipient (to, cc and bcc alike: bcc appears
 * only in the envelope), addresses compared case-insensitively, each with the
 * message's subject, bodies and attachments (bytes base64-encoded). An address
 * keeps its spelling in the To or Cc header: the envelope may lowercase it.
 * An attachment's type keeps its parameters (`text/calendar; charset=utf-8;
 * method=REQUEST`), which a mail client reads: a calendar invitation's method
 * is one.
 */
export async function parseMessage(raw: Buffer, recipients: string[]): Promise<IncomingMail[]> {
  const parsed = await simpleParser(raw);
  const attachments = parsed.attachments.map((file, index) => ({
    filename: file.filename ?? `attachment-${index + 1}`,
    contentType: fullContentType(file),
    size: file.content.length,
    content: file.content.toString("base64"),
  }));
  const spelled = new Map(headerAddresses(parsed.to, parsed.cc).map((address) => [address.toLowerCase(), address]));
  const unique = new Map(recipients.map((address) => [address.toLowerCase(), address]));
  return [...unique].map(([key, address]) => ({
    to: spelled.get(key) ?? address,
    subject: parsed.subject ?? "",
    html: parsed.html || "",
    text: parsed.text ?? "",
    attachments,
  }));
}

/** Every address of the given headers, groups flattened. */
function headerAddresses(...headers: (AddressObject | AddressObject[] | undefined)[]): string[] {
  const flatten = (list: EmailAddress[]): string[] =>
    list.flatMap((entry) => [...(entry.address ? [entry.address] : []), ...flatten(entry.group ?? [])]);
  return headers.flatMap((header) => [header ?? []].flat()).flatMap((header) => flatten(header.value));
}

/** The part's Content-Type as sent, parameters included (mailparser's `contentType` drops them). */
function fullContentType(file: Attachment): string {
  const header = file.headers.get("content-type") as { value?: string; params?: Record<string, string> } | undefined;
  const params = Object.entries(header?.params ?? {}).map(([name, value]) => `; ${name}=${value}`);
  return `${file.contentType}${params.join("")}`;
}
