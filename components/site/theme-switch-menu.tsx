"use client";

import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { themes } from "@/lib/theme";
import type { OnDemandMenuProps } from "./on-demand-menu";

/** Light, dark or the system's theme (next-themes). Loaded by ThemeSwitch. */
export function ThemeSwitchMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  const t = useTranslations("Theme");
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={setTheme}>
          {themes.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {option === "light" ? <SunIcon aria-hidden className="mr-2 size-4" /> : null}
              {option === "dark" ? <MoonIcon aria-hidden className="mr-2 size-4" /> : null}
              {option === "system" ? <MonitorIcon aria-hidden className="mr-2 size-4" /> : null}
              {t(option)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
