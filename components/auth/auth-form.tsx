"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Link, useRouter } from "@/i18n/navigation";
import { safeRedirect } from "@/lib/safe-redirect";
import { createClient } from "@/lib/supabase/client";
import { signInSchema, signUpSchema, verificationEmailKey, type SignUpValues } from "@/lib/validation/auth";
import { PasswordInput } from "./password-input";
import { useResendVerification, useVerifyEmailUrl } from "./use-resend-verification";

type Mode = "signIn" | "signUp";
const noSubscribe = () => () => {};
type MessageKey = "invalidEmail" | "shortPassword" | "invalidName";

/** Sign-in and sign-up on one screen (spec §2), with the spec's toasts. */
export function AuthForm() {
  const t = useTranslations("Auth");
  const locale = useLocale();
  const router = useRouter();
  const redirectTo = safeRedirect(useSearchParams().get("redirect"));
  const verifyUrl = useVerifyEmailUrl();
  const resend = useResendVerification();
  const [mode, setMode] = useState<Mode>("signIn");
  const [needsVerification, setNeedsVerification] = useState(false);
  // Until hydration a click would submit the form natively (a GET with the password in the URL).
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(mode === "signUp" ? signUpSchema : signInSchema) as never,
    defaultValues: { email: "", password: "", fullName: "" },
  });

  const onInvalid = (errors: FieldErrors<SignUpValues>) => {
    const key = (errors.email ?? errors.password ?? errors.fullName)?.message as MessageKey | undefined;
    if (key) toast.error(t(`${key}Title`), { description: t(key) });
  };

  const onSubmit = async (values: SignUpValues) => {
    const supabase = createClient();
    setNeedsVerification(false);
    if (mode === "signUp") {
      const { error } = await supabase.auth.signUp({
        email: values.email,
        password: values.password,
        options: { data: { full_name: values.fullName.trim(), locale }, emailRedirectTo: verifyUrl() },
      });
      if (error) return toast.error(t("errorTitle"), { description: error.message || t("errorGeneric") });
      sessionStorage.setItem(verificationEmailKey, values.email);
      return router.push("/verification-pending");
    }
    const { error } = await supabase.auth.signInWithPassword({ email: values.email, password: values.password });
    if (error?.code === "email_not_confirmed") return setNeedsVerification(true);
    if (error) return toast.error(t("errorTitle"), { description: error.message || t("errorGeneric") });
    router.replace(redirectTo);
    router.refresh();
  };

  const onResend = async () => {
    const email = form.getValues("email").trim();
    if (!email) return toast.error(t("emailRequiredTitle"), { description: t("emailRequired") });
    const error = await resend(email);
    if (error) toast.error(t("resendFailedTitle"), { description: error.message || t("resendFailed") });
    else toast.success(t("resentTitle"), { description: t("resent") });
  };

  const busy = form.formState.isSubmitting;
  const field = (name: keyof SignUpValues, label: string, input: (id: string, invalid: boolean) => React.ReactNode) => (
    <Controller
      name={name}
      control={form.control}
      render={({ fieldState }) => (
        <Field data-invalid={fieldState.invalid}>
          <FieldLabel htmlFor={`auth-${name}`}>{label}</FieldLabel>
          {input(`auth-${name}`, fieldState.invalid)}
          <FieldError>{fieldState.error?.message ? t(fieldState.error.message as MessageKey) : null}</FieldError>
        </Field>
      )}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{mode === "signIn" ? t("signInTitle") : t("signUpTitle")}</h1>
        <p className="text-muted-foreground">{mode === "signIn" ? t("signInSubtitle") : t("signUpSubtitle")}</p>
      </div>
      {needsVerification ? (
        <Alert>
          <AlertTitle>{t("verifyRequiredTitle")}</AlertTitle>
          <AlertDescription>
            <p>{t("verifyRequired")}</p>
            <Button type="button" variant="link" className="h-auto p-0" onClick={onResend}>
              {t("resendLink")}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <form method="post" onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate>
        <FieldGroup>
          {mode === "signUp"
            ? field("fullName", t("fullName"), (id, invalid) => (
                <Input id={id} autoComplete="name" maxLength={100} aria-invalid={invalid} {...form.register("fullName")} />
              ))
            : null}
          {field("email", t("email"), (id, invalid) => (
            <Input id={id} type="email" autoComplete="email" inputMode="email" aria-invalid={invalid} {...form.register("email")} />
          ))}
          {field("password", t("password"), (id, invalid) => (
            <PasswordInput id={id} autoComplete={mode === "signIn" ? "current-password" : "new-password"} aria-invalid={invalid} {...form.register("password")} />
          ))}
          <Button type="submit" size="lg" disabled={busy || !hydrated}>
            {mode === "signIn" ? (busy ? t("signingIn") : t("signInButton")) : busy ? t("signingUp") : t("signUpButton")}
          </Button>
        </FieldGroup>
      </form>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setMode(mode === "signIn" ? "signUp" : "signIn");
            setNeedsVerification(false);
            form.clearErrors();
          }}
        >
          {mode === "signIn" ? t("toSignUp") : t("toSignIn")}
        </Button>
        <Link href="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          {t("forgotPassword")}
        </Link>
      </div>
    </div>
  );
}
