"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { changeEmail, type ChangeEmailError, type ChangeEmailResult } from "@/lib/actions/change-email";
import { EMAIL_LINK_LIFETIME_HOURS } from "@/lib/rules/business-rules";
import { changeEmailSchema, type ChangeEmailInput, type ChangeEmailValues } from "@/lib/validation/change-email";

/** Refusals said under the field; the others (session, service) in a toast. */
const FIELD_ERRORS: readonly ChangeEmailError[] = ["invalidEmail", "same", "taken", "tooSoon"];

/**
 * Profile tab: asks for a new email address (lib/actions/change-email.ts).
 * While a change waits for its two links, says where they went and for how long
 * they work; the page re-renders on the server after each request.
 */
export function EmailChangeForm({ email, pending }: { email: string; pending: string | null }) {
  const t = useTranslations("Dashboard.profile.changeEmail");
  const router = useRouter();
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailValues>({
    resolver: standardSchemaResolver(changeEmailSchema),
    defaultValues: { email: "" },
  });
  const busy = form.formState.isSubmitting;

  const save = async (values: ChangeEmailValues) => {
    const result = await changeEmail(values).catch((): ChangeEmailResult => ({ ok: false, error: "failed" }));
    if (result.ok) {
      form.reset({ email: "" });
      toast.success(t("sent.title"), { description: t("sent.description", { current: email, next: result.pending }) });
      router.refresh();
      return;
    }
    if (FIELD_ERRORS.includes(result.error)) return form.setError("email", { message: result.error }, { shouldFocus: true });
    toast.error(t("errorTitle"), { description: t(`errors.${result.error}`) });
  };

  return (
    <div className="flex max-w-xl flex-col gap-6">
      {pending ? (
        <Alert>
          <AlertTitle>{t("pending.title")}</AlertTitle>
          <AlertDescription>{t("pending.description", { current: email, next: pending, hours: EMAIL_LINK_LIFETIME_HOURS })}</AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-6">
        <FieldGroup>
          <Controller
            name="email"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid}>
                <FieldLabel htmlFor="profile-new-email">{t("label")}</FieldLabel>
                <Input
                  {...field}
                  id="profile-new-email"
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  readOnly={busy}
                  aria-invalid={fieldState.invalid}
                  aria-describedby={fieldState.invalid ? "profile-new-email-error" : undefined}
                />
                {fieldState.invalid ? (
                  <FieldError id="profile-new-email-error">{t(`errors.${fieldState.error?.message as ChangeEmailError}`)}</FieldError>
                ) : null}
              </Field>
            )}
          />
        </FieldGroup>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? t("sending") : t("send")}
        </Button>
      </form>
    </div>
  );
}
