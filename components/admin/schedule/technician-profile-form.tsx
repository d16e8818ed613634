"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { saveTechnicianProfile } from "@/lib/actions/admin-save-technician-profile";
import { TECHNICIAN_COLOURS, TECHNICIAN_NAME_MAX } from "@/lib/rules/business-rules";
import { staffProfileSchema, type StaffProfileErrorKey, type StaffProfileInput, type StaffProfileValues } from "@/lib/validation/admin-technician";
import { TechnicianSwatch, type TechnicianOption } from "../technician-list";
import { useScheduleAction } from "./use-schedule-action";

const IDS = { name: "technician-name", nameHint: "technician-name-hint", nameError: "technician-name-error", colourHint: "technician-colour-hint", colourError: "technician-colour-error" };

/**
 * The signed-in staff member's own technician profile: display name and
 * calendar colour (the palette of lib/rules/technician-colours.ts, each
 * choice named as well as shown). `profile` is what the database holds, null
 * before the first save.
 */
export function TechnicianProfileForm({ profile, suggestedName }: { profile: TechnicianOption | null; suggestedName: string }) {
  const t = useTranslations("Admin.technicians.profile");
  const errors = useTranslations("Admin.technicians.errors");
  const { pending, run, fail } = useScheduleAction();
  const form = useForm<StaffProfileInput, unknown, StaffProfileValues>({
    resolver: standardSchemaResolver(staffProfileSchema),
    defaultValues: { displayName: profile?.name ?? suggestedName, colour: profile?.colour ?? TECHNICIAN_COLOURS[0] },
  });

  const save = async (values: StaffProfileValues) => {
    const result = await run(() => saveTechnicianProfile(values));
    if (!result.ok) {
      if (result.error === "nameRequired" || result.error === "nameTooLong" || result.error === "colourRequired") {
        return form.setError(result.error === "colourRequired" ? "colour" : "displayName", { message: result.error }, { shouldFocus: true });
      }
      return fail(result.error);
    }
    form.reset(values);
    toast.success(t("saved.title"), { description: t("saved.description", { name: values.displayName }) });
  };

  const message = (key: string | undefined) => (key ? errors(key as StaffProfileErrorKey, { max: TECHNICIAN_NAME_MAX }) : null);

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-6" data-testid="technician-profile">
      <Controller
        name="displayName"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid} className="max-w-sm">
            <FieldLabel htmlFor={IDS.name}>{t("name")}</FieldLabel>
            <Input
              {...field}
              id={IDS.name}
              autoComplete="name"
              maxLength={TECHNICIAN_NAME_MAX}
              disabled={pending}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.invalid ? `${IDS.nameHint} ${IDS.nameError}` : IDS.nameHint}
            />
            <FieldDescription id={IDS.nameHint}>{t("nameHint", { max: TECHNICIAN_NAME_MAX })}</FieldDescription>
            {fieldState.invalid ? <FieldError id={IDS.nameError}>{message(fieldState.error?.message)}</FieldError> : null}
          </Field>
        )}
      />
      <Controller
        name="colour"
        control={form.control}
        render={({ field, fieldState }) => (
          <FieldSet className="gap-3">
            <FieldLegend className="mb-0">{t("colour")}</FieldLegend>
            <FieldDescription id={IDS.colourHint}>{t("colourHint")}</FieldDescription>
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              disabled={pending}
              aria-describedby={fieldState.invalid ? `${IDS.colourHint} ${IDS.colourError}` : IDS.colourHint}
              className="grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4"
            >
              {TECHNICIAN_COLOURS.map((colour) => (
                <div key={colour} className="flex items-center gap-2">
                  <RadioGroupItem value={colour} id={`technician-colour-${colour}`} />
                  <Label htmlFor={`technician-colour-${colour}`} className="flex items-center gap-2 font-normal">
                    <TechnicianSwatch colour={colour} className="size-4" />
                    {t(`colours.${colour}`)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {fieldState.invalid ? <FieldError id={IDS.colourError}>{message(fieldState.error?.message)}</FieldError> : null}
          </FieldSet>
        )}
      />
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
