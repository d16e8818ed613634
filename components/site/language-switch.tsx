import { LanguagesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LanguageSwitchOnDemand } from "./switch-menus";

/**
 * Rendered by the server header and by the mobile sheet alike; the menu itself
 * loads on first use. The accessible name starts with the visible code ("EN,
 * change language"), so a speech-input user who says what they see reaches it.
 */
export function LanguageSwitch() {
  const t = useTranslations("Language");
  const code = useLocale().toUpperCase();
  return (
    <LanguageSwitchOnDemand
      trigger={
        <Button variant="ghost" size="sm" aria-label={t("toggle", { code })} className="gap-1.5">
          <LanguagesIcon aria-hidden />
          <span>{code}</span>
        </Button>
      }
    />
  );
}
