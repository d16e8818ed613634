"use client";

import { CircleCheckIcon, CircleXIcon, MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { confirmEmailChange, type ConfirmEmailChangeResult } from "@/lib/actions/confirm-email-change";

/**
 * /confirm-email-change: nothing is spent on load (mail scanners open links);
 * the button spends the link (lib/actions/confirm-email-change.ts), then says
 * whether the other address's link is still needed or the change is done.
 * `token` is null when the link lacks one, which fails at once.
 */
export function EmailChangeConfirmation({ token }: { token: string | null }) {
  const t = useTranslations("EmailChange");
  const authErrors = useTranslations("AuthErrors");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ConfirmEmailChangeResult | null>(token ? null : { ok: false, error: "invalidLink" });

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    const outcome = await confirmEmailChange({ token }).catch((): ConfirmEmailChangeResult => ({ ok: false, error: "failed" }));
    setResult(outcome);
    setBusy(false);
    if (outcome.ok && outcome.done && outcome.signedIn) router.refresh();
  };

  if (!result) {
    return (
      <div className="flex flex-col gap-6 text-center">
        <MailCheckIcon className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
        <Button type="button" onClick={confirm} disabled={busy} className="self-center">
          {busy ? t("confirming") : t("confirm")}
        </Button>
      </div>
    );
  }

  const failed = !result.ok;
  const [title, text] = !result.ok
    ? result.error === "invalidLink"
      ? [t("invalidTitle"), t("invalid")]
      : result.error === "tooManyAttempts"
        ? [authErrors("tooManyAttemptsTitle"), authErrors("tooManyAttempts", { minutes: result.minutes })]
        : [t("failedTitle"), t("failed")]
    : result.done
      ? [t("doneTitle"), t("done", { email: result.email })]
      : [t("halfTitle"), t("half")];
  return (
    <div className="flex flex-col items-center gap-5 text-center" aria-live="polite">
      {failed ? <CircleXIcon className="size-12 text-destructive" aria-hidden /> : <CircleCheckIcon className="size-12 text-success" aria-hidden />}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p role={failed ? "alert" : "status"} className="text-muted-foreground">{text}</p>
      <Button asChild>
        {result.ok && result.done && !result.signedIn ? (
          <Link href="/auth">{t("signIn")}</Link>
        ) : (
          <Link href="/dashboard?tab=profile">{t("toProfile")}</Link>
        )}
      </Button>
    </div>
  );
}
