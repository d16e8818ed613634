import { LanguagesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LanguageSwitchOnDemand } from "./header-menus";

/** Rendered by the server header and by the mobile sheet alike; the menu itself loads on first use. */
export function LanguageSwitch() {
  const t = useTranslations("Language");
  const locale = useLocale();
  return (
    <LanguageSwitchOnDemand
      trigger={
        <Button variant="ghost" size="sm" aria-label={t("toggle")} className="gap-1.5">
          <LanguagesIcon aria-hidden />
          <span className="uppercase">{locale}</span>
        </Button>
      }
    />
  );
}
