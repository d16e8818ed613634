import { z } from "@/lib/validation/zod";
import { ESTIMATE_ITEM_KINDS, ESTIMATE_RULES, PAYMENT_METHODS } from "@/lib/rules/business-rules";
import { businessToday } from "@/lib/rules/booking-time";
import { isUuid } from "@/lib/rules/uuid";

/**
 * The estimate and receipt forms, checked in the browser and again by each
 * action; the database checks the same limits (public.estimate_rules(), the
 * tables' checks) and computes every total. Messages are Estimates.editor /
 * Estimates.errors keys. Prices are typed in dollars ("45.50") and sent as
 * integer cents; a quantity has at most two decimals.
 */

const { itemsMax, descriptionMax, quantityMax, unitPriceMaxCents, noteMax, declineReasonMax } = ESTIMATE_RULES;

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,4}(\.\d{1,2})?$/;

/** "45.5" -> 4550; null when it is not a price. */
export function dollarsToCents(text: string): number | null {
  const value = text.trim();
  if (!MONEY.test(value)) return null;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export const estimateLineSchema = z.object({
  kind: z.enum(ESTIMATE_ITEM_KINDS),
  description: z.string().trim().min(1, "descriptionRequired").max(descriptionMax, "descriptionTooLong"),
  quantity: z
    .string()
    .trim()
    .regex(QUANTITY, "quantityInvalid")
    .refine((q) => Number(q) > 0 && Number(q) <= quantityMax, "quantityInvalid"),
  unitPrice: z
    .string()
    .refine((p) => dollarsToCents(p) !== null && dollarsToCents(p)! <= unitPriceMaxCents, "priceInvalid"),
});
export type EstimateLineInput = z.input<typeof estimateLineSchema>;

const linesSchema = z.array(estimateLineSchema).min(1, "linesRequired").max(itemsMax, "tooManyLines");
const discountSchema = z.string().refine((d) => d.trim() === "" || dollarsToCents(d) !== null, "discountInvalid");
/** A calendar date ("2026-12-08"); one that does not exist, such as February 30, is refused here rather than by the database. */
const dateSchema = z.iso.date("dateInvalid");

export const estimateDraftSchema = z.object({
  lines: linesSchema,
  discount: discountSchema,
  note: z.string().trim().max(noteMax, "noteTooLong"),
  validUntil: dateSchema,
});
export type EstimateDraftInput = z.input<typeof estimateDraftSchema>;

/**
 * The receipt form. The payment date lies between the day the request was
 * filed (`filedOn`, on the shop's calendar) and today, read when the form is
 * checked. The console's form knows the filing day; the server action, which
 * has not read the request, checks "not after today", and the database
 * checks both (ES008).
 */
export const receiptSchemaFor = (filedOn?: string) =>
  z.object({
    lines: linesSchema,
    discount: discountSchema,
    paymentMethod: z.enum(PAYMENT_METHODS),
    paidOn: dateSchema.refine((day) => day <= businessToday() && (filedOn === undefined || day >= filedOn), "paidOnOutOfRange"),
  });
export const receiptSchema = receiptSchemaFor();
export type ReceiptInput = z.input<typeof receiptSchema>;

export const estimateAnswerSchema = z.object({
  estimateId: z.string().refine(isUuid, "notFound"),
  version: z.number().int().min(1),
  approve: z.boolean(),
  reason: z.string().trim().max(declineReasonMax, "reasonTooLong").optional(),
});

/** The lines as the database functions take them (jsonb): cents and numbers. */
export function linesForDb(lines: z.output<typeof linesSchema>) {
  return lines.map((l) => ({ kind: l.kind, description: l.description, quantity: Number(l.quantity), unitPriceCents: dollarsToCents(l.unitPrice)! }));
}

export const discountCents = (discount: string) => (discount.trim() === "" ? 0 : dollarsToCents(discount)!);
