"use client";

import { LayoutDashboardIcon, LogInIcon, LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";
import { useSignedIn } from "./use-signed-in";
import { useSignOut } from "./use-sign-out";

/** Signed in: Dashboard and Sign out. Signed out: Sign in / Register (spec §2). */
export function AuthLinks({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const t = useTranslations("Nav");
  const signedIn = useSignedIn();
  const signOut = useSignOut();
  const layout = cn("flex gap-2", stacked ? "flex-col items-stretch" : "items-center");

  if (signedIn === undefined) return <div className={cn(layout, stacked ? "h-22" : "h-10 w-36")} aria-hidden />;
  if (!signedIn) {
    return (
      <div className={layout}>
        <Button asChild size="sm" className={stacked ? "h-11" : undefined}>
          <Link href="/auth" onClick={onNavigate}>
            <LogInIcon aria-hidden />
            {t("signIn")}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Button asChild variant="outline" size="sm" className={stacked ? "h-11" : undefined}>
        <Link href="/dashboard" onClick={onNavigate}>
          <LayoutDashboardIcon aria-hidden />
          {t("dashboard")}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={stacked ? "h-11" : undefined}
        onClick={() => {
          onNavigate?.();
          void signOut();
        }}
      >
        <LogOutIcon aria-hidden />
        {t("signOut")}
      </Button>
    </div>
  );
}
