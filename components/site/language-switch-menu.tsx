"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { usePathname, useRouter } from "@/i18n/navigation";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import type { OnDemandMenuProps } from "./on-demand-menu";

/** Remembers the choice in localStorage (i18nextLng, the key other tools of the shop read) and in next-intl's cookie. */
function rememberLocale(locale: Locale) {
  localStorage.setItem("i18nextLng", locale);
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Swaps the language and stays on the same page, query and anchor included. */
function useSwitchLocale() {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const switchTo = (locale: Locale) => {
    rememberLocale(locale);
    const { search, hash } = window.location;
    startTransition(() => router.replace(`${pathname}${search}${hash}`, { locale }));
  };
  return { switchTo, pending };
}

/** English or Spanish. Loaded by LanguageSwitch. */
export function LanguageSwitchMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  const t = useTranslations("Language");
  const locale = useLocale();
  const { switchTo, pending } = useSwitchLocale();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild disabled={pending}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={(value) => isLocale(value) && switchTo(value)}>
          {routing.locales.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option}>
              {t(option)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
