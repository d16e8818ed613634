import { SiteFrame } from "@/components/site/site-frame";
import { pageLocale } from "@/i18n/page-locale";

/** Every public and customer page, in the site's header and footer. */
export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  await pageLocale(params);
  return <SiteFrame>{children}</SiteFrame>;
}
