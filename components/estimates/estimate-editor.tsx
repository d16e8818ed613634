"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, SendIcon, Trash2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray, useForm, useWatch, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { completeWithReceipt } from "@/lib/actions/complete-with-receipt";
import type { Locale } from "@/i18n/routing";
import type { OpenVisit } from "@/lib/data/admin-requests";
import type { PriceListItem } from "@/lib/data/price-list";
import { saveEstimateDraft } from "@/lib/actions/save-estimate-draft";
import { sendEstimate } from "@/lib/actions/send-estimate";
import { ESTIMATE_ITEM_KINDS, ESTIMATE_RULES, PAYMENT_METHODS, type PaymentMethod } from "@/lib/rules/business-rules";
import type { EstimateError } from "@/lib/rules/estimate-errors";
import { formatShopDate } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { documentTotals } from "@/lib/rules/estimate-totals";
import {
  dollarsToCents,
  estimateDraftSchema,
  receiptSchemaFor,
  type EstimateLineInput,
} from "@/lib/validation/estimate";
import { DocumentTotals } from "./document-totals";
import { PriceListPicker } from "./price-list-picker";
import { ReceiptConfirm } from "./receipt-confirm";

type Values = {
  lines: EstimateLineInput[];
  discount: string;
  note: string;
  validUntil: string;
  paymentMethod: PaymentMethod;
  paidOn: string;
};

const blankLine: EstimateLineInput = { kind: "labour", description: "", quantity: "1", unitPrice: "" };

/**
 * Staff write an estimate (mode "estimate": save the request's one draft,
 * creating or replacing it, and optionally send it) or
 * complete the request with its receipt (mode "receipt": final lines, how
 * it was paid, the date). The totals shown are a preview by the same rule as
 * the database's, laid out as the customer reads them (subtotal, discount,
 * tax, total); the database computes the stored ones. In receipt mode,
 * `approvedTotalCents` shows the difference from the approved estimate,
 * `feeLines` are the visit fees the database adds to the receipt (counted in
 * the preview), and completing asks first (ReceiptConfirm: the customer gets
 * the receipt; `openVisits` close with the request); `filedOn`, the day the
 * request was filed, is the earliest payment date, today the latest.
 * A line can be picked from the shop's `priceList`, named in
 * `customerLocale`, the language the customer reads the document in; every
 * line stays free text.
 */
