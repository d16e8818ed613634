import "server-only";
import { isUuid } from "@/lib/rules/uuid";
import type { StaffClient } from "./require-staff";

/** A customer's record as the console shows it (public.admin_customer_record gathers it in one read). */
export interface CustomerRecord {
  customer: { id: string; full_name: string | null; email: string; phone: string | null; locale: string; created_at: string; staff: boolean };
  requests: { id: string; reference: number; title: string; status: string; created_at: string }[];
  appointments: { id: string; service_name: string; service_key: string | null; appointment_date: string; duration: number; status: string; request_id: string | null; price_cents: number }[];
  estimates: { id: string; request_id: string; reference: number; version: number; status: string; total_cents: number; sent_at: string | null; created_at: string }[];
  receipts: { id: string; request_id: string; reference: number; total_cents: number; paid_on: string; payment_method: string }[];
  messages: { id: string; request_id: string; reference: number; body: string; from_staff: boolean; internal: boolean; automatic: boolean; author_name: string | null; created_at: string }[];
  notes: { id: string; body: string; author_name: string | null; created_at: string }[];
  changes: { field: "phone" | "locale"; old_value: string | null; new_value: string | null; changed_by_name: string | null; changed_at: string }[];
  /** Visits attended (completed appointments) and the sum of their receipts, in cents: computed in SQL. */
  totals: { visits_attended: number; spent_cents: number };
}

export type CustomerRecordLookup = { kind: "found"; record: CustomerRecord } | { kind: "not-found" | "load-failed" };

/** One customer's record for its console page; admin_customer_record refuses anyone but staff and answers null for an unknown id. */
export async function getCustomerRecord(supabase: StaffClient, id: string): Promise<CustomerRecordLookup> {
  if (!isUuid(id)) return { kind: "not-found" };
  const { data, error } = await supabase.rpc("admin_customer_record", { p_customer: id });
  if (error) {
    console.error("Error fetching a customer's record:", error.message);
    return { kind: "load-failed" };
  }
  return data ? { kind: "found", record: data as unknown as CustomerRecord } : { kind: "not-found" };
}
