"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { customerSearchSchema } from "@/lib/validation/admin-booking";

/** One account search_customers found: what staff need to recognise the caller. */
export interface CustomerMatch {
  id: string;
  fullName: string | null;
  email: string;
  phone: string | null;
  locale: string;
}

export type SearchCustomersResult = { ok: true; customers: CustomerMatch[] } | { ok: false; error: "tooShort" | "forbidden" | "failed" };

/**
 * Staff look up a caller's account by part of the name, email or phone
 * (phone by its digits) for the "New appointment" dialog: at most 10
 * customer accounts (search_customers, which checks the staff role itself
 * and leaves staff accounts out). Fewer than 2 characters: "tooShort".
 */
export const searchCustomers: ServerAction<[query: unknown], SearchCustomersResult> = defineAction({
  access: "staff",
  input: customerSearchSchema,
  invalid: () => ({ ok: false, error: "tooShort" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (query, { supabase }) => {
    const { data, error } = await supabase.rpc("search_customers", { p_query: query });
    if (error || !data) {
      if (error?.code === "42501") return { ok: false, error: "forbidden" };
      console.error("search_customers failed:", error?.code, error?.message);
      return { ok: false, error: "failed" };
    }
    return {
      ok: true,
      customers: data.map((row) => ({ id: row.id, fullName: row.full_name, email: row.email, phone: row.phone, locale: row.locale })),
    };
  },
});
