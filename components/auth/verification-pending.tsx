"use client";

import { MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { site } from "@/lib/site/business-profile";
import { verificationEmailKey } from "@/lib/ui/verification-email-key";
import { useAuthErrorText } from "./use-auth-error-text";
import { useResendVerification } from "./use-resend-verification";

const noSubscribe = () => () => {};

/** Shows the address kept in sessionStorage at sign-up (never in the URL) and resends the link. */
export function VerificationPending() {
  const t = useTranslations("Verify");
  const email = useSyncExternalStore(noSubscribe, () => sessionStorage.getItem(verificationEmailKey), () => null);
  const errorText = useAuthErrorText();
  const { resend, busy } = useResendVerification();

  const onResend = async () => {
    if (!email) return toast.error(t("missingTitle"), { description: t("missing") });
    const error = await resend(email);
    if (error === undefined) return;
    if (error) toast.error(t("resendFailedTitle"), { description: errorText(error, t("resendFailed")) });
    else toast.success(t("resentTitle"), { description: t("resent") });
  };

  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <MailCheckIcon className="size-12 text-primary" aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight">{t("pendingTitle")}</h1>
      {email ? (
        <p>
          {t("pendingIntro")}{" "}
          <strong className="inline-block [overflow-wrap:anywhere]" data-testid="pending-email">{email}</strong>
        </p>
      ) : (
        <p>{t("pendingNoAddress")}</p>
      )}
      <p className="text-sm text-muted-foreground">{t("pendingHelp")}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button type="button" onClick={onResend} disabled={busy}>
          {busy ? t("resending") : t("resend")}
        </Button>
        <Button asChild variant="outline">
          <Link href="/auth">{t("backToSignIn")}</Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t.rich("support", {
          phone: site.phone.display,
          email: site.email,
          call: (chunks) => <a href={`tel:${site.phone.e164}`} className="whitespace-nowrap text-primary underline underline-offset-4">{chunks}</a>,
          mail: (chunks) => <a href={`mailto:${site.email}`} className="whitespace-nowrap text-primary underline underline-offset-4">{chunks}</a>,
        })}
      </p>
    </div>
  );
}
