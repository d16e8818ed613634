"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { DeviceFields } from "@/components/shared/device-fields";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { saveRequestIntake } from "@/lib/actions/admin-save-request-intake";
import { DEVICE_ACCESS, DEVICE_LIMITS, type DeviceAccess } from "@/lib/rules/business-rules";
import { deviceFieldOfError, intakeSchema, isDeviceErrorKey, type IntakeInput, type IntakeValues } from "@/lib/validation/device";

/**
 * Staff complete the device at drop-off: what the customer filled in when
 * filing comes pre-filled; how the technician may sign in and, for a
 * passcode, the passcode itself (shown to staff only; a closed job keeps
 * none, so the field is off then). Each refused rule shows under its field;
 * the page re-renders so the ticket link prints what was saved.
 */
export function RequestIntake({ requestId, initial, closed }: { requestId: string; initial: IntakeInput; closed: boolean }) {
  const t = useTranslations("Admin.intake");
  const device = useTranslations("Device");
  const errors = useTranslations("Admin.errors");
  const router = useRouter();
  const form = useForm<IntakeInput, unknown, IntakeValues>({ resolver: standardSchemaResolver(intakeSchema), defaultValues: initial });
  const access = useWatch({ control: form.control, name: "access" });
  const busy = form.formState.isSubmitting;

  const save = async (values: IntakeValues) => {
    const result = await saveRequestIntake(requestId, values);
    if (result.ok) {
      form.reset(values as IntakeInput);
      toast.success(t("saved"));
      router.refresh();
      return;
    }
    if (isDeviceErrorKey(result.error)) {
      form.setError(deviceFieldOfError[result.error], { message: result.error }, { shouldFocus: true });
      return;
    }
    toast.error(errors("title"), { description: errors(result.error) });
    router.refresh();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-5" aria-label={t("title")}>
      <DeviceFields control={form.control} disabled={busy} idPrefix="intake" />
      <Controller
        name="access"
        control={form.control}
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-3">
            <p id="intake-access-legend" className="text-sm leading-snug font-medium">
              {t("access")}
            </p>
            <RadioGroup aria-labelledby="intake-access-legend" value={field.value} onValueChange={(next) => field.onChange(next as DeviceAccess)} disabled={busy}>
              {DEVICE_ACCESS.map((option) => (
                <div key={option} className="flex items-center gap-3">
                  <RadioGroupItem id={`intake-access-${option}`} value={option} disabled={option === "passcode" && closed} />
                  <Label htmlFor={`intake-access-${option}`} className="font-normal">
                    {device(`access.${option}`)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {fieldState.invalid ? <FieldError>{device("errors.accessInvalid")}</FieldError> : null}
          </div>
        )}
      />
      {access === "passcode" ? (
        <Controller
          name="passcode"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid} className="sm:max-w-xs">
              <FieldLabel htmlFor="intake-passcode">{t("passcode")}</FieldLabel>
              <Input
                {...field}
                id="intake-passcode"
                autoComplete="off"
                spellCheck={false}
                maxLength={DEVICE_LIMITS.passcodeMax}
                disabled={busy || closed}
                aria-invalid={fieldState.invalid}
                aria-describedby={fieldState.invalid ? "intake-passcode-hint intake-passcode-error" : "intake-passcode-hint"}
              />
              <FieldDescription id="intake-passcode-hint">{closed ? t("closed") : t("passcodeHint")}</FieldDescription>
              {fieldState.invalid && fieldState.error?.message ? (
                <FieldError id="intake-passcode-error">{device(`errors.${fieldState.error.message as "passcodeRequired" | "passcodeTooLong"}`, DEVICE_LIMITS)}</FieldError>
              ) : null}
            </Field>
          )}
        />
      ) : null}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
