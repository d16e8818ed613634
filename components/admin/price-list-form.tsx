"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { savePriceListItem } from "@/lib/actions/admin-save-price-list-item";
import type { PriceListItem } from "@/lib/data/price-list";
import type { AdminActionError } from "@/lib/rules/admin-errors";
import { ESTIMATE_ITEM_KINDS } from "@/lib/rules/business-rules";
import { isPriceListErrorKey, PRICE_LIST_ERROR_VALUES, priceListItemSchema, type PriceListItemInput, type PriceListItemValues } from "@/lib/validation/price-list-item";
import { ScheduleField } from "./schedule/schedule-field";

const blank: PriceListItemInput = { kind: "labour", nameEn: "", nameEs: "", price: "", active: true };
const valuesOf = (item: PriceListItem): PriceListItemInput => ({
  id: item.id,
  kind: item.kind,
  nameEn: item.nameEn,
  nameEs: item.nameEs,
  price: (item.unitPriceCents / 100).toFixed(2),
  active: item.active,
});

/**
 * One price-list item's form, or a new item's (no `item`): kind, English and
 * Spanish names, default price, offered in the estimate editor or not.
 * Checked here, then by the action and the database; after a save the page
 * is read again. A new item's form empties itself once saved.
 */
export function PriceListForm({ item }: { item?: PriceListItem }) {
  const t = useTranslations("Admin.priceList");
  const kinds = useTranslations("Estimates.kind");
  const shared = useTranslations("Admin.errors");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<PriceListItemInput, unknown, PriceListItemValues>({
    resolver: standardSchemaResolver(priceListItemSchema),
    defaultValues: item ? valuesOf(item) : blank,
  });
  const prefix = item ? `price-item-${item.id}` : "price-item-new";
  const errorText = (key: string) => (isPriceListErrorKey(key) ? t(`errors.${key}`, PRICE_LIST_ERROR_VALUES) : shared(key as AdminActionError));

  const save = () =>
    startTransition(async () => {
      const values = form.getValues();
      const result = await savePriceListItem(values);
      if (!result.ok) {
        toast.error(shared("title"), { description: errorText(result.error) });
        return;
      }
      form.reset(item ? values : blank);
      toast.success(item ? t("saved") : t("added"), { description: values.nameEn });
      router.refresh();
    });

  const text = (name: "nameEn" | "nameEs" | "price", label: string, inputMode?: "decimal") => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <ScheduleField id={`${prefix}-${name}`} label={label} error={fieldState.error?.message ? errorText(fieldState.error.message) : null}>
          {(control) => <Input {...field} {...control} value={String(field.value ?? "")} inputMode={inputMode} disabled={pending} />}
        </ScheduleField>
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save)}
      aria-label={item ? item.nameEn : t("new")}
      className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_7rem_auto_auto]"
    >
      <Controller
        name="kind"
        control={form.control}
        render={({ field }) => (
          <ScheduleField id={`${prefix}-kind`} label={t("fields.kind")}>
            {(control) => (
              <NativeSelect {...field} {...control} disabled={pending}>
                {ESTIMATE_ITEM_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kinds(kind)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </ScheduleField>
        )}
      />
      {text("nameEn", t("fields.nameEn"))}
      {text("nameEs", t("fields.nameEs"))}
      {text("price", t("fields.price"), "decimal")}
      <Controller
        name="active"
        control={form.control}
        render={({ field }) => (
          <Field className="gap-3">
            <FieldLabel htmlFor={`${prefix}-active`}>{t("fields.active")}</FieldLabel>
            {/* A vertical field stretches its children: the wrapper takes the width, the switch keeps its own. */}
            <div className="lg:pt-2">
              <Switch id={`${prefix}-active`} name={field.name} ref={field.ref} checked={field.value} onCheckedChange={field.onChange} disabled={pending} />
            </div>
          </Field>
        )}
      />
      <Button type="submit" disabled={pending} variant={item ? "outline" : "default"} className="self-end">
        {pending ? t("saving") : item ? t("save") : t("add")}
      </Button>
    </form>
  );
}
