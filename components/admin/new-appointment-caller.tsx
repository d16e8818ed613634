"use client";

import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { EMAIL_MAX, type AdminBookingForm, type AdminBookingValues } from "@/lib/validation/admin-booking";
import { FULL_NAME_MAX, PROFILE_LOCALES } from "@/lib/rules/business-rules";

type Form = UseFormReturn<AdminBookingForm, unknown, AdminBookingValues>;

const ID = "new-appointment";

/** Ids of a text field, its hint and its error. */
const fieldIds = (name: string) => ({ input: `${ID}-${name}`, hint: `${ID}-${name}-hint`, error: `${ID}-${name}-error` });

/**
 * The "New caller" half of the dialog: full name, phone, email (where the
 * confirmation, the reminders and the invitation go, which the hint says)
 * and the language of their emails and account. Each field is labelled, says
 * its error under it and is described by it.
 */
export function NewCallerFields({ form, errorText, localeRef, disabled }: { form: Form; errorText: (key: string) => string; localeRef: RefObject<HTMLDivElement | null>; disabled: boolean }) {
  const t = useTranslations("Admin.newAppointment.caller");
  const languages = useTranslations("Language");
  const { errors } = form.formState;

  const text = (name: "fullName" | "phone" | "email", label: string, options: { hint?: string; type?: string; autoComplete?: string; maxLength: number; inputMode?: "tel" | "email" }) => {
    const ids = fieldIds(name);
    const error = errors[name]?.message;
    const describedBy = [options.hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ");
    return (
      <Field data-invalid={!!error}>
        <FieldLabel htmlFor={ids.input}>{label}</FieldLabel>
        <Input
          id={ids.input}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? "off"}
          maxLength={options.maxLength}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={describedBy || undefined}
          {...form.register(name)}
        />
        {options.hint ? <FieldDescription id={ids.hint}>{options.hint}</FieldDescription> : null}
        {error ? <FieldError id={ids.error}>{errorText(error)}</FieldError> : null}
      </Field>
    );
  };

  const locale = fieldIds("locale");
  const localeError = errors.locale?.message;
  return (
    <div className="flex flex-col gap-5">
      {text("fullName", t("name"), { maxLength: FULL_NAME_MAX })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("phone", t("phone"), { hint: t("phoneHint"), type: "tel", inputMode: "tel", maxLength: 20 })}
        {text("email", t("email"), { hint: t("emailHint"), type: "email", inputMode: "email", maxLength: EMAIL_MAX })}
      </div>
      <FieldSet className="gap-2" aria-describedby={[locale.hint, localeError ? locale.error : null].filter(Boolean).join(" ")}>
        <FieldLegend id={`${locale.input}-legend`} variant="label" className="mb-1">
          {t("language")}
        </FieldLegend>
        <FieldDescription id={locale.hint}>{t("languageHint")}</FieldDescription>
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <RadioGroup
              ref={localeRef}
              aria-labelledby={`${locale.input}-legend`}
              value={field.value}
              onValueChange={field.onChange}
              disabled={disabled}
              aria-invalid={!!localeError}
              className="flex flex-wrap gap-x-6 gap-y-3"
            >
              {PROFILE_LOCALES.map((code) => (
                <div key={code} className="flex items-center gap-3">
                  <RadioGroupItem id={`${locale.input}-${code}`} value={code} />
                  <Label htmlFor={`${locale.input}-${code}`} lang={code} className="font-normal">
                    {languages(code)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {localeError ? <FieldError id={locale.error}>{errorText(localeError)}</FieldError> : null}
      </FieldSet>
    </div>
  );
}
