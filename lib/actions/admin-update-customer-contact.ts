"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { customerContactSchema } from "@/lib/validation/admin-customer";
import type { ProfileErrorKey } from "@/lib/validation/profile";

export type UpdateCustomerContactResult = { ok: true } | { ok: false; error: AdminActionError | Extract<ProfileErrorKey, "phoneInvalid" | "localeInvalid"> };

/**
 * Staff correct a customer's phone (empty clears it) and the language of
 * their emails, under the rules of the customer's own profile form.
 * admin_update_customer_contact checks the staff role again, refuses a
 * malformed phone (23514) and logs each changed field with who changed it.
 */
export const updateCustomerContact: ServerAction<[customerId: unknown, input: unknown], UpdateCustomerContactResult> = defineAction({
  access: "staff",
  args: (customerId: unknown, input: unknown) => [customerId, input],
  input: z.tuple([adminIdSchema, customerContactSchema]),
  invalid: (issues) => {
    const first = issues[0]!;
    return { ok: false, error: first.path[0] === 0 ? "invalidId" : (first.message as "phoneInvalid" | "localeInvalid") };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([customerId, { phone, locale }], { supabase }) => {
    const { error } = await supabase.rpc("admin_update_customer_contact", { p_customer: customerId, p_phone: phone, p_locale: locale });
    if (error) return { ok: false, error: error.code === "23514" ? "phoneInvalid" : adminErrorFromDb(error, "admin_update_customer_contact") };
    return { ok: true };
  },
});
