import type { Db } from "../db";

/** One attachment of a stored email; `content` is the file's bytes, base64-encoded. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: string;
}

/** One stored email as `GET /mailbox/api/messages` returns it. */
export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  attachments: StoredAttachment[];
  created_at: string;
}

/** An email as the SMTP server hands it over, for one recipient. */
export type IncomingMail = Pick<StoredMail, "to" | "subject" | "html" | "text" | "attachments">;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** The href values of an HTML document, entities decoded (`&amp;` -> `&`), in document order. */
export function extractLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi)) {
    links.push(decodeEntities((match[1] ?? match[2] ?? match[3] ?? "").trim()));
  }
  return links;
}

/** Keeps one email in `_local_stack.mail`, so the mailbox survives restarts. */
export async function storeMail(db: Db, mail: IncomingMail): Promise<void> {
  await db.query(
    `insert into _local_stack.mail (to_address, subject, html, text, links, attachments)
     values ($1, $2, $3, $4, $5::text[], $6::jsonb)`,
    [mail.to, mail.subject, mail.html, mail.text, toPgArray(extractLinks(mail.html)), JSON.stringify(mail.attachments)],
  );
}

/** A text[] literal; bound as one text parameter so PGlite and pg treat it alike. */
function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`;
}

/** Messages newest first, all of them or those to `to` (compared case-insensitively). */
export async function listMail(db: Db, to: string | null): Promise<StoredMail[]> {
  const { rows } = await db.query<{ json: string }>(
    `select coalesce(json_agg(json_build_object('id', id, 'to', to_address, 'subject', subject, 'html', html,
       'text', text, 'links', links, 'attachments', attachments, 'created_at', created_at) order by id desc), '[]')::text as json
     from _local_stack.mail where $1::text is null or lower(to_address) = lower($1::text)`,
    [to],
  );
  return JSON.parse(rows[0]?.json ?? "[]") as StoredMail[];
}

/** Attachment `index` of message `id`, or null when there is no such message or attachment. */
export async function findAttachment(db: Db, id: number, index: number): Promise<StoredAttachment | null> {
  const { rows } = await db.query<{ json: string | null }>(
    "select (attachments -> $2::int)::text as json from _local_stack.mail where id = $1",
    [id, index],
  );
  const json = rows[0]?.json;
  return json ? (JSON.parse(json) as StoredAttachment) : null;
}
