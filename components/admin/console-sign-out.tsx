"use client";

import { LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/components/site/use-sign-out";

/** The console's sign-out, in its top bar. */
export function ConsoleSignOut() {
  const t = useTranslations("Nav");
  const signOut = useSignOut();
  return (
    <Button type="button" variant="ghost" size="sm" onClick={() => void signOut()}>
      <LogOutIcon aria-hidden />
      <span className="sr-only sm:not-sr-only">{t("signOut")}</span>
    </Button>
  );
}
