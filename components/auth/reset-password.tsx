"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/i18n/navigation";
import { verifyRecovery } from "@/lib/actions/verify-recovery";
import type { PasswordLinkType } from "@/lib/validation/auth";
import { oncePerToken } from "./once-per-token";
import { ResetPasswordForm } from "./reset-password-form";

const verifyOnce: Record<PasswordLinkType, (token: string) => Promise<boolean>> = {
  recovery: oncePerToken((token) => verifyRecovery(token, "recovery").catch(() => false)),
  invite: oncePerToken((token) => verifyRecovery(token, "invite").catch(() => false)),
};

/**
 * /reset-password: validating, then the new-password form or the
 * invalid/expired view. `token` is null when the link lacks a token or a
 * known type; otherwise the server checks it and opens the session. `type`
 * says which link it is: a password reset (`recovery`) or the invitation to
 * an account staff created with a booking taken by phone (`invite`), whose
 * page asks the customer to choose a password for it.
 */
export function ResetPassword({ token, type = "recovery" }: { token: string | null; type?: PasswordLinkType }) {
  const t = useTranslations("Password");
  const common = useTranslations("Common");
  const invite = type === "invite";
  const [valid, setValid] = useState<boolean | null>(token ? null : false);
  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce[type](token).then((ok) => active && setValid(ok));
    return () => {
      active = false;
    };
  }, [token, type]);

  const title =
    valid === null
      ? t(invite ? "inviteValidatingTitle" : "validatingTitle")
      : valid
        ? t(invite ? "inviteTitle" : "resetTitle")
        : t("invalidTitle");
  return (
    <div className="flex flex-col gap-6" aria-live="polite">
      <h1 className="text-center text-3xl font-bold tracking-tight">{title}</h1>
      {valid === null ? (
        <Spinner label={common("loading")} className="mx-auto text-primary [&>svg]:size-8" />
      ) : valid ? (
        <>
          {invite ? <p className="text-center text-muted-foreground">{t("inviteIntro")}</p> : null}
          <ResetPasswordForm type={type} />
        </>
      ) : (
        <>
          <p role="alert" className="text-center text-muted-foreground">
            {t(invite ? "inviteInvalidLink" : "invalidLink")}
          </p>
          <Button asChild>
            <Link href="/forgot-password">{t("requestNew")}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
