"use client";

import { useTranslations } from "next-intl";
import { Controller, type Control, type ControllerFieldState } from "react-hook-form";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { ReviewFormInput, ReviewValues } from "@/lib/validation/review";
import { REVIEW_LIMITS, REVIEW_SERVICE_OPTIONS, type ReviewErrorKey, REVIEW_ERROR_VALUES } from "@/lib/validation/review-options";
import { StarRatingInput } from "./star-rating-input";

// The dark theme's destructive token is too dark for text on cards; a lighter red keeps AA contrast.
const errorClass = "dark:text-red-300";

type FormControl = Control<ReviewFormInput, unknown, ReviewValues>;

/** Name, email, service, star rating and review text, each with its translated error. */
export function ReviewFormFields({ control, disabled }: { control: FormControl; disabled: boolean }) {
  const t = useTranslations("ReviewForm");
  const names = useTranslations("ServiceNames");
  const errorText = (state: ControllerFieldState) =>
    state.error?.message ? t(`errors.${state.error.message as ReviewErrorKey}`, REVIEW_ERROR_VALUES) : null;
  const described = (id: string, state: ControllerFieldState, hint?: string) =>
    [hint, state.invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="review-name">{t("name")}</FieldLabel>
              <Input {...field} id="review-name" autoComplete="name" maxLength={REVIEW_LIMITS.name} placeholder={t("namePlaceholder")} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("review-name", fieldState)} />
              {fieldState.invalid ? <FieldError className={errorClass} id="review-name-error">{errorText(fieldState)}</FieldError> : null}
            </Field>
          )}
        />
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor="review-email">{t("email")}</FieldLabel>
              <Input {...field} id="review-email" type="email" autoComplete="email" maxLength={REVIEW_LIMITS.email} placeholder={t("emailPlaceholder")} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("review-email", fieldState, "review-email-hint")} />
              <FieldDescription id="review-email-hint">{t("emailHint")}</FieldDescription>
              {fieldState.invalid ? <FieldError className={errorClass} id="review-email-error">{errorText(fieldState)}</FieldError> : null}
            </Field>
          )}
        />
      </div>
      <Controller
        name="service"
        control={control}
        render={({ field, fieldState }) => (
          <Field>
            <FieldLabel htmlFor="review-service">{t("service")}</FieldLabel>
            <NativeSelect {...field} id="review-service" disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("review-service", fieldState)}>
              <option value="">{t("servicePlaceholder")}</option>
              {REVIEW_SERVICE_OPTIONS.map((slug) => (
                <option key={slug} value={slug}>{names(slug)}</option>
              ))}
            </NativeSelect>
            {fieldState.invalid ? <FieldError className={errorClass} id="review-service-error">{errorText(fieldState)}</FieldError> : null}
          </Field>
        )}
      />
      <Controller
        name="rating"
        control={control}
        render={({ field, fieldState }) => (
          <FieldSet className="gap-0">
            <FieldLegend id="review-rating-label" variant="label">{t("rating")}</FieldLegend>
            <StarRatingInput value={field.value} onChange={field.onChange} labelledBy="review-rating-label" disabled={disabled} invalid={fieldState.invalid} />
            {fieldState.invalid ? <FieldError className={errorClass}>{errorText(fieldState)}</FieldError> : null}
          </FieldSet>
        )}
      />
      <Controller
        name="review"
        control={control}
        render={({ field, fieldState }) => (
          <Field>
            <FieldLabel htmlFor="review-text">{t("review")}</FieldLabel>
            <Textarea {...field} id="review-text" rows={5} maxLength={REVIEW_LIMITS.review} placeholder={t("reviewPlaceholder")} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("review-text", fieldState)} />
            {fieldState.invalid ? <FieldError className={errorClass} id="review-text-error">{errorText(fieldState)}</FieldError> : null}
          </Field>
        )}
      />
    </>
  );
}