export function EstimateEditor({
  mode,
  requestId,
  initial,
  today,
  approvedTotalCents,
  filedOn,
  feeLines = [],
  customer = "",
  openVisits,
  priceList = [],
  customerLocale,
  customerLanguage,
}: {
  mode: "estimate" | "receipt";
  requestId: string;
  initial: { lines: EstimateLineInput[]; discount: string; note: string; validUntil: string };
  today: string;
  approvedTotalCents?: number;
  filedOn?: string;
  feeLines?: readonly { description: string; cents: number }[];
  customer?: string;
  openVisits?: readonly OpenVisit[];
  priceList?: readonly PriceListItem[];
  customerLocale: Locale;
  /** `customerLocale`'s name in the console's language ("Spanish"). */
  customerLanguage: string;
}) {
  const t = useTranslations("Estimates");
  const locale = useLocale();
  const router = useRouter();
  const schema = mode === "estimate" ? estimateDraftSchema : receiptSchemaFor(filedOn);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: { ...initial, lines: initial.lines.length ? initial.lines : [blankLine], paymentMethod: "card", paidOn: today },
    mode: "onTouched",
  });
  const { fields, append, remove, update } = useFieldArray({ control: form.control, name: "lines" });
  const watched = useWatch({ control: form.control, name: ["lines", "discount"] });
  const [lines, discount] = watched as [EstimateLineInput[], string];
  const [confirming, setConfirming] = useState(false);
  const fees = mode === "receipt" ? feeLines : [];
  const preview = documentTotals(
    [
      ...lines.map((l) => ({ quantity: Number(l.quantity) || 0, unitPriceCents: dollarsToCents(l.unitPrice ?? "") ?? 0 })),
      ...fees.map((fee) => ({ quantity: 1, unitPriceCents: fee.cents })),
    ],
    dollarsToCents(discount ?? "") ?? 0,
    ESTIMATE_RULES.taxRateBasisPoints,
  );
  const errors = form.formState.errors;
  const message = (error: FieldError | undefined) =>
    error?.message
      ? t(`editor.${error.message}` as "editor.descriptionRequired", {
          max: error.message === "tooManyLines" ? ESTIMATE_RULES.itemsMax : error.message === "noteTooLong" ? ESTIMATE_RULES.noteMax : ESTIMATE_RULES.descriptionMax,
          days: ESTIMATE_RULES.validDaysMax,
        })
      : null;
  const failed = (error: EstimateError) => toast.error(t(`errors.${error}`, { days: ESTIMATE_RULES.validDaysMax }));

  const complete = async () => {
    const values = form.getValues();
    const result = await completeWithReceipt(requestId, {
      lines: values.lines,
      discount: values.discount,
      paymentMethod: values.paymentMethod,
      paidOn: values.paidOn,
    });
    setConfirming(false);
    if (result.ok) toast.success(t("receipt.done"));
    else failed(result.error);
    router.refresh();
  };

  const submit = (send: boolean) =>
    form.handleSubmit(async (values) => {
      if (mode === "receipt") {
        setConfirming(true);
        return;
      }
      const saved = await saveEstimateDraft(requestId, { lines: values.lines, discount: values.discount, note: values.note, validUntil: values.validUntil });
      if (!saved.ok) {
        failed(saved.error);
        router.refresh();
        return;
      }
      if (send) {
        const sent = await sendEstimate(saved.estimateId);
        if (sent.ok) toast.success(t("editor.sent"));
        else failed(sent.error);
      } else {
        toast.success(t("editor.saved"));
      }
      router.refresh();
    });

  const id = (name: string) => `${mode}-${name}`;
  // A picked item fills the form's one untouched line, else comes after the others.
  const pick = (item: PriceListItem) => {
    const line: EstimateLineInput = {
      kind: item.kind,
      description: customerLocale === "es" ? item.nameEs : item.nameEn,
      quantity: "1",
      unitPrice: (item.unitPriceCents / 100).toFixed(2),
    };
    const only = form.getValues("lines");
    if (only.length === 1 && !only[0]!.description.trim() && !only[0]!.unitPrice.trim()) update(0, line);
    else if (only.length < ESTIMATE_RULES.itemsMax) append(line);
  };
  const busy = form.formState.isSubmitting;
  const discountMessage = errors.discount ? t("editor.discountInvalid") : null;

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
      <p className="text-sm text-muted-foreground" data-testid="customer-language">
        {t("editor.customerLanguage", { language: customerLanguage })}
      </p>
      {priceList.length ? <PriceListPicker id={id("price-list")} items={priceList} customerLocale={customerLocale} disabled={busy || fields.length >= ESTIMATE_RULES.itemsMax} onPick={pick} /> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const lineErrors = errors.lines?.[index];
          const number = index + 1;
          return (
            <li key={field.id} className="rounded-md border p-3">
              <fieldset className="grid gap-3 sm:grid-cols-[8rem_1fr_6rem_8rem_auto] sm:items-start">
                <legend className="sr-only">{t("editor.line", { number })}</legend>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={id(`kind-${index}`)}>{t("editor.kind")}</Label>
                  <NativeSelect id={id(`kind-${index}`)} {...form.register(`lines.${index}.kind`)}>
                    {ESTIMATE_ITEM_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`kind.${kind}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <LineInput form={form} index={index} name="description" label={t("editor.description")} error={message(lineErrors?.description)} id={id(`description-${index}`)} />
                <LineInput form={form} index={index} name="quantity" label={t("editor.quantity")} error={message(lineErrors?.quantity)} id={id(`quantity-${index}`)} inputMode="decimal" />
                <LineInput form={form} index={index} name="unitPrice" label={t("editor.unitPrice")} error={message(lineErrors?.unitPrice)} id={id(`price-${index}`)} inputMode="decimal" />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="justify-self-end sm:mt-6 sm:justify-self-auto"
                  aria-label={t("editor.removeLine", { number })}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.lines?.root || errors.lines?.message ? (
        <p className="text-sm text-destructive" role="alert">
          {message((errors.lines.root ?? errors.lines) as FieldError)}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="self-start" disabled={fields.length >= ESTIMATE_RULES.itemsMax} onClick={() => append(blankLine)}>
        <PlusIcon aria-hidden />
        {t("editor.addLine")}
      </Button>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id("discount")}>{t("editor.discount")}</Label>
          <Input id={id("discount")} inputMode="decimal" aria-invalid={discountMessage ? true : undefined} aria-describedby={discountMessage ? id("discount-error") : undefined} {...form.register("discount")} />
          {discountMessage ? <p id={id("discount-error")} className="text-sm text-destructive">{discountMessage}</p> : null}
        </div>
        {mode === "estimate" ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id("valid-until")}>{t("editor.validUntil")}</Label>
            <Input id={id("valid-until")} type="date" min={today} aria-invalid={errors.validUntil ? true : undefined} {...form.register("validUntil")} />
            {errors.validUntil ? <p className="text-sm text-destructive">{t("editor.dateInvalid", { days: ESTIMATE_RULES.validDaysMax })}</p> : null}
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={id("method")}>{t("receipt.paymentMethod")}</Label>
              <NativeSelect id={id("method")} {...form.register("paymentMethod")}>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {t(`receipt.method.${method}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={id("paid-on")}>{t("receipt.paidOn")}</Label>
              <Input
                id={id("paid-on")}
                type="date"
                min={filedOn}
                max={today}
                aria-invalid={errors.paidOn ? true : undefined}
                aria-describedby={errors.paidOn ? id("paid-on-error") : undefined}
                {...form.register("paidOn")}
              />
              {errors.paidOn ? (
                <p id={id("paid-on-error")} className="text-sm text-destructive">
                  {t("receipt.paidOnInvalid", { from: formatShopDate(filedOn ?? today, locale), to: formatShopDate(today, locale) })}
                </p>
              ) : null}
            </div>
          </>
        )}
      </div>
      {mode === "estimate" ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id("note")}>{t("editor.note")}</Label>
          <Textarea id={id("note")} rows={3} aria-invalid={errors.note ? true : undefined} {...form.register("note")} />
          {errors.note ? <p className="text-sm text-destructive">{message(errors.note)}</p> : null}
        </div>
      ) : null}

      {fees.length ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-muted-foreground">{t("receipt.fees")}</p>
          <ul className="flex flex-col gap-1" data-testid="receipt-fees">
            {fees.map((fee, index) => (
              <li key={index} className="flex justify-between gap-3 tabular-nums">
                <span>{fee.description}</span>
                <span>{formatCents(fee.cents, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 rounded-md bg-muted/50 p-3 text-sm" aria-live="polite" data-testid="estimate-preview">
        <p className="text-muted-foreground">{t("editor.preview")}</p>
        <DocumentTotals totals={{ ...preview, totalCents: Math.max(preview.totalCents, 0) }} taxRateBps={ESTIMATE_RULES.taxRateBasisPoints} />
        {approvedTotalCents !== undefined ? (
          <p className="text-right tabular-nums">{t("receipt.difference", { amount: formatCents(preview.totalCents - approvedTotalCents, locale) })}</p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {mode === "estimate" ? (
          <>
            <Button type="button" variant="outline" disabled={busy} onClick={submit(false)}>
              {t("editor.save")}
            </Button>
            <Button type="button" disabled={busy} onClick={submit(true)}>
              <SendIcon aria-hidden />
              {t("editor.send")}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" disabled={busy || confirming} onClick={submit(false)}>
              {t("receipt.submit")}
            </Button>
            <ReceiptConfirm
              open={confirming}
              onOpenChange={setConfirming}
              customer={customer}
              total={formatCents(Math.max(preview.totalCents, 0), locale)}
              visits={openVisits}
              busy={busy}
              onConfirm={() => void form.handleSubmit(complete)()}
            />
          </>
        )}
      </div>
    </form>
  );
}

function LineInput({
  form,
  index,
  name,
  label,
  error,
  id,
  inputMode,
}: {
  form: ReturnType<typeof useForm<Values>>;
  index: number;
  name: "description" | "quantity" | "unitPrice";
  label: string;
  error: string | null;
  id: string;
  inputMode?: "decimal";
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} inputMode={inputMode} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...form.register(`lines.${index}.${name}`)} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
