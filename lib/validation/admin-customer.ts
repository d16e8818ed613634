import { z } from "@/lib/validation/zod";
import { profileSchema } from "@/lib/validation/profile";

/** Longest staff note about a customer (the column's check in 20261128150833_customer_record.sql). */
export const CUSTOMER_NOTE_MAX = 2000;

/** A staff note about a customer: trimmed, 1 to CUSTOMER_NOTE_MAX characters. Messages are keys of Admin.customerRecord.errors. */
export const customerNoteSchema = z.string().trim().min(1, "noteRequired").max(CUSTOMER_NOTE_MAX, "noteTooLong");

/**
 * Staff correcting a customer's phone and email language: the same rules as
 * the customer's own profile form (lib/validation/profile.ts); an empty phone
 * clears it. Messages are keys of Admin.customerRecord.errors.
 */
export const customerContactSchema = profileSchema.pick({ phone: true, locale: true });

export type CustomerContactInput = z.input<typeof customerContactSchema>;
export type CustomerContactValues = z.output<typeof customerContactSchema>;

/** The record's note form: one field, the note. */
export const customerNoteFormSchema = z.object({ body: customerNoteSchema });

export type CustomerNoteFormInput = z.input<typeof customerNoteFormSchema>;
export type CustomerNoteFormValues = z.output<typeof customerNoteFormSchema>;
