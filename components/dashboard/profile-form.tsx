"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useRouter } from "@/i18n/navigation";
import { updateProfile } from "@/lib/actions/update-profile";
import { PROFILE_LOCALES } from "@/lib/rules/business-rules";
import { PROFILE_LIMITS, profileSchema, type ProfileErrorKey, type ProfileInput, type ProfileValues } from "@/lib/validation/profile";

/**
 * Profile tab: email read-only (changed in its own form, email-change-form.tsx);
 * full name, phone and the language of the customer's emails editable. After saving, the page re-renders on the
 * server so the greeting follows.
 */
export function ProfileForm({ email, initial }: { email: string; initial: ProfileInput }) {
  const t = useTranslations("Dashboard.profile");
  const languages = useTranslations("Language");
  const router = useRouter();
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: standardSchemaResolver(profileSchema),
    defaultValues: initial,
  });
  const busy = form.formState.isSubmitting;

  const save = async (values: ProfileValues) => {
    const result = await updateProfile(values);
    if (result.ok) {
      form.reset(values);
      toast.success(t("updated.title"), { description: t("updated.description") });
      router.refresh();
      return;
    }
    toast.error(t("errorTitle"), { description: t(`errors.${result.error}`, PROFILE_LIMITS) });
  };

  const message = (key: string | undefined) => (key ? t(`errors.${key as ProfileErrorKey}`, PROFILE_LIMITS) : null);

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex max-w-xl flex-col gap-6">
      <FieldGroup>
        <Field>
          <FieldLabel htmlFor="profile-email">{t("email")}</FieldLabel>
          <Input id="profile-email" type="email" value={email} readOnly aria-describedby="profile-email-note" className="bg-muted" />
          <FieldDescription id="profile-email-note">{t("emailNote")}</FieldDescription>
        </Field>
        <Controller
          name="fullName"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="profile-full-name">{t("fullName")}</FieldLabel>
              <Input
                {...field}
                id="profile-full-name"
                autoComplete="name"
                maxLength={PROFILE_LIMITS.nameMax}
                disabled={busy}
                aria-invalid={fieldState.invalid}
                aria-describedby={fieldState.invalid ? "profile-full-name-error" : undefined}
              />
              {fieldState.invalid ? <FieldError id="profile-full-name-error">{message(fieldState.error?.message)}</FieldError> : null}
            </Field>
          )}
        />
        <Controller
          name="phone"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="profile-phone">{t("phone")}</FieldLabel>
              <Input
                {...field}
                id="profile-phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={20}
                disabled={busy}
                aria-invalid={fieldState.invalid}
                aria-describedby={fieldState.invalid ? "profile-phone-hint profile-phone-error" : "profile-phone-hint"}
              />
              <FieldDescription id="profile-phone-hint">{t("phoneHint")}</FieldDescription>
              {fieldState.invalid ? <FieldError id="profile-phone-error">{message(fieldState.error?.message)}</FieldError> : null}
            </Field>
          )}
        />
        <Controller
          name="locale"
          control={form.control}
          render={({ field }) => (
            <Field>
              <FieldLabel htmlFor="profile-locale">{t("locale")}</FieldLabel>
              <NativeSelect {...field} id="profile-locale" disabled={busy} aria-describedby="profile-locale-hint">
                {PROFILE_LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {languages(locale)}
                  </option>
                ))}
              </NativeSelect>
              <FieldDescription id="profile-locale-hint">{t("localeHint")}</FieldDescription>
            </Field>
          )}
        />
      </FieldGroup>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
