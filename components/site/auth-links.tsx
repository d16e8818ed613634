"use client";

import { LayoutDashboardIcon, LogInIcon, LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import { Link } from "@/i18n/navigation";
import { useSignedIn } from "./use-signed-in";
import { useSignOut } from "./use-sign-out";

/**
 * Signed in: Dashboard and Sign out. Signed out: Sign in / Register.
 * Styled with `buttonVariants` rather than <Button>, which would bring
 * tailwind-merge into every public page; stacked (the phone menu) uses the
 * large size for touch.
 */
export function AuthLinks({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const t = useTranslations("Nav");
  const signedIn = useSignedIn();
  const signOut = useSignOut();
  const layout = `flex gap-2 ${stacked ? "flex-col items-stretch" : "items-center"}`;
  const size = stacked ? "lg" : "sm";

  if (signedIn === undefined) return <div className={`${layout} ${stacked ? "h-24" : "h-10 w-36"}`} aria-hidden />;
  if (!signedIn) {
    return (
      <div className={layout}>
        <Link href="/auth" onClick={onNavigate} className={buttonVariants({ size })}>
          <LogInIcon aria-hidden />
          {t("signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link href="/dashboard" onClick={onNavigate} className={buttonVariants({ variant: "outline", size })}>
        <LayoutDashboardIcon aria-hidden />
        {t("dashboard")}
      </Link>
      <button
        type="button"
        className={buttonVariants({ variant: "ghost", size })}
        onClick={() => {
          onNavigate?.();
          void signOut();
        }}
      >
        <LogOutIcon aria-hidden />
        {t("signOut")}
      </button>
    </div>
  );
}
