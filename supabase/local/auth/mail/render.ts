import { readFileSync } from "node:fs";
import { loadProjectAuthConfig, type NotificationKind, type TemplateKind } from "../project-config";
import { parseTemplate, renderTemplate } from "./go-template";
import { htmlToText } from "./plain-text";

/** What Supabase Auth passes to its email templates (subject and body alike). */
export interface TemplateData {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  /** Only in email_change emails: the address the account is moving to. */
  NewEmail?: string;
  /** Only in the email_changed notification: the address the account left. */
  OldEmail?: string;
  Token: string;
  TokenHash: string;
  RedirectTo: string;
  Data: Record<string, unknown>;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders an auth email from the subject and template file that
 * supabase/config.toml configures for `kind`, the same way hosted Supabase
 * does (subjects are templates too).
 */
export function renderAuthEmail(kind: TemplateKind, data: TemplateData): RenderedEmail {
  return render(loadProjectAuthConfig().templates[kind], data);
}

/** Renders a security notification, or null when config.toml has it off. */
export function renderNotification(kind: NotificationKind, data: TemplateData): RenderedEmail | null {
  const template = loadProjectAuthConfig().notifications[kind];
  return template ? render(template, data) : null;
}

function render({ subject, contentPath }: { subject: string; contentPath: string }, data: TemplateData): RenderedEmail {
  const html = renderTemplate(parseTemplate(readFileSync(contentPath, "utf8")), data);
  return {
    subject: htmlToText(renderTemplate(parseTemplate(subject), data)),
    html,
    text: htmlToText(html),
  };
}
