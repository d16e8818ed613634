"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { addClosure } from "@/lib/actions/admin-add-closure";
import type { ClosureConflict } from "@/lib/data/admin-schedule";
import { CLOSURE_REASON_MAX } from "@/lib/rules/business-rules";
import { closureSchema, isScheduleErrorKey, type ClosureValues, type ScheduleErrorKey } from "@/lib/validation/admin-schedule";
import { ClosureHoursFields } from "./closure-hours-fields";
import { useClosureText } from "./closure-text";
import { ConflictDialog } from "./conflict-dialog";
import { ScheduleField } from "./schedule-field";
import { useScheduleAction } from "./use-schedule-action";

const EMPTY: ClosureValues = { startsOn: "", endsOn: "", partOfDay: false, closedFrom: "09:00", closedUntil: "12:00", reasonEn: "", reasonEs: "" };

/** The field a refusal from the server belongs to, to show it there too. */
const FIELD_OF: Partial<Record<ScheduleErrorKey, FieldPath<ClosureValues>>> = {
  startRequired: "startsOn",
  invalidDate: "startsOn",
  startInPast: "startsOn",
  endBeforeStart: "endsOn",
  rangeTooLong: "endsOn",
  invalidTime: "closedFrom",
  untilBeforeFrom: "closedUntil",
  reasonEnRequired: "reasonEn",
  reasonEsRequired: "reasonEs",
};

/**
 * "Close the shop": first and last day (the last follows the first until
 * changed), optionally part of the day, and the reason in both languages.
 * When appointments fall in it, the conflict dialog lists them; confirming
 * sends the same values again with confirmed = true. `today` is the shop's
 * day, the earliest the date inputs offer.
 */
export function ClosureForm({ today }: { today: string }) {
  const t = useTranslations("Admin.schedule.form");
  const { pending, run, fail, errorText } = useScheduleAction();
  const describe = useClosureText();
  const form = useForm<ClosureValues>({ resolver: standardSchemaResolver(closureSchema), defaultValues: EMPTY });
  const startsOn = useWatch({ control: form.control, name: "startsOn" });
  const [held, setHeld] = useState<{ values: ClosureValues; conflicts: ClosureConflict[] } | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const message = (key: string | undefined) => (key && isScheduleErrorKey(key) ? errorText(key) : null);

  const send = async (values: ClosureValues, confirmed: boolean) => {
    const flagged = confirmed ? (held?.conflicts.length ?? 0) : 0;
    const result = await run(() => addClosure(values, confirmed));
    if (!result.ok && result.error === "conflicts") return setHeld({ values, conflicts: result.conflicts });
    setHeld(null);
    if (!result.ok) {
      const field = isScheduleErrorKey(result.error) ? FIELD_OF[result.error] : undefined;
      if (field) form.setError(field, { message: result.error }, { shouldFocus: true });
      return fail(result.error);
    }
    const { dates, hours } = describe({
      startsOn: values.startsOn,
      endsOn: values.endsOn || values.startsOn,
      closedFrom: values.partOfDay ? values.closedFrom : null,
      closedUntil: values.partOfDay ? values.closedUntil : null,
    });
    const note = flagged ? ` ${t("flagged", { count: flagged })}` : "";
    toast.success(t("added.title"), { description: `${t("added.description", { dates, hours })}${note}` });
    form.reset(EMPTY);
  };

  /** A new first day moves the last day along while it was the same day, empty or now before it. */
  const onFirstDay = (value: string, onChange: (value: string) => void) => {
    const [start, end] = form.getValues(["startsOn", "endsOn"]);
    onChange(value);
    if (end === "" || end === start || end < value) form.setValue("endsOn", value, { shouldValidate: form.formState.isSubmitted });
  };

  const text = (name: "reasonEn" | "reasonEs", id: string, lang: "en" | "es") => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <ScheduleField id={id} label={t(name)} hint={t("reasonHint", { max: CLOSURE_REASON_MAX })} error={message(fieldState.error?.message)}>
          {(aria) => <Input {...field} {...aria} lang={lang} maxLength={CLOSURE_REASON_MAX} autoComplete="off" disabled={pending} />}
        </ScheduleField>
      )}
    />
  );

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit((values) => send(values, false))} className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            name="startsOn"
            control={form.control}
            render={({ field, fieldState }) => (
              <ScheduleField id="closure-starts-on" label={t("startsOn")} error={message(fieldState.error?.message)}>
                {(aria) => (
                  <Input {...field} {...aria} type="date" min={today} disabled={pending} onChange={(e) => onFirstDay(e.target.value, field.onChange)} />
                )}
              </ScheduleField>
            )}
          />
          <Controller
            name="endsOn"
            control={form.control}
            render={({ field, fieldState }) => (
              <ScheduleField id="closure-ends-on" label={t("endsOn")} hint={t("endsOnHint")} error={message(fieldState.error?.message)}>
                {(aria) => <Input {...field} {...aria} type="date" min={startsOn || today} disabled={pending} />}
              </ScheduleField>
            )}
          />
        </div>
        <ClosureHoursFields control={form.control} disabled={pending} message={message} />
        <div className="grid gap-4 sm:grid-cols-2">
          {text("reasonEn", "closure-reason-en", "en")}
          {text("reasonEs", "closure-reason-es", "es")}
        </div>
        <Button ref={submitRef} type="submit" disabled={pending} className="self-start">
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
      <ConflictDialog
        conflicts={held?.conflicts ?? null}
        pending={pending}
        onConfirm={() => held && void send(held.values, true)}
        onCancel={() => setHeld(null)}
        returnFocus={submitRef}
      />
    </>
  );
}
