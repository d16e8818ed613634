"use client";

import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { flushSync } from "react-dom";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { themes } from "@/lib/ui/theme";
import type { OnDemandMenuProps } from "./on-demand-menu";

/**
 * Applies a theme change with transitions off, so buttons and the bar switch
 * colours at once instead of fading. (next-themes' `disableTransitionOnChange`
 * does the same but also on every page load, where it costs two full-page
 * style recalculations.) flushSync makes next-themes set the class before the
 * rule is lifted; the forced style read commits the new colours meanwhile.
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(style);
  flushSync(change);
  getComputedStyle(document.documentElement).getPropertyValue("color");
  requestAnimationFrame(() => style.remove());
}

/** Light, dark or the system's theme (next-themes). Loaded by ThemeSwitch. */
export function ThemeSwitchMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  const t = useTranslations("Theme");
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => withoutTransitions(() => setTheme(value))}>
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
