import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { MobileMenuOnDemand } from "./header-menus";

/** The menu button on phones and tablets; the sheet it opens loads on first use. */
export function MobileMenu() {
  const t = useTranslations("Nav");
  return (
    <MobileMenuOnDemand
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("openMenu")} className="lg:hidden">
          <MenuIcon className="size-6" aria-hidden />
        </Button>
      }
    />
  );
}
