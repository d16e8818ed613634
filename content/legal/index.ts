import enCookiePolicy from "./en/cookie-policy";
import enPrivacyPolicy from "./en/privacy-policy";
import enTermsOfService from "./en/terms-of-service";
import esCookiePolicy from "./es/cookie-policy";
import esPrivacyPolicy from "./es/privacy-policy";
import esTermsOfService from "./es/terms-of-service";
import type { LegalDocument, LegalLocale, LegalSlug } from "./types";

export type * from "./types";

export const LEGAL_SLUGS = ["privacy-policy", "terms-of-service", "cookie-policy"] as const satisfies readonly LegalSlug[];

const documents: Record<LegalLocale, Record<LegalSlug, LegalDocument>> = {
  en: { "privacy-policy": enPrivacyPolicy, "terms-of-service": enTermsOfService, "cookie-policy": enCookiePolicy },
  es: { "privacy-policy": esPrivacyPolicy, "terms-of-service": esTermsOfService, "cookie-policy": esCookiePolicy },
};

export function getLegalDocument(locale: LegalLocale, slug: LegalSlug): LegalDocument {
  return documents[locale][slug];
}
