"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { updateCustomerContact } from "@/lib/actions/admin-update-customer-contact";
import { PROFILE_LOCALES } from "@/lib/rules/business-rules";
import { PHONE_LENGTH } from "@/lib/validation/admin-booking";
import { customerContactSchema, type CustomerContactInput, type CustomerContactValues } from "@/lib/validation/admin-customer";

/**
 * Staff correct a customer's phone and the language of their emails, under
 * the rules of the customer's own profile form; the page re-renders so the
 * contact details and the log of changes follow.
 */
export function CustomerContactForm({ customerId, initial }: { customerId: string; initial: CustomerContactInput }) {
  const t = useTranslations("Admin.customerRecord");
  const languages = useTranslations("Language");
  const router = useRouter();
  const form = useForm<CustomerContactInput, unknown, CustomerContactValues>({
    resolver: standardSchemaResolver(customerContactSchema),
    defaultValues: initial,
  });
  const busy = form.formState.isSubmitting;

  const save = async (values: CustomerContactValues) => {
    const result = await updateCustomerContact(customerId, values);
    if (result.ok) {
      form.reset(values);
      toast.success(t("edit.saved"));
      router.refresh();
      return;
    }
    toast.error(t("errors.title"), { description: t(`errors.${result.error}`) });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <FieldGroup>
        <Controller
          name="phone"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="customer-phone">{t("edit.phone")}</FieldLabel>
              <Input
                {...field}
                id="customer-phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={PHONE_LENGTH.phoneMax}
                disabled={busy}
                aria-invalid={fieldState.invalid}
                aria-describedby={fieldState.invalid ? "customer-phone-hint customer-phone-error" : "customer-phone-hint"}
              />
              <FieldDescription id="customer-phone-hint">{t("edit.phoneHint")}</FieldDescription>
              {fieldState.invalid ? <FieldError id="customer-phone-error">{t("errors.phoneInvalid")}</FieldError> : null}
            </Field>
          )}
        />
        <Controller
          name="locale"
          control={form.control}
          render={({ field }) => (
            <Field>
              <FieldLabel htmlFor="customer-locale">{t("edit.language")}</FieldLabel>
              <NativeSelect {...field} id="customer-locale" disabled={busy}>
                {PROFILE_LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {languages(locale)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        />
      </FieldGroup>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t("edit.saving") : t("edit.save")}
      </Button>
    </form>
  );
}
