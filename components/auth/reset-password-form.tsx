"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { useRouter } from "@/i18n/navigation";
import { createClient } from "@/lib/supabase/client";
import { resetPasswordSchema } from "@/lib/validation/auth";
import { PasswordInput } from "./password-input";

type Values = { password: string; confirm: string };
type RuleKey = "tooShort" | "requirements" | "mismatch";
const noSubscribe = () => () => {};

/**
 * Sets the new password for the recovery session the page opened on the
 * server, then signs that session out and goes to /auth after 2 s (spec §4).
 */
export function ResetPasswordForm() {
  const t = useTranslations("Password");
  const router = useRouter();
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "", confirm: "" } });

  const onInvalid = (errors: FieldErrors<Values>) => {
    const key = (errors.password ?? errors.confirm)?.message as RuleKey | undefined;
    if (key) toast.error(t(`${key}Title`), { description: t(key) });
  };

  const onSubmit = async ({ password }: Values) => {
    const supabase = createClient();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return toast.error(t("resetFailedTitle"), { description: error.message || t("genericError") });
    await supabase.auth.signOut();
    toast.success(t("resetDoneTitle"), { description: t("resetDone") });
    setTimeout(() => router.replace("/auth"), 2000);
  };

  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const message = (key?: string) => (key ? t(key as RuleKey) : null);
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
      <FieldGroup>
        <Field data-invalid={!!errors.password}>
          <FieldLabel htmlFor="reset-password">{t("newPassword")}</FieldLabel>
          <PasswordInput id="reset-password" autoComplete="new-password" aria-invalid={!!errors.password} aria-describedby="reset-rules" {...form.register("password")} />
          <FieldDescription id="reset-rules">{t("rules")}</FieldDescription>
          <FieldError>{message(errors.password?.message)}</FieldError>
        </Field>
        <Field data-invalid={!!errors.confirm}>
          <FieldLabel htmlFor="reset-confirm">{t("confirmPassword")}</FieldLabel>
          <PasswordInput id="reset-confirm" autoComplete="new-password" aria-invalid={!!errors.confirm} {...form.register("confirm")} />
          <FieldError>{message(errors.confirm?.message)}</FieldError>
        </Field>
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting || isSubmitSuccessful}>
          {isSubmitting ? t("updating") : t("update")}
        </Button>
      </FieldGroup>
    </form>
  );
}
