"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/i18n/navigation";
import { verifyRecovery } from "@/lib/actions/verify-recovery";
import { oncePerToken } from "./once-per-token";
import { ResetPasswordForm } from "./reset-password-form";

const verifyOnce = oncePerToken((token) => verifyRecovery(token).catch(() => false));

/**
 * /reset-password: validating, then the new-password form or the
 * invalid/expired view. `token` is null when the link lacks a token or
 * type=recovery; otherwise the server checks it and opens the recovery session.
 */
export function ResetPassword({ token }: { token: string | null }) {
  const t = useTranslations("Password");
  const common = useTranslations("Common");
  const [valid, setValid] = useState<boolean | null>(token ? null : false);
  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce(token).then((ok) => active && setValid(ok));
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <div className="flex flex-col gap-6" aria-live="polite">
      <h1 className="text-center text-3xl font-bold tracking-tight">
        {valid === null ? t("validatingTitle") : valid ? t("resetTitle") : t("invalidTitle")}
      </h1>
      {valid === null ? (
        <Spinner label={common("loading")} className="mx-auto text-primary [&>svg]:size-8" />
      ) : valid ? (
        <ResetPasswordForm />
      ) : (
        <>
          <p role="alert" className="text-center text-muted-foreground">{t("invalidLink")}</p>
          <Button asChild>
            <Link href="/forgot-password">{t("requestNew")}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
