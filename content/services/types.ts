/** Languages the bundled content is written in (the same as the site's locales). */
export type ContentLocale = "en" | "es";

/** The eight services with their own page, in the order the site lists them. */
export type ServiceSlug =
  | "computer-repair"
  | "mobile-support"
  | "network-setup"
  | "security-solutions"
  | "data-recovery"
  | "hardware-upgrades"
  | "tech-consultation"
  | "remote-support";

export interface ServiceDetailSection {
  title: string;
  content: string;
  listItems: string[];
}

export interface ServicePricingOption {
  name: string;
  /** Shown as written: "$45", "$250+", "$65/hour", "From $40". */
  price: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

/**
 * One service page's text. Section titles, option
 * names, FAQ questions and list items are unique within a page (pages key by them).
 */
export interface ServiceContent {
  slug: string;
  title: string;
  /** One or two sentences for cards and listings. */
  shortDescription: string;
  /** Paragraphs separated by a blank line; each starts differently. */
  longDescription: string;
  /** For search results and link previews; at most 155 characters. */
  metaDescription: string;
  /** Illustration key: the slug, or "generic". */
  image: string;
  imageAlt: string;
  imageCaption: string;
  /** The starting price without "From" ("$45", "$50+", "$65/hour"), or text without digits. */
  price: string;
  detailSections: ServiceDetailSection[];
  pricingOptions: ServicePricingOption[];
  faqs: ServiceFaq[];
}
