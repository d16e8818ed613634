import { readFileSync } from "node:fs";
import { loadProjectAuthConfig, type TemplateKind } from "../project-config";
import { parseTemplate, renderTemplate } from "./go-template";
import { htmlToText } from "./plain-text";

/** What Supabase Auth passes to its email templates (subject and body alike). */
export interface TemplateData {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  /** Only in email_change emails: the address the account is moving to. */
  NewEmail?: string;
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
  const { subject, contentPath } = loadProjectAuthConfig().templates[kind];
  const html = renderTemplate(parseTemplate(readFileSync(contentPath, "utf8")), data);
  return {
    subject: htmlToText(renderTemplate(parseTemplate(subject), data)),
    html,
    text: htmlToText(html),
  };
}
