/**
 * What an email says, independent of its format: each template builds one
 * EmailContent, and layout.tsx (HTML) and plain-text.ts (text part) render
 * the same blocks, so both parts always carry the same facts and links.
 */

export interface EmailLink {
  label: string;
  href: string;
}

export interface DetailRow {
  label: string;
  value: string;
}

export type Block =
  | { type: "heading"; text: string }
  /** A paragraph; a newline in it is a line break. */
  | { type: "text"; text: string }
  | { type: "details"; rows: DetailRow[] }
  | { type: "notice"; text: string; tone: "warning" | "info" }
  /** The email's main action, then any secondary links. */
  | { type: "actions"; primary: EmailLink; secondary?: EmailLink[] }
  | { type: "quote"; text: string };

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface EmailContent {
  subject: string;
  /** The inbox preview line (hidden in the body, skipped in the text part). */
  preview: string;
  blocks: Block[];
  /** Why the recipient gets this email. */
  footerNote: string;
  /** Optional kinds only: the one-click way to stop this kind of email. */
  optOut?: { text: string; link: EmailLink };
  attachments?: EmailAttachment[];
}
