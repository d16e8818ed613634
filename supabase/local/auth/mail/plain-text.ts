import { toPlainText } from "@react-email/components";

// The plain-text version of a rendered auth email, for the mailbox, by React
// Email's converter (html-to-text with its email settings): block elements
// become line breaks, images are left out, a link becomes "label [URL]" (just
// the URL when that is its label). Headings keep their case.

const SELECTORS = [
  { selector: "a", options: { linkBrackets: ["[", "]"] as [string, string], hideLinkHrefIfSameAsText: true } },
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
];

export const htmlToText = (html: string): string => toPlainText(html, { selectors: SELECTORS }).trim();
