import { z } from "@/lib/validation/zod";
import { durationFitsASlot, longestDuration } from "@/lib/rules/booking-slots";
import { SERVICE_LIMITS } from "@/lib/rules/business-rules";
import { dollarsToCents } from "@/lib/validation/estimate";

// The console's Services page (app/[locale]/admin/services): one bookable
// service's names, descriptions, duration, visit price, order and whether it
// is offered. Used by its form and again by its action; the database checks
// the same limits (the checks of public.services). Messages are keys of
// Admin.services.errors (ServiceErrorKey).

export const SERVICE_ERROR_KEYS = [
  "nameEnRequired",
  "nameEsRequired",
  "nameTooLong",
  "descriptionTooLong",
  "durationInvalid",
  "durationNoSlot",
  "priceInvalid",
  "priceNegative",
  "priceTooHigh",
  "orderInvalid",
] as const;
export type ServiceErrorKey = (typeof SERVICE_ERROR_KEYS)[number];
export const isServiceErrorKey = (key: string): key is ServiceErrorKey => (SERVICE_ERROR_KEYS as readonly string[]).includes(key);

/** The numbers the error messages state. */
export const SERVICE_ERROR_VALUES = {
  nameMax: SERVICE_LIMITS.nameMax,
  descriptionMax: SERVICE_LIMITS.descriptionMax,
  durationMin: SERVICE_LIMITS.durationMin,
  durationMax: longestDuration(),
  priceMax: SERVICE_LIMITS.priceMaxCents / 100,
  orderMax: SERVICE_LIMITS.sortOrderMax,
} as const;

const name = (required: ServiceErrorKey) => z.string({ error: required }).trim().min(1, required).max(SERVICE_LIMITS.nameMax, "nameTooLong");
const description = z.string({ error: "descriptionTooLong" }).trim().max(SERVICE_LIMITS.descriptionMax, "descriptionTooLong");

/** A whole number typed in a field (or sent as a number). */
const wholeNumber = (invalid: ServiceErrorKey) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, invalid)], { error: invalid })
    .transform(Number)
    .pipe(z.number({ error: invalid }).int(invalid));

/** The visit price in dollars ("75", "62.50") -> cents; a minus sign is its own message. */
const price = z
  .string({ error: "priceInvalid" })
  .trim()
  .refine((v) => !v.startsWith("-"), "priceNegative")
  .refine((v) => v.startsWith("-") || dollarsToCents(v.replace(/^\$/, "")) !== null, "priceInvalid")
  .transform((v) => dollarsToCents(v.replace(/^\$/, "")) ?? -1)
  .pipe(z.number().min(0, "priceNegative").max(SERVICE_LIMITS.priceMaxCents, "priceTooHigh"));

export const serviceSchema = z.object({
  id: z.number({ error: "invalidId" }).int("invalidId").positive("invalidId").max(Number.MAX_SAFE_INTEGER, "invalidId"),
  nameEn: name("nameEnRequired"),
  nameEs: name("nameEsRequired"),
  descriptionEn: description,
  descriptionEs: description,
  duration: wholeNumber("durationInvalid").refine(durationFitsASlot, "durationNoSlot"),
  price,
  sortOrder: wholeNumber("orderInvalid").pipe(z.number().min(0, "orderInvalid").max(SERVICE_LIMITS.sortOrderMax, "orderInvalid")),
  active: z.boolean({ error: "invalidId" }),
});
export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceValues = z.output<typeof serviceSchema>;
