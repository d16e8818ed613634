import "server-only";
import type { EstimateItemKind, EstimateStatus, PaymentMethod } from "@/lib/rules/business-rules";
import type { ServerSupabase } from "@/lib/supabase/server";

/** One line of an estimate or a receipt, with the total the database computed. */
export interface DocumentLine {
  kind: EstimateItemKind;
  description: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

export interface Estimate {
  id: string;
  request_id: string;
  version: number;
  status: EstimateStatus;
  note: string | null;
  valid_until: string;
  tax_rate_bps: number;
  discount_cents: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  sent_at: string | null;
  superseded_at: string | null;
  answered_at: string | null;
  answered_by: string | null;
  approved_total_cents: number | null;
  decline_reason: string | null;
  lines: DocumentLine[];
}

export interface Receipt {
  id: string;
  request_id: string;
  estimate_id: string;
  payment_method: PaymentMethod;
  paid_on: string;
  tax_rate_bps: number;
  discount_cents: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  created_at: string;
  /** Its own number, "REC-1001" (lib/rules/warranty.ts); assigned by the database. */
  number: number;
  /** The last day of the warranty it states ("YYYY-MM-DD", the shop's calendar): WARRANTY_RULES.days after completion. */
  warranty_ends_on: string;
  lines: DocumentLine[];
}

/** A request's estimates (newest version first) and its receipt, as RLS lets the caller see them: a customer never gets a draft. */
export type RequestDocuments = { ok: true; estimates: Estimate[]; receipt: Receipt | null } | { ok: false };

interface StoredDocuments {
  estimates: (Omit<Estimate, "status"> & { status: string })[];
  receipt: (Omit<Receipt, "payment_method"> & { payment_method: string }) | null;
}

const toLine = (line: DocumentLine): DocumentLine => ({ ...line, quantity: Number(line.quantity) });

/** One read (public.request_documents, under the caller's RLS): the estimates with their lines, and the receipt with its lines. */
export async function getRequestDocuments(supabase: ServerSupabase, requestId: string): Promise<RequestDocuments> {
  const { data, error } = await supabase.rpc("request_documents", { p_request_id: requestId });
  if (error || !data) {
    console.error("Error fetching estimates:", error?.message ?? "no answer");
    return { ok: false };
  }
  const { estimates, receipt } = data as unknown as StoredDocuments;
  return {
    ok: true,
    estimates: estimates.map((e) => ({ ...e, status: e.status as EstimateStatus, lines: e.lines.map(toLine) })),
    receipt: receipt ? { ...receipt, payment_method: receipt.payment_method as PaymentMethod, lines: receipt.lines.map(toLine) } : null,
  };
}

/** Ids of the caller's requests with a current estimate waiting for their answer (the dashboard's marker). */
export async function getRequestsAwaitingAnswer(supabase: ServerSupabase): Promise<Set<string>> {
  const { data, error } = await supabase.from("estimates").select("request_id").eq("status", "sent").is("superseded_at", null);
  if (error) return new Set();
  return new Set(data.map((row) => row.request_id));
}
