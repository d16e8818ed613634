"use client";

import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { VerifyEmailResult } from "@/lib/actions/verify-email";
import { ConfirmEmailForm } from "./confirm-email-form";
import { NewLinkForm } from "./new-link-form";
import { useAuthErrorText } from "./use-auth-error-text";

/**
 * /verify-email: the form that confirms the address (email and password, see
 * lib/actions/verify-email.ts), then "Email Verified!" or "Verification
 * Failed". `token` is null when the link lacks a token or
 * type=email_confirmation, which fails at once with the invalid-link message.
 * A refused link offers a new one, to the address typed in the form if any.
 */
export function EmailVerification({ token }: { token: string | null }) {
  const t = useTranslations("Verify");
  const errorText = useAuthErrorText();
  const [result, setResult] = useState<VerifyEmailResult | null>(null);
  const [email, setEmail] = useState("");

  if (token && !result) {
    return (
      <ConfirmEmailForm
        token={token}
        onDone={(done, typed) => {
          setResult(done);
          setEmail(typed);
        }}
      />
    );
  }
  const failure = !token || result?.ok === false;
  const message = result?.ok === false && result.error === "failed" ? errorText(result, t("failedGeneric")) : t("invalidLink");
  return (
    <div className="flex flex-col items-center gap-5 text-center" aria-live="polite">
      {failure ? <CircleXIcon className="size-12 text-destructive" aria-hidden /> : <CircleCheckIcon className="size-12 text-success" aria-hidden />}
      <h1 className="text-3xl font-bold tracking-tight">{failure ? t("failedTitle") : t("successTitle")}</h1>
      {failure ? (
        <p role="alert" className="text-muted-foreground">{message}</p>
      ) : (
        <p className="text-muted-foreground">{t("successText")}</p>
      )}
      {failure ? <NewLinkForm kind="signup" email={email} /> : null}
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild variant={failure ? "outline" : "default"}>
          <Link href="/auth">{t("signIn")}</Link>
        </Button>
        {failure ? (
          <Button asChild variant="outline">
            <Link href="/contact">{t("contact")}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
