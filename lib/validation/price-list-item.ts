import { z } from "@/lib/validation/zod";
import { ESTIMATE_ITEM_KINDS, ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { dollarsToCents } from "@/lib/validation/estimate";

// One item of the shop's price list (the console's Services page): its kind,
// its names in English and Spanish, and its default price typed in dollars.
// Used by its form and again by its action; the database checks the same
// limits (the checks of public.price_list_items). Messages are keys of
// Admin.priceList.errors (PriceListErrorKey). The limits are an estimate
// line's, since an item becomes one.

export const PRICE_LIST_ERROR_KEYS = ["nameEnRequired", "nameEsRequired", "nameTooLong", "priceInvalid", "priceTooHigh", "kindInvalid"] as const;
export type PriceListErrorKey = (typeof PRICE_LIST_ERROR_KEYS)[number];
export const isPriceListErrorKey = (key: string): key is PriceListErrorKey => (PRICE_LIST_ERROR_KEYS as readonly string[]).includes(key);

/** The numbers the error messages state. */
export const PRICE_LIST_ERROR_VALUES = { nameMax: ESTIMATE_RULES.descriptionMax, priceMax: ESTIMATE_RULES.unitPriceMaxCents / 100 } as const;

const name = (required: PriceListErrorKey) =>
  z.string({ error: required }).trim().min(1, required).max(ESTIMATE_RULES.descriptionMax, "nameTooLong");

/** Dollars ("45", "62.50", "$62.50") -> cents. */
const price = z
  .string({ error: "priceInvalid" })
  .trim()
  .transform((v) => dollarsToCents(v.replace(/^\$/, "")) ?? -1)
  .pipe(z.number().min(0, "priceInvalid").max(ESTIMATE_RULES.unitPriceMaxCents, "priceTooHigh"));

export const priceListItemSchema = z.object({
  /** Absent for a new item. */
  id: z.number({ error: "invalidId" }).int("invalidId").positive("invalidId").max(Number.MAX_SAFE_INTEGER, "invalidId").optional(),
  kind: z.enum(ESTIMATE_ITEM_KINDS, { error: "kindInvalid" }),
  nameEn: name("nameEnRequired"),
  nameEs: name("nameEsRequired"),
  price,
  active: z.boolean({ error: "invalidId" }),
});
export type PriceListItemInput = z.input<typeof priceListItemSchema>;
export type PriceListItemValues = z.output<typeof priceListItemSchema>;
