import { z } from "@/lib/validation/zod";
import { isBookingSlot } from "@/lib/rules/booking-slots";
import { DATE_KEY_PATTERN, isBeyondHorizon } from "@/lib/rules/booking-time";
import { FULL_NAME_MAX, ISSUE_DESCRIPTION_MAX, PROFILE_LOCALES } from "@/lib/rules/business-rules";
import { isUuid } from "@/lib/rules/uuid";

/**
 * A phone number as profiles.phone accepts it (the same pattern as the
 * column's check in 20261127000200_reschedule_and_phone_bookings.sql;
 * tests/db/phone-bookings.test.ts proves the two agree): digits with spaces,
 * brackets, dots, slashes or dashes, an optional leading + or (, PHONE_LENGTH characters.
 */
export const PHONE_LENGTH = { phoneMin: 7, phoneMax: 20 } as const;
export const PHONE_PATTERN = new RegExp(`^\\+?[0-9(][0-9 ()./-]{${PHONE_LENGTH.phoneMin - 2},${PHONE_LENGTH.phoneMax - 2}}[0-9]$`);

/** Longest email address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** Shortest search the console sends (search_customers returns nothing below it). */
export const CUSTOMER_SEARCH_MIN = 2;
/** Longest search text sent. */
export const CUSTOMER_SEARCH_MAX = 100;

/** The console's customer search box: trimmed, 2 to 100 characters. */
export const customerSearchSchema = z.string().trim().min(CUSTOMER_SEARCH_MIN).max(CUSTOMER_SEARCH_MAX);

// The appointment itself, as the customer's booking form has it (lib/validation/booking.ts).
const appointment = {
  serviceId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "serviceMissing")
    .transform(Number),
  date: z
    .string()
    .regex(DATE_KEY_PATTERN, "dateMissing")
    .refine((date) => !isBeyondHorizon(date), "beyondHorizon"),
  slot: z.string().refine(isBookingSlot, "slotMissing"),
  issueDescription: z.string().trim().max(ISSUE_DESCRIPTION_MAX, "issueTooLong"),
};

/** A customer who already has an account, picked from the search (the database checks the id again: PT404). */
export const existingCustomerBookingSchema = z.object({
  kind: z.literal("existing"),
  customerId: z.string().refine(isUuid, "customerMissing"),
  ...appointment,
});

/**
 * A caller without an account (or so staff think: the action books for an
 * existing account with that email instead). The email is where the
 * confirmation, the reminders and the invitation to set a password go.
 */
export const newCallerBookingSchema = z.object({
  kind: z.literal("new"),
  fullName: z.string().trim().min(1, "nameMissing").max(FULL_NAME_MAX, "nameTooLong"),
  phone: z.string().trim().min(1, "phoneMissing").regex(PHONE_PATTERN, "phoneInvalid"),
  email: z
    .string()
    .trim()
    .min(1, "emailMissing")
    .max(EMAIL_MAX, "emailInvalid")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "emailInvalid")
    .transform((email) => email.toLowerCase()),
  locale: z.enum(PROFILE_LOCALES, { error: "localeMissing" }),
  ...appointment,
});

/**
 * The console's "New appointment" dialog, checked in the browser and again by
 * the adminBookAppointment action. Messages are keys of
 * Admin.newAppointment.errors. Fields of the other kind are ignored (the
 * form keeps both sets of fields while staff switch between them).
 */
export const adminBookingSchema = z.discriminatedUnion("kind", [existingCustomerBookingSchema, newCallerBookingSchema], {
  error: "kindMissing",
});

export type AdminBookingValues = z.output<typeof adminBookingSchema>;
export type AdminBookingInput = z.input<typeof adminBookingSchema>;

/** What the dialog's form holds: both kinds' fields, every one a string (empty when not filled in). */
export interface AdminBookingForm {
  kind: "existing" | "new";
  customerId: string;
  fullName: string;
  phone: string;
  email: string;
  locale: string;
  serviceId: string;
  date: string;
  slot: string;
  issueDescription: string;
}

export type AdminBookingField = keyof AdminBookingForm;

export type AdminBookingErrorKey =
  | "kindMissing"
  | "customerMissing"
  | "nameMissing"
  | "nameTooLong"
  | "phoneMissing"
  | "phoneInvalid"
  | "emailMissing"
  | "emailInvalid"
  | "localeMissing"
  | "serviceMissing"
  | "dateMissing"
  | "beyondHorizon"
  | "slotMissing"
  | "issueTooLong";
