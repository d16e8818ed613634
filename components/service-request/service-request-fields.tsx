"use client";

import { useTranslations } from "next-intl";
import { Controller, type Control, type ControllerFieldState } from "react-hook-form";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { REQUEST_LIMITS, SERVICE_TYPES } from "@/lib/rules/business-rules";
import type { DeviceErrorKey } from "@/lib/validation/device";
import {
  type ServiceRequestErrorKey,
  type ServiceRequestInput,
  type ServiceRequestValues,
} from "@/lib/validation/service-request";

type FormControl = Control<ServiceRequestInput, unknown, ServiceRequestValues>;

/** Title, service type (the ten of SERVICE_TYPES, translated) and description, each with its message. */
export function ServiceRequestFields({ control, disabled }: { control: FormControl; disabled: boolean }) {
  const t = useTranslations("ServiceRequest");
  const types = useTranslations("ServiceTypes");
  const errorText = (state: ControllerFieldState) =>
    state.error?.message ? t(`errors.${state.error.message as Exclude<ServiceRequestErrorKey, DeviceErrorKey>}`, REQUEST_LIMITS) : null;
  const described = (id: string, state: ControllerFieldState, hint?: string) =>
    [hint, state.invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <>
      <Controller
        name="title"
        control={control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="request-title">{t("title")}</FieldLabel>
            <Input {...field} id="request-title" maxLength={REQUEST_LIMITS.titleMax} placeholder={t("titlePlaceholder")} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("request-title", fieldState)} />
            {fieldState.invalid ? <FieldError id="request-title-error">{errorText(fieldState)}</FieldError> : null}
          </Field>
        )}
      />
      <Controller
        name="serviceType"
        control={control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="request-service-type">{t("serviceType")}</FieldLabel>
            <NativeSelect {...field} id="request-service-type" disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("request-service-type", fieldState)}>
              <option value="">{t("serviceTypePlaceholder")}</option>
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>{types(type)}</option>
              ))}
            </NativeSelect>
            {fieldState.invalid ? <FieldError id="request-service-type-error">{errorText(fieldState)}</FieldError> : null}
          </Field>
        )}
      />
      <Controller
        name="description"
        control={control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="request-description">{t("description")}</FieldLabel>
            <Textarea {...field} id="request-description" rows={6} maxLength={REQUEST_LIMITS.descriptionMax} placeholder={t("descriptionPlaceholder")} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("request-description", fieldState, "request-description-hint")} />
            <FieldDescription id="request-description-hint">{t("descriptionHint", REQUEST_LIMITS)}</FieldDescription>
            {fieldState.invalid ? <FieldError id="request-description-error">{errorText(fieldState)}</FieldError> : null}
          </Field>
        )}
      />
    </>
  );
}
