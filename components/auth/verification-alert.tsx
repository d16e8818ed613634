"use client";

import { MailWarningIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuthErrorText } from "./use-auth-error-text";
import { useResendVerification } from "./use-resend-verification";

/**
 * Shown when sign-in is refused because the email is not confirmed, with a
 * link that resends the confirmation to the address in the form.
 */
export function VerificationAlert({ email }: { email: () => string }) {
  const t = useTranslations("Auth");
  const errorText = useAuthErrorText();
  const { resend, busy } = useResendVerification();

  const onResend = async () => {
    const address = email().trim();
    if (!address) return toast.error(t("emailRequiredTitle"), { description: t("emailRequired") });
    const error = await resend(address);
    if (error === undefined) return;
    if (error) toast.error(t("resendFailedTitle"), { description: errorText(error, t("resendFailed")) });
    else toast.success(t("resentTitle"), { description: t("resent") });
  };

  return (
    <Alert>
      <MailWarningIcon aria-hidden />
      <AlertTitle>{t("verifyRequiredTitle")}</AlertTitle>
      <AlertDescription>
        <p>{t("verifyRequired")}</p>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onResend} disabled={busy}>
          {busy ? t("resending") : t("resendLink")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
