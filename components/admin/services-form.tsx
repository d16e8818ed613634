"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, FieldContent, FieldDescription, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { updateService } from "@/lib/actions/admin-update-service";
import type { AdminService } from "@/lib/data/admin-services";
import { formatVisitPrice } from "@/lib/rules/booking-services";
import { isServiceErrorKey, SERVICE_ERROR_VALUES, serviceSchema, type ServiceInput, type ServiceValues } from "@/lib/validation/admin-service";
import type { AdminActionError } from "@/lib/rules/admin-errors";
import { ScheduleField } from "./schedule/schedule-field";

/** The form's values from the row: the price in dollars as typed ("75", "62.50"). */
const valuesOf = (service: AdminService): ServiceInput => ({
  id: service.id,
  nameEn: service.name,
  nameEs: service.nameEs,
  descriptionEn: service.description,
  descriptionEs: service.descriptionEs,
  duration: String(service.duration),
  price: formatVisitPrice(service.priceCents ?? 0).slice(1),
  sortOrder: String(service.sortOrder),
  active: service.active,
});

type TextField = Exclude<FieldPath<ServiceInput>, "id" | "active">;

/**
 * One bookable service's form: names and descriptions in English and
 * Spanish, visit price, duration, order and whether it is offered. Checked
 * in the browser, then by the action and the database; after a save the page
 * is read again, so it shows what the database holds.
 */
export function ServicesForm({ service }: { service: AdminService }) {
  const t = useTranslations("Admin.services");
  const shared = useTranslations("Admin.errors");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<ServiceInput, unknown, ServiceValues>({ resolver: standardSchemaResolver(serviceSchema), defaultValues: valuesOf(service) });
  const prefix = `service-${service.id}`;
  const name = useLocale() === "es" ? service.nameEs : service.name;
  const errorText = (key: string) => (isServiceErrorKey(key) ? t(`errors.${key}`, SERVICE_ERROR_VALUES) : shared(key as AdminActionError));

  // Checked here, then sent as typed: the action parses the same input again (the price as dollars).
  const save = () =>
    startTransition(async () => {
      const result = await updateService(form.getValues());
      if (!result.ok) {
        toast.error(shared("title"), { description: errorText(result.error) });
        return;
      }
      form.reset(form.getValues());
      toast.success(t("saved.title"), { description: t("saved.description", { name }) });
      router.refresh();
    });

  const text = (name: TextField, label: string, { multiline = false, hint, inputMode }: { multiline?: boolean; hint?: string; inputMode?: "numeric" | "decimal" } = {}) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <ScheduleField id={`${prefix}-${name}`} label={label} hint={hint} error={fieldState.error?.message ? errorText(fieldState.error.message) : null}>
          {(control) =>
            multiline ? (
              <Textarea {...field} {...control} value={String(field.value ?? "")} rows={3} disabled={pending} />
            ) : (
              <Input {...field} {...control} value={String(field.value ?? "")} inputMode={inputMode} disabled={pending} />
            )
          }
        </ScheduleField>
      )}
    />
  );

  return (
    <section aria-labelledby={`${prefix}-title`} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 id={`${prefix}-title`} className="text-xl leading-tight font-semibold">
          {name}
        </h2>
        <Badge variant={service.active ? "default" : "secondary"}>{service.active ? t("offered") : t("notOffered")}</Badge>
        {service.remote ? <Badge variant="outline">{t("remote")}</Badge> : null}
        <span className="text-sm text-muted-foreground">/services/{service.slug}</span>
      </div>
      <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-5">
        <div className="grid gap-4 md:grid-cols-2">
          {text("nameEn", t("fields.nameEn"))}
          {text("nameEs", t("fields.nameEs"))}
          {text("descriptionEn", t("fields.descriptionEn"), { multiline: true })}
          {text("descriptionEs", t("fields.descriptionEs"), { multiline: true })}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text("price", t("fields.price"), { inputMode: "decimal", hint: t("hints.price") })}
          {text("duration", t("fields.duration"), { inputMode: "numeric", hint: t("hints.duration", SERVICE_ERROR_VALUES) })}
          {text("sortOrder", t("fields.sortOrder"), { inputMode: "numeric", hint: t("hints.sortOrder") })}
        </div>
        <Controller
          name="active"
          control={form.control}
          render={({ field }) => (
            <Field orientation="horizontal" className="items-start">
              <Switch
                id={`${prefix}-active`}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={pending}
                aria-describedby={`${prefix}-active-hint`}
                className="mt-0.5"
              />
              <FieldContent>
                <FieldLabel htmlFor={`${prefix}-active`}>{t("fields.active")}</FieldLabel>
                <FieldDescription id={`${prefix}-active-hint`}>{t("hints.active")}</FieldDescription>
              </FieldContent>
            </Field>
          )}
        />
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? t("saving") : t("save", { name })}
        </Button>
      </form>
    </section>
  );
}
