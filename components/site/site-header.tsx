import { WrenchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { site } from "@/lib/site/business-profile";
import { AuthLinks } from "./auth-links";
import { HeaderFrame } from "./header-frame";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { ThemeSwitch } from "./theme-switch";
import { useNavItems } from "./use-nav-items";

/**
 * The navigation bar, rendered on the server: its links, labels and icons
 * cost no JavaScript. The client parts are the bar's scroll state, the
 * menus (fetched on first use) and the signed-in links.
 */
export function SiteHeader() {
  const t = useTranslations("Nav");
  const nav = useNavItems();
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link href="/" aria-label={t("homeLink")} className="mr-auto flex items-center gap-2 rounded-md font-semibold focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none lg:mr-4">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <WrenchIcon className="size-5" aria-hidden />
          </span>
          <span className="text-lg">{site.shortName}</span>
        </Link>
        <nav aria-label={t("label")} className="mr-auto hidden items-center gap-1 lg:flex">
          <Button asChild variant="ghost" size="sm">
            <Link href={nav.home.href}>{nav.home.label}</Link>
          </Button>
          <NavDropdown label={t("services")} first={nav.allServices} items={nav.services} />
          <NavDropdown label={t("about")} items={nav.about} />
          <Button asChild variant="ghost" size="sm">
            <Link href={nav.contact.href}>{nav.contact.label}</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link href={nav.book.href}>{nav.book.label}</Link>
          </Button>
        </nav>
        <div className="hidden items-center gap-1 lg:flex">
          <LanguageSwitch />
          <ThemeSwitch />
          <AuthLinks />
        </div>
        <MobileMenu />
      </div>
    </HeaderFrame>
  );
}
