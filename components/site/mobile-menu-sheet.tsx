"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Link } from "@/i18n/navigation";
import { AuthLinks } from "./auth-links";
import { LanguageSwitch } from "./language-switch";
import type { OnDemandMenuProps } from "./on-demand-menu";
import { ThemeSwitch } from "./theme-switch";
import { useNavItems } from "./use-nav-items";

const linkClass = "block rounded-md px-3 py-2.5 text-base hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/** The slide-in menu on phones and tablets (Radix Dialog). Loaded by MobileMenu. */
export function MobileMenuSheet({ trigger, defaultOpen = false }: OnDemandMenuProps) {
  const t = useTranslations("Nav");
  const common = useTranslations("Common");
  const nav = useNavItems();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent closeLabel={common("close")} aria-describedby={undefined}>
        <SheetTitle>{t("menuTitle")}</SheetTitle>
        <SheetDescription className="sr-only">{t("menuDescription")}</SheetDescription>
        <nav aria-label={t("label")} className="flex flex-col gap-1">
          <Link href={nav.home.href} className={linkClass} onClick={close}>
            {nav.home.label}
          </Link>
          <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("services")}</p>
          {[nav.allServices, ...nav.services].map((item) => (
            <Link key={item.href} href={item.href} className={linkClass} onClick={close}>
              {item.label}
            </Link>
          ))}
          <p className="mt-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("about")}</p>
          {[...nav.about, nav.contact, nav.book].map((item) => (
            <Link key={item.href} href={item.href} className={linkClass} onClick={close}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="mt-2 flex items-center gap-2 border-t pt-4">
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
        <AuthLinks stacked onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
