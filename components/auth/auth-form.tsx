"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Link } from "@/i18n/navigation";
import { FULL_NAME_MAX } from "@/lib/rules/business-rules";
import { AUTH_FORM_VALUES, type AuthFormErrorKey, type SignUpValues } from "@/lib/validation/auth";
import { signInResolver, signUpResolver } from "./auth-resolvers";
import { PasswordInput } from "./password-input";
import { useAuthSubmit, type AuthMode } from "./use-auth-submit";
import { useHydrated } from "./use-hydrated";
import { VerificationAlert } from "./verification-alert";

/** Sign-in and sign-up on one screen, with a toast for each refused rule or failed call. */
export function AuthForm() {
  const t = useTranslations("Auth");
  const hydrated = useHydrated();
  const [mode, setMode] = useState<AuthMode>("signIn");
  const [unverified, setUnverified] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const submit = useAuthSubmit(() => setUnverified(true));
  const form = useForm<SignUpValues>({
    resolver: (mode === "signUp" ? signUpResolver : signInResolver).resolver,
    defaultValues: { email: "", password: "", fullName: "" },
  });

  // One toast per attempt, saying what the first inline error says: the first
  // invalid field in screen order; a sign-in without any credentials gets
  // Supabase's own wording.
  const onInvalid = (errors: FieldErrors<SignUpValues>) => {
    const { email, password } = form.getValues();
    if (mode === "signIn" && !email.trim() && !password) return toast.error(t("errorTitle"), { description: t("missingCredentials") });
    const key = (errors.fullName ?? errors.email ?? errors.password)?.message as AuthFormErrorKey | undefined;
    if (key) toast.error(t(`${key}Title`), { description: t(key, AUTH_FORM_VALUES) });
  };

  const onSubmit = async (values: SignUpValues) => {
    setUnverified(false);
    if (await submit(mode, values)) setLeaving(true);
  };

  const busy = form.formState.isSubmitting || leaving;
  const field = (name: keyof SignUpValues, label: string, input: (id: string, invalid: boolean) => ReactNode) => (
    <Controller
      name={name}
      control={form.control}
      render={({ fieldState }) => (
        <Field data-invalid={fieldState.invalid}>
          <FieldLabel htmlFor={`auth-${name}`}>{label}</FieldLabel>
          {input(`auth-${name}`, fieldState.invalid)}
          <FieldError>{fieldState.error?.message ? t(fieldState.error.message as AuthFormErrorKey, AUTH_FORM_VALUES) : null}</FieldError>
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
      {unverified ? <VerificationAlert email={() => form.getValues("email")} /> : null}
      <form method="post" onSubmit={form.handleSubmit(onSubmit, onInvalid)} onFocus={() => void signInResolver.preload()} noValidate aria-busy={busy}>
        <FieldGroup>
          {mode === "signUp"
            ? field("fullName", t("fullName"), (id, invalid) => (
                <Input id={id} autoComplete="name" maxLength={FULL_NAME_MAX} aria-invalid={invalid} {...form.register("fullName")} />
              ))
            : null}
          {field("email", t("email"), (id, invalid) => (
            <Input id={id} type="email" autoComplete="email" inputMode="email" aria-invalid={invalid} {...form.register("email")} />
          ))}
          {field("password", t("password"), (id, invalid) => (
            <PasswordInput
              id={id}
              autoComplete={mode === "signIn" ? "current-password" : "new-password"}
              aria-invalid={invalid}
              {...form.register("password")}
            />
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
            setUnverified(false);
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
