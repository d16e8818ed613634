import { SiteFrame } from "@/components/site/site-frame";

/** Every public and customer page, in the site's header and footer. */
export default function SiteLayout({ children }: LayoutProps<"/[locale]">) {
  return <SiteFrame>{children}</SiteFrame>;
}
