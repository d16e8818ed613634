"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { Link, useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { verifyEmail, type VerifyEmailResult } from "@/lib/actions/verify-email";
import { signInDestination } from "@/lib/rules/safe-redirect";
import { AUTH_FORM_VALUES, type AuthFormErrorKey, type SignInValues } from "@/lib/validation/auth";
import { verificationEmailKey } from "@/lib/ui/verification-email-key";
import { confirmEmailResolver } from "./auth-resolvers";
import { PasswordInput } from "./password-input";
import { signInWithPassword } from "./sign-in-with-password";
import { useHydrated } from "./use-hydrated";

/**
 * Asks for the email and password the account was created with, then confirms
 * the emailed link and signs in with that password, going where the visitor
 * was headed when they signed up (else the dashboard). A wrong password stays
 * on the form and points to the password reset, too many attempts stay on
 * it with a toast that says when to try again; every other outcome (and a
 * confirmation in a browser signed in to another account, or whose sign-in
 * fails) goes to `onDone`, with the address typed.
 */
export function ConfirmEmailForm({ token, onDone }: { token: string; onDone: (result: VerifyEmailResult, email: string) => void }) {
  const t = useTranslations("Verify");
  const auth = useTranslations("Auth");
  const authErrors = useTranslations("AuthErrors");
  const hydrated = useHydrated();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [wrongPassword, setWrongPassword] = useState(false);
  const form = useForm<SignInValues>({ resolver: confirmEmailResolver.resolver, defaultValues: { email: "", password: "" } });
  const { setValue } = form;

  // Same device as the sign-up: the address is already known.
  useEffect(() => {
    const known = sessionStorage.getItem(verificationEmailKey);
    if (known) setValue("email", known);
  }, [setValue]);

  const onInvalid = (errors: FieldErrors<SignInValues>) => {
    const key = (errors.email ?? errors.password)?.message as AuthFormErrorKey | undefined;
    if (key) toast.error(auth(`${key}Title`), { description: auth(key) });
  };
  const onSubmit = async (values: SignInValues) => {
    setWrongPassword(false);
    const result = await verifyEmail({ ...values, token }).catch((): VerifyEmailResult => ({ ok: false, error: "failed" }));
    if (result.ok === false && result.error === "wrongPassword") return setWrongPassword(true);
    if (result.ok === false && result.error === "tooManyAttempts") {
      return toast.error(authErrors("tooManyAttemptsTitle"), { description: authErrors("tooManyAttempts", { minutes: result.minutes }) });
    }
    if (!result.ok) return onDone(result, values.email.trim());
    sessionStorage.removeItem(verificationEmailKey);
    if (!result.signIn || (await signInWithPassword(values.email.trim(), values.password))) return onDone(result, values.email.trim());
    toast.success(t("successTitle"), { description: t("signedIn") });
    const destination = signInDestination(result.next, locale);
    router.replace(destination.href, { locale: destination.locale });
    router.refresh();
  };

  const { errors, isSubmitting } = form.formState;
  const fieldError = (key: string | undefined) => (key ? auth(key as AuthFormErrorKey, AUTH_FORM_VALUES) : null);
  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t("confirmTitle")}</h1>
        <p className="text-muted-foreground">{t("confirmIntro")}</p>
      </div>
      {wrongPassword ? (
        <Alert variant="destructive">
          <AlertTitle>{t("wrongPasswordTitle")}</AlertTitle>
          <AlertDescription>
            <p>{t("wrongPassword")}</p>
            <Link href="/forgot-password" className="font-medium underline underline-offset-4">{t("resetPassword")}</Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <form method="post" noValidate aria-busy={isSubmitting} onFocus={() => void confirmEmailResolver.preload()} onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        <FieldGroup>
          <Field data-invalid={!!errors.email}>
            <FieldLabel htmlFor="confirm-email">{auth("email")}</FieldLabel>
            <Input id="confirm-email" type="email" autoComplete="email" inputMode="email" aria-invalid={!!errors.email} {...form.register("email")} />
            <FieldError>{fieldError(errors.email?.message)}</FieldError>
          </Field>
          <Field data-invalid={!!errors.password}>
            <FieldLabel htmlFor="confirm-password">{auth("password")}</FieldLabel>
            <PasswordInput id="confirm-password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register("password")} />
            <FieldError>{fieldError(errors.password?.message)}</FieldError>
          </Field>
          <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
            {isSubmitting ? t("confirming") : t("confirmButton")}
          </Button>
        </FieldGroup>
      </form>
    </div>
  );
}
