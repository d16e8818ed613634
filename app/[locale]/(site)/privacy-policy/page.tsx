import type { Metadata } from "next";
import { LegalDocument } from "@/components/public/legal-document";
import { getLegalDocument } from "@/content/legal";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const doc = getLegalDocument(locale, "privacy-policy");
  return pageMetadata({ locale, path: "/privacy-policy", title: doc.title, description: doc.metaDescription });
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = await pageLocale(params);
  return <LegalDocument doc={getLegalDocument(locale, "privacy-policy")} />;
}
