"use client";

import { MoonIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { onDemandMenu } from "./on-demand-menu";

const Menu = onDemandMenu(() => import("./theme-switch-menu").then((module) => module.ThemeSwitchMenu));

export function ThemeSwitch() {
  const t = useTranslations("Theme");
  return (
    <Menu
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("toggle")}>
          <SunIcon className="dark:hidden" aria-hidden />
          <MoonIcon className="hidden dark:block" aria-hidden />
        </Button>
      }
    />
  );
}
