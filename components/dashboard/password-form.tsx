"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { changePassword, type ChangePasswordResult } from "@/lib/actions/change-password";
import { NEW_PASSWORD_VALUES } from "@/lib/validation/auth";
import { changePasswordSchema, type ChangePasswordErrorKey, type ChangePasswordValues } from "@/lib/validation/change-password";

const FIELDS = [
  { name: "current", id: "password-current", autoComplete: "current-password" },
  { name: "password", id: "password-new", autoComplete: "new-password" },
  { name: "confirm", id: "password-confirm", autoComplete: "new-password" },
] as const;

/**
 * Profile tab: change the password with the current one (lib/actions/change-password.ts).
 * Each refusal is said under its field; a failure of the service in a toast.
 */
export function PasswordForm() {
  const t = useTranslations("Dashboard.profile.password");
  const form = useForm<ChangePasswordValues>({
    resolver: standardSchemaResolver(changePasswordSchema),
    defaultValues: { current: "", password: "", confirm: "" },
  });
  const busy = form.formState.isSubmitting;

  const save = async (values: ChangePasswordValues) => {
    const result = await changePassword(values).catch((): ChangePasswordResult => ({ ok: false, error: "failed" }));
    if (result.ok) {
      form.reset();
      toast.success(t("changed.title"), { description: t("changed.description") });
      return;
    }
    const field = result.error === "currentWrong" ? "current" : result.error === "same" ? "password" : null;
    if (field) return form.setError(field, { message: result.error }, { shouldFocus: true });
    toast.error(t("errorTitle"), { description: t(`errors.${result.error}`) });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex max-w-xl flex-col gap-6">
      <FieldGroup>
        {FIELDS.map(({ name, id, autoComplete }) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid}>
                <FieldLabel htmlFor={id}>{t(name)}</FieldLabel>
                <Input
                  {...field}
                  id={id}
                  type="password"
                  autoComplete={autoComplete}
                  readOnly={busy}
                  aria-invalid={fieldState.invalid}
                  aria-describedby={[name === "password" ? `${id}-rules` : "", fieldState.invalid ? `${id}-error` : ""].join(" ").trim() || undefined}
                />
                {name === "password" ? <FieldDescription id={`${id}-rules`}>{t("rules", NEW_PASSWORD_VALUES)}</FieldDescription> : null}
                {fieldState.invalid ? (
                  <FieldError id={`${id}-error`}>{t(`errors.${fieldState.error?.message as ChangePasswordErrorKey}`, NEW_PASSWORD_VALUES)}</FieldError>
                ) : null}
              </Field>
            )}
          />
        ))}
      </FieldGroup>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
