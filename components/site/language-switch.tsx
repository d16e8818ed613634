"use client";

import { LanguagesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { onDemandMenu } from "./on-demand-menu";

const Menu = onDemandMenu(() => import("./language-switch-menu").then((module) => module.LanguageSwitchMenu));

export function LanguageSwitch() {
  const t = useTranslations("Language");
  const locale = useLocale();
  return (
    <Menu
      trigger={
        <Button variant="ghost" size="sm" aria-label={t("toggle")} className="gap-1.5">
          <LanguagesIcon aria-hidden />
          <span className="uppercase">{locale}</span>
        </Button>
      }
    />
  );
}
