"use server";

import type { $ZodIssue } from "zod/v4/core";
import { localizePath } from "@/i18n/locale-from-path";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { slotInstant } from "@/lib/rules/booking-time";
import type { StaffClient } from "@/lib/data/require-staff";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { site } from "@/lib/site/business-profile";
import { createAdminClient } from "@/lib/supabase/admin";
import {
  adminBookingSchema,
  type AdminBookingErrorKey,
  type AdminBookingField,
  type AdminBookingValues,
} from "@/lib/validation/admin-booking";
import { dbErrorKey, type SurfaceKey } from "@/lib/rules/db-errors";

/** Why the database (or Auth) refused a booking staff took by phone: keys of Admin.newAppointment.refusals. */
export type AdminBookingRefusal = SurfaceKey<"phoneBooking"> | "emailInUse" | "failed";

export type AdminBookAppointmentResult =
  | {
      ok: true;
      appointmentDate: string;
      /**
       * Whose account it went to: the one staff picked (`existing`), the
       * account that already had the new caller's email (`matched`: booked
       * for it, nobody invited) or one created for the caller (`created`).
       */
      account: "existing" | "matched" | "created";
      /** For a created account: whether the invitation to choose a password was sent. */
      invited: boolean;
    }
  /** Input the schema refuses, with the field it is about. */
  | { ok: false; error: AdminBookingErrorKey; field: AdminBookingField }
  /** A refusal of the database or Auth (nothing was booked or kept). */
  | { ok: false; error: AdminBookingRefusal; field: null };

/** book_for_customer's refusals by SQLSTATE, never by message (lib/rules/db-errors.ts, surface "phoneBooking"). */
const refusalOf = (error: { code?: string; message?: string } | null): AdminBookingRefusal => {
  const known = dbErrorKey("phoneBooking", error?.code);
  if (known) return known;
  console.error("book_for_customer failed:", error?.code, error?.message);
  return "failed";
};

const FIELDS = new Set<string>(["kind", "customerId", "fullName", "phone", "email", "locale", "serviceId", "date", "slot", "issueDescription"]);

/** The first issue as the dialog shows it: its message key and the field it belongs to. */
function invalid(issues: readonly $ZodIssue[]): AdminBookAppointmentResult {
  const issue = issues[0]!;
  const field = typeof issue.path[0] === "string" && FIELDS.has(issue.path[0]) ? (issue.path[0] as AdminBookingField) : "kind";
  return { ok: false, error: field === "kind" ? "kindMissing" : (issue.message as AdminBookingErrorKey), field };
}

type Booking = { ok: true; appointmentDate: string } | { ok: false; error: AdminBookingRefusal; field: null };

/** book_for_customer as the signed-in staff member (the row's booked_by is them). */
async function bookFor(supabase: StaffClient, customerId: string, values: AdminBookingValues): Promise<Booking> {
  const { data, error } = await supabase.rpc("book_for_customer", {
    p_customer_id: customerId,
    p_service_id: values.serviceId,
    p_appointment_date: slotInstant(values.date, values.slot).toISOString(),
    p_issue_description: values.issueDescription || undefined,
  });
  if (error || !data) return { ok: false, error: refusalOf(error), field: null };
  return { ok: true, appointmentDate: data.appointment_date };
}

/** The customer account (never a staff one) whose email is exactly `email`, found with search_customers as staff. */
async function accountWithEmail(supabase: StaffClient, email: string): Promise<string | null> {
  const { data, error } = await supabase.rpc("search_customers", { p_query: email });
  if (error) throw new Error(`search_customers: ${error.code} ${error.message}`);
  return data?.find((row) => row.email.toLowerCase() === email)?.id ?? null;
}

/**
 * Staff book an appointment for someone on the phone. Staff only (checked
 * by the wrapper, then again by book_for_customer and search_customers in
 * the database); nothing from the browser names who is booking.
 *
 * - An existing customer: book_for_customer for the picked account.
 * - A new caller: if a customer account already has that email, the booking
 *   goes to it and nobody is invited. Otherwise the service role creates an
 *   unconfirmed account (name, phone and language as sign-up metadata, which
 *   become the profile), the staff member books for it, and Auth emails an
 *   invitation whose link (/reset-password?token=…&type=invite, in the
 *   caller's language) confirms the address and lets them choose a password.
 *   A refused booking deletes the account again, so nothing is left half
 *   made; an invitation that could not be sent leaves the booking in place
 *   (`invited: false`: the caller can use "Forgot your password?").
 *
 * Every refusal of the database comes back as its own key; the confirmation
 * and the shop's alert are sent right after the response.
 */
export const adminBookAppointment: ServerAction<[input: unknown], AdminBookAppointmentResult> = defineAction({
  access: "staff",
  input: adminBookingSchema,
  invalid,
  denied: { ok: false, error: "forbidden", field: null },
  unavailable: { ok: false, error: "failed", field: null },
  handler: async (values, { supabase }) => {
    if (values.kind === "existing") {
      const booked = await bookFor(supabase, values.customerId, values);
      if (!booked.ok) return booked;
      deliverAfterResponse();
      return { ok: true, appointmentDate: booked.appointmentDate, account: "existing", invited: false };
    }

    try {
      const known = await accountWithEmail(supabase, values.email);
      if (known) {
        const booked = await bookFor(supabase, known, values);
        if (!booked.ok) return booked;
        deliverAfterResponse();
        return { ok: true, appointmentDate: booked.appointmentDate, account: "matched", invited: false };
      }

      const admin = createAdminClient();
      const created = await admin.auth.admin.createUser({
        email: values.email,
        user_metadata: { full_name: values.fullName, phone: values.phone, locale: values.locale },
      });
      if (created.error || !created.data.user) {
        // email_exists: an account search_customers does not list (a staff account), or one made a moment ago.
        if (created.error?.code === "email_exists") return { ok: false, error: "emailInUse", field: null };
        console.error("createUser failed:", created.error?.code, created.error?.message);
        return { ok: false, error: "failed", field: null };
      }
      const userId = created.data.user.id;

      const booked = await bookFor(supabase, userId, values).catch((error: unknown): Booking => {
        console.error("book_for_customer failed:", error);
        return { ok: false, error: "failed", field: null };
      });
      if (!booked.ok) {
        const removed = await admin.auth.admin.deleteUser(userId).catch((error: unknown) => ({ error }));
        if (removed.error) console.error("deleteUser after a refused booking failed:", userId, removed.error);
        return booked;
      }
      deliverAfterResponse();

      const redirectTo = `${site.url}${localizePath(values.locale, "/reset-password")}`;
      const invite = await admin.auth.admin.inviteUserByEmail(values.email, { redirectTo }).catch((error: unknown) => ({ error }));
      if (invite.error) console.error("inviteUserByEmail failed:", invite.error);
      return { ok: true, appointmentDate: booked.appointmentDate, account: "created", invited: !invite.error };
    } catch (error) {
      console.error("Booking for a new caller failed:", error);
      return { ok: false, error: "failed", field: null };
    }
  },
});
