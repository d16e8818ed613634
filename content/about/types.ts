export type AboutLocale = "en" | "es";

/** Which icon a feature card shows; the page maps each to an icon component. */
export type AboutCardIcon = "certified" | "pricing" | "turnaround" | "bilingual";

/** The About page's copy (feature list, four feature cards, mission, story, link to the services). */
export interface AboutContent {
  metaTitle: string;
  /** At most 155 characters. */
  metaDescription: string;
  hero: { title: string; subtitle: string };
  /** Short bullets shown beside the hero. */
  features: { heading: string; items: string[] };
  /** Exactly four, one per icon. */
  featureCards: { icon: AboutCardIcon; title: string; text: string }[];
  mission: { heading: string; paragraphs: string[] };
  /** Rendered at #story, next to the shop-front illustration. */
  story: { heading: string; paragraphs: string[]; imageAlt: string; imageCaption: string };
  /** Closing line with a link to /services. */
  closing: { text: string; linkLabel: string };
}
