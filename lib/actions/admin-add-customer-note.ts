"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { customerNoteSchema } from "@/lib/validation/admin-customer";

export type AddCustomerNoteResult = { ok: true } | { ok: false; error: AdminActionError | "noteRequired" | "noteTooLong" };

/**
 * Staff add a note about a customer to their record, signed as themselves
 * (customer_notes: staff read and add them, the customer never reads them).
 * An id that names no account is "notFound" (the foreign key).
 */
export const addCustomerNote: ServerAction<[customerId: unknown, body: unknown], AddCustomerNoteResult> = defineAction({
  access: "staff",
  args: (customerId: unknown, body: unknown) => [customerId, body],
  input: z.tuple([adminIdSchema, customerNoteSchema]),
  invalid: (issues) => {
    const first = issues[0]!;
    return { ok: false, error: first.path[0] === 0 ? "invalidId" : (first.message as "noteRequired" | "noteTooLong") };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([customerId, body], { supabase }) => {
    const { error } = await supabase.from("customer_notes").insert({ customer_id: customerId, body });
    if (error) return { ok: false, error: error.code === "23503" ? "notFound" : adminErrorFromDb(error, "add customer note") };
    return { ok: true };
  },
});
