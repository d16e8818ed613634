"use client";

import { useTranslations } from "next-intl";
import { Controller, type Control, type ControllerFieldState, type FieldValues, type Path } from "react-hook-form";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { DEVICE_KINDS, DEVICE_LIMITS } from "@/lib/rules/business-rules";
import type { DeviceErrorKey, DeviceField } from "@/lib/validation/device";

const inputs: { name: Exclude<DeviceField, "deviceKind" | "deviceCondition">; max: number; wide?: boolean }[] = [
  { name: "deviceMake", max: DEVICE_LIMITS.makeMax },
  { name: "deviceModel", max: DEVICE_LIMITS.modelMax },
  { name: "deviceSerial", max: DEVICE_LIMITS.serialMax },
  { name: "deviceLeftWith", max: DEVICE_LIMITS.leftWithMax, wide: true },
];

/**
 * The device's fields (kind, make, model, serial, what was left with it, its
 * condition), each with its message, for any form whose values hold them:
 * the customer's new request and staff's intake at the counter. `idPrefix`
 * keeps the ids unique on the page.
 */
export function DeviceFields<T extends FieldValues, V extends FieldValues>({ control, disabled, idPrefix }: { control: Control<T, unknown, V>; disabled: boolean; idPrefix: string }) {
  const t = useTranslations("Device");
  const errorText = (state: ControllerFieldState) => (state.error?.message ? t(`errors.${state.error.message as DeviceErrorKey}`, DEVICE_LIMITS) : null);
  const id = (name: DeviceField) => `${idPrefix}-${name}`;
  const described = (name: DeviceField, state: ControllerFieldState) => (state.invalid ? `${id(name)}-error` : undefined);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        name={"deviceKind" as Path<T>}
        control={control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid} className="sm:col-span-2">
            <FieldLabel htmlFor={id("deviceKind")}>{t("deviceKind")}</FieldLabel>
            <NativeSelect {...field} value={field.value ?? ""} id={id("deviceKind")} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("deviceKind", fieldState)}>
              <option value="">{t("kindPlaceholder")}</option>
              {DEVICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>{t(`kinds.${kind}`)}</option>
              ))}
            </NativeSelect>
            {fieldState.invalid ? <FieldError id={`${id("deviceKind")}-error`}>{errorText(fieldState)}</FieldError> : null}
          </Field>
        )}
      />
      {inputs.map(({ name, max, wide }) => (
        <Controller
          key={name}
          name={name as Path<T>}
          control={control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid} className={wide ? "sm:col-span-2" : undefined}>
              <FieldLabel htmlFor={id(name)}>{t(name)}</FieldLabel>
              <Input {...field} value={field.value ?? ""} id={id(name)} maxLength={max} placeholder={t(`placeholders.${name}`)} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described(name, fieldState)} />
              {fieldState.invalid ? <FieldError id={`${id(name)}-error`}>{errorText(fieldState)}</FieldError> : null}
            </Field>
          )}
        />
      ))}
      <Controller
        name={"deviceCondition" as Path<T>}
        control={control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid} className="sm:col-span-2">
            <FieldLabel htmlFor={id("deviceCondition")}>{t("deviceCondition")}</FieldLabel>
            <Textarea {...field} value={field.value ?? ""} id={id("deviceCondition")} rows={3} maxLength={DEVICE_LIMITS.conditionMax} placeholder={t("placeholders.deviceCondition")} disabled={disabled} aria-invalid={fieldState.invalid} aria-describedby={described("deviceCondition", fieldState)} />
            {fieldState.invalid ? <FieldError id={`${id("deviceCondition")}-error`}>{errorText(fieldState)}</FieldError> : null}
          </Field>
        )}
      />
    </div>
  );
}
