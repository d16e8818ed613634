"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { useRouter } from "@/i18n/navigation";
import { resetPassword, type ResetPasswordResult } from "@/lib/actions/reset-password";
import { NEW_PASSWORD_VALUES, type PasswordLinkType, type ResetPasswordErrorKey, type ResetPasswordValues } from "@/lib/validation/auth";
import { resetPasswordResolver } from "./auth-resolvers";
import { PasswordInput } from "./password-input";
import { useAuthErrorText } from "./use-auth-error-text";
import { useHydrated } from "./use-hydrated";

/** After a successful reset, /auth follows after this long. */
const resetRedirectDelayMs = 2000;

/** Where a customer who chose the password of an account staff created for them finds the booking. */
const APPOINTMENTS = "/dashboard?tab=appointments";

/**
 * The new password and its confirmation (the reset rules in lib/validation/auth.ts, checked again by the
 * server action, which spends the link `token` with it), then the success
 * toast and /auth after 2 s: the action signs the account out everywhere, so
 * the next step is signing in with the new password. For an invitation
 * (`type="invite"`) the button saves rather than updates, and the new
 * customer, signed in by the action, goes straight to the dashboard's
 * appointments, where the booking staff made is. A used or expired link
 * calls `onInvalidLink`.
 */
export function ResetPasswordForm({ token, type = "recovery", onInvalidLink }: { token: string; type?: PasswordLinkType; onInvalidLink: () => void }) {
  const t = useTranslations("Password");
  const authErrors = useTranslations("AuthErrors");
  const router = useRouter();
  const hydrated = useHydrated();
  const errorText = useAuthErrorText();
  const [done, setDone] = useState(false);
  const invite = type === "invite";
  const form = useForm<ResetPasswordValues>({ resolver: resetPasswordResolver.resolver, defaultValues: { password: "", confirm: "" } });

  const showRule = (key: ResetPasswordErrorKey) => toast.error(t(`${key}Title`), { description: t(key, NEW_PASSWORD_VALUES) });
  const onInvalid = (errors: FieldErrors<ResetPasswordValues>) => {
    const key = (errors.password ?? errors.confirm)?.message as ResetPasswordErrorKey | undefined;
    if (key) showRule(key);
  };

  const onSubmit = async (values: ResetPasswordValues) => {
    const result = await resetPassword({ ...values, token, type }).catch((): ResetPasswordResult => ({ ok: false, error: "failed" }));
    if (!result.ok) {
      if (result.error === "invalidLink") return onInvalidLink();
      if (result.error === "tooManyAttempts") {
        return toast.error(authErrors("tooManyAttemptsTitle"), { description: authErrors("tooManyAttempts", { minutes: result.minutes }) });
      }
      if (result.error !== "failed") return showRule(result.error);
      return toast.error(t("resetFailedTitle"), { description: errorText(result, t("genericError")) });
    }
    setDone(true);
    if (result.signedIn) {
      toast.success(t("inviteDoneTitle"), { description: t("inviteSignedIn") });
      router.replace(APPOINTMENTS);
      router.refresh();
      return;
    }
    if (invite) toast.success(t("inviteDoneTitle"), { description: t("inviteDone") });
    else toast.success(t("resetDoneTitle"), { description: t("resetDone") });
    setTimeout(() => router.replace(invite ? `/auth?redirect=${encodeURIComponent(APPOINTMENTS)}` : "/auth"), resetRedirectDelayMs);
  };

  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? t(key as ResetPasswordErrorKey, NEW_PASSWORD_VALUES) : null);
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} onFocus={() => void resetPasswordResolver.preload()} aria-busy={isSubmitting}>
      <FieldGroup>
        <Field data-invalid={!!errors.password}>
          <FieldLabel htmlFor="reset-password">{t("newPassword")}</FieldLabel>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            aria-describedby="reset-rules"
            {...form.register("password")}
          />
          <FieldDescription id="reset-rules">{t("rules", NEW_PASSWORD_VALUES)}</FieldDescription>
          <FieldError>{message(errors.password?.message)}</FieldError>
        </Field>
        <Field data-invalid={!!errors.confirm}>
          <FieldLabel htmlFor="reset-confirm">{t("confirmPassword")}</FieldLabel>
          <PasswordInput id="reset-confirm" autoComplete="new-password" aria-invalid={!!errors.confirm} {...form.register("confirm")} />
          <FieldError>{message(errors.confirm?.message)}</FieldError>
        </Field>
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting || done}>
          {invite ? (isSubmitting ? t("inviteSaving") : t("inviteSave")) : isSubmitting ? t("updating") : t("update")}
        </Button>
      </FieldGroup>
    </form>
  );
}
