import { MoonIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ThemeSwitchOnDemand } from "./switch-menus";

/** Rendered by the server header and by the mobile sheet alike; the menu itself loads on first use. */
export function ThemeSwitch() {
  const t = useTranslations("Theme");
  return (
    <ThemeSwitchOnDemand
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("toggle")}>
          <SunIcon className="dark:hidden" aria-hidden />
          <MoonIcon className="hidden dark:block" aria-hidden />
        </Button>
      }
    />
  );
}
