"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { localizePath } from "@/i18n/locale-from-path";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { createClient } from "@/lib/supabase/client";
import { forgotPasswordResolver } from "./auth-resolvers";
import { useAuthErrorText } from "./use-auth-error-text";
import { useHydrated } from "./use-hydrated";

const linkClass = "text-sm text-primary underline-offset-4 hover:underline";

/**
 * Requests a reset link (resetPasswordForEmail, redirect to
 * /reset-password in the visitor's language). Supabase answers the same
 * whether or not the address has an account, and so does this page.
 */
export function ForgotPasswordForm() {
  const t = useTranslations("Password");
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const errorText = useAuthErrorText();
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({ resolver: forgotPasswordResolver.resolver, defaultValues: { email: "" } });

  const onSubmit = async ({ email }: { email: string }) => {
    const redirectTo = `${window.location.origin}${localizePath(locale, "/reset-password")}`;
    const { error } = await createClient().auth.resetPasswordForEmail(email.trim(), { redirectTo });
    if (error) return toast.error(t("recoveryErrorTitle"), { description: errorText(error, t("genericError")) });
    toast.success(t("recoverySentTitle"), { description: t("recoverySent") });
    setSent(true);
  };

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" aria-live="polite">
        <h1 className="text-3xl font-bold tracking-tight">{t("sentTitle")}</h1>
        <p className="text-muted-foreground">{t("sentText")}</p>
        <Button
          variant="outline"
          onClick={() => {
            form.reset();
            setSent(false);
          }}
        >
          {t("tryAgain")}
        </Button>
        <Link href="/auth" className={linkClass}>{t("backToSignIn")}</Link>
      </div>
    );
  }
  const error = form.formState.errors.email;
  const busy = form.formState.isSubmitting;
  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t("forgotTitle")}</h1>
        <p className="text-muted-foreground">{t("forgotIntro")}</p>
      </div>
      <form
        method="post"
        noValidate
        aria-busy={busy}
        onFocus={() => void forgotPasswordResolver.preload()}
        onSubmit={form.handleSubmit(onSubmit, () => toast.error(t("invalidEmailTitle"), { description: t("invalidEmail") }))}
      >
        <FieldGroup>
          <Field data-invalid={!!error}>
            <FieldLabel htmlFor="forgot-email">{t("email")}</FieldLabel>
            <Input id="forgot-email" type="email" autoComplete="email" inputMode="email" aria-invalid={!!error} {...form.register("email")} />
            <FieldError>{error ? t("invalidEmail") : null}</FieldError>
          </Field>
          <Button type="submit" size="lg" disabled={!hydrated || busy}>
            {busy ? t("sending") : t("send")}
          </Button>
        </FieldGroup>
      </form>
      <Link href="/auth" className={`text-center ${linkClass}`}>{t("backToSignIn")}</Link>
    </div>
  );
}
