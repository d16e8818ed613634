import en from "./en";
import es from "./es";
import type { AboutContent, AboutLocale } from "./types";

export type * from "./types";

const about: Record<AboutLocale, AboutContent> = { en, es };

export function getAboutContent(locale: AboutLocale): AboutContent {
  return about[locale];
}
