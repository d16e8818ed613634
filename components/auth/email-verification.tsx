"use client";

import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/i18n/navigation";
import { verifyEmail, type VerifyEmailResult } from "@/lib/actions/verify-email";
import { oncePerToken } from "./once-per-token";
import { useAuthErrorText } from "./use-auth-error-text";

const verifyOnce = oncePerToken((token) =>
  verifyEmail(token).catch((): VerifyEmailResult => ({ ok: false, error: "failed" })),
);

/**
 * /verify-email (spec §2, §4): loading, then "Email Verified!" or
 * "Verification Failed". `token` is null when the link lacks a token or
 * type=email_confirmation, which fails at once with the spec's message.
 */
export function EmailVerification({ token }: { token: string | null }) {
  const t = useTranslations("Verify");
  const common = useTranslations("Common");
  const errorText = useAuthErrorText();
  const [result, setResult] = useState<VerifyEmailResult | null>(null);
  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce(token).then((value) => active && setResult(value));
    return () => {
      active = false;
    };
  }, [token]);

  const failure = !token || result?.ok === false;
  const loading = !failure && !result;
  const message = result?.ok === false && result.error === "failed" ? errorText(result, t("failedGeneric")) : t("invalidLink");
  return (
    <div className="flex flex-col items-center gap-5 text-center" aria-live="polite">
      {loading ? (
        <Spinner label={common("loading")} className="text-primary [&>svg]:size-12" />
      ) : failure ? (
        <CircleXIcon className="size-12 text-destructive" aria-hidden />
      ) : (
        <CircleCheckIcon className="size-12 text-success" aria-hidden />
      )}
      <h1 className="text-3xl font-bold tracking-tight">
        {loading ? t("verifyingTitle") : failure ? t("failedTitle") : t("successTitle")}
      </h1>
      {loading ? null : failure ? (
        <p role="alert" className="text-muted-foreground">{message}</p>
      ) : (
        <p className="text-muted-foreground">{t("successText")}</p>
      )}
      {loading ? null : (
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link href="/auth">{t("signIn")}</Link>
          </Button>
          {failure ? (
            <Button asChild variant="outline">
              <Link href="/contact">{t("contact")}</Link>
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
