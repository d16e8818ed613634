"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldLegend, FieldSet } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { setTechniciansOnDuty } from "@/lib/actions/admin-set-technicians";
import { SHOP_WEEKDAYS, TECHNICIANS_RANGE, type ShopWeekday } from "@/lib/rules/business-rules";
import { techniciansSchema, type ScheduleErrorKey, type TechniciansInput, type TechniciansValues } from "@/lib/validation/admin-schedule";
import { ScheduleField } from "./schedule-field";
import { useScheduleAction } from "./use-schedule-action";

const HINT_ID = "technicians-hint";

/**
 * Technicians on duty, Monday to Friday: one number (1..20) per weekday in a
 * fieldset, all saved at once. `days` is what the database holds now; after
 * a save the page is read again and the form keeps the saved values.
 */
export function TechniciansForm({ days }: { days: Record<ShopWeekday, number> }) {
  const t = useTranslations("Admin.schedule.technicians");
  const { pending, run, fail, errorText } = useScheduleAction();
  const form = useForm<TechniciansInput, unknown, TechniciansValues>({ resolver: standardSchemaResolver(techniciansSchema), defaultValues: days });

  const save = async (values: TechniciansValues) => {
    const result = await run(() => setTechniciansOnDuty(values));
    if (!result.ok) return fail(result.error);
    form.reset(values);
    toast.success(t("saved.title"), { description: t("saved.description") });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-6">
      <FieldSet className="gap-4">
        <FieldLegend className="mb-0">{t("legend")}</FieldLegend>
        <FieldDescription id={HINT_ID}>{t("hint", TECHNICIANS_RANGE)}</FieldDescription>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          {SHOP_WEEKDAYS.map(({ day }) => (
            <Controller
              key={day}
              name={day}
              control={form.control}
              render={({ field, fieldState }) => (
                <ScheduleField
                  id={`technicians-${day}`}
                  label={t(`days.${day}`)}
                  error={fieldState.error ? errorText(fieldState.error.message as ScheduleErrorKey) : null}
                >
                  {({ "aria-describedby": error, ...control }) => (
                    <Input
                      {...field}
                      {...control}
                      aria-describedby={error ? `${HINT_ID} ${error}` : HINT_ID}
                      type="number"
                      inputMode="numeric"
                      min={TECHNICIANS_RANGE.min}
                      max={TECHNICIANS_RANGE.max}
                      step={1}
                      disabled={pending}
                    />
                  )}
                </ScheduleField>
              )}
            />
          ))}
        </div>
      </FieldSet>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
