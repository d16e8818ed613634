export type LegalLocale = "en" | "es";

export type LegalSlug = "privacy-policy" | "terms-of-service" | "cookie-policy";

export interface LegalSection {
  /** Unique within the document (the page keys and anchors by position and heading). */
  heading: string;
  /** Each starts differently from the others in its section. */
  paragraphs: string[];
  list?: string[];
}

/** A legal page's text. The contact block is added by the page from lib/site/business-profile.ts. */
export interface LegalDocument {
  title: string;
  /** At most 155 characters. */
  metaDescription: string;
  /** ISO date (YYYY-MM-DD), fixed per document: a date that moves with the calendar misstates a legal text. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}
