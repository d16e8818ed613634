"use client";

import { useLocale, useTranslations } from "next-intl";
import { Controller, useWatch, type Control } from "react-hook-form";
import { Field, FieldContent, FieldDescription, FieldLabel } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { CLOSURE_TIMES } from "@/lib/rules/business-rules";
import { formatClock } from "@/lib/rules/date-time";
import type { ClosureValues } from "@/lib/validation/admin-schedule";
import { ScheduleField } from "./schedule-field";

/**
 * "Part of the day": a switch, and while it is on, From and Until (every
 * half hour 09:00–17:00, the shop's clock) as native selects. `message`
 * turns a field's error key into its text.
 */
export function ClosureHoursFields({
  control,
  disabled,
  message,
}: {
  control: Control<ClosureValues>;
  disabled: boolean;
  message: (key: string | undefined) => string | null;
}) {
  const t = useTranslations("Admin.schedule.form");
  const zone = useTranslations("Common")("businessTimeZone");
  const locale = useLocale();
  const partOfDay = useWatch({ control, name: "partOfDay" });

  const time = (name: "closedFrom" | "closedUntil", id: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <ScheduleField id={id} label={t(name)} error={message(fieldState.error?.message)}>
          {(aria) => (
            <NativeSelect {...field} {...aria} disabled={disabled}>
              {CLOSURE_TIMES.map((slot) => (
                <option key={slot} value={slot}>
                  {formatClock(slot, locale)}
                </option>
              ))}
            </NativeSelect>
          )}
        </ScheduleField>
      )}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <Controller
        name="partOfDay"
        control={control}
        render={({ field }) => (
          <Field orientation="horizontal" className="items-start">
            <Switch
              id="closure-part-of-day"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              aria-describedby="closure-part-of-day-hint"
              className="mt-0.5"
            />
            <FieldContent>
              <FieldLabel htmlFor="closure-part-of-day">{t("partOfDay")}</FieldLabel>
              <FieldDescription id="closure-part-of-day-hint">{t("partOfDayHint", { zone })}</FieldDescription>
            </FieldContent>
          </Field>
        )}
      />
      {partOfDay ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {time("closedFrom", "closure-closed-from")}
          {time("closedUntil", "closure-closed-until")}
        </div>
      ) : null}
    </div>
  );
}
