"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { addCustomerNote } from "@/lib/actions/admin-add-customer-note";
import { CUSTOMER_NOTE_MAX, customerNoteFormSchema, type CustomerNoteFormInput, type CustomerNoteFormValues } from "@/lib/validation/admin-customer";

/** Adds a staff note to the customer's record; the page re-renders with it at the top. */
export function CustomerNoteForm({ customerId }: { customerId: string }) {
  const t = useTranslations("Admin.customerRecord");
  const router = useRouter();
  const form = useForm<CustomerNoteFormInput, unknown, CustomerNoteFormValues>({
    resolver: standardSchemaResolver(customerNoteFormSchema),
    defaultValues: { body: "" },
  });
  const busy = form.formState.isSubmitting;

  const add = async ({ body }: CustomerNoteFormValues) => {
    const result = await addCustomerNote(customerId, body);
    if (result.ok) {
      form.reset({ body: "" });
      toast.success(t("notes.added"));
      router.refresh();
      return;
    }
    toast.error(t("errors.title"), { description: t(`errors.${result.error}`, { max: CUSTOMER_NOTE_MAX }) });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(add)} className="flex flex-col gap-3">
      <Controller
        name="body"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor="customer-note">{t("notes.label")}</FieldLabel>
            <Textarea
              {...field}
              id="customer-note"
              rows={3}
              maxLength={CUSTOMER_NOTE_MAX}
              disabled={busy}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.invalid ? "customer-note-error" : undefined}
            />
            {fieldState.invalid ? (
              <FieldError id="customer-note-error">{t(`errors.${fieldState.error?.message === "noteTooLong" ? "noteTooLong" : "noteRequired"}`, { max: CUSTOMER_NOTE_MAX })}</FieldError>
            ) : null}
          </Field>
        )}
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t("notes.adding") : t("notes.add")}
      </Button>
    </form>
  );
}
