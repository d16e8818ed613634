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
  lines: DocumentLine[];
}

/** A request's estimates (newest version first) and its receipt, as RLS lets the caller see them: a customer never gets a draft. */
export type RequestDocuments = { ok: true; estimates: Estimate[]; receipt: Receipt | null } | { ok: false };

const lineColumns = "kind, description, quantity, unit_price_cents, line_total_cents, position";
type StoredLine = DocumentLine & { position: number };
const toLine = ({ kind, description, quantity, unit_price_cents, line_total_cents }: StoredLine): DocumentLine => ({
  kind,
  description,
  quantity: Number(quantity),
  unit_price_cents,
  line_total_cents,
});

export async function getRequestDocuments(supabase: ServerSupabase, requestId: string): Promise<RequestDocuments> {
  const [estimates, receipts] = await Promise.all([
    supabase
      .from("estimates")
      .select(
        "id, request_id, version, status, note, valid_until, tax_rate_bps, discount_cents, subtotal_cents, tax_cents, total_cents, sent_at, superseded_at, answered_at, answered_by, approved_total_cents, decline_reason",
      )
      .eq("request_id", requestId)
      .order("version", { ascending: false }),
    supabase
      .from("receipts")
      .select("id, request_id, estimate_id, payment_method, paid_on, tax_rate_bps, discount_cents, subtotal_cents, tax_cents, total_cents, created_at")
      .eq("request_id", requestId)
      .maybeSingle(),
  ]);
  if (estimates.error || receipts.error) {
    console.error("Error fetching estimates:", (estimates.error ?? receipts.error)!.message);
    return { ok: false };
  }
  const estimateIds = estimates.data.map((e) => e.id);
  const [estimateLines, receiptLines] = await Promise.all([
    estimateIds.length
      ? supabase.from("estimate_items").select(`estimate_id, ${lineColumns}`).in("estimate_id", estimateIds).order("position")
      : Promise.resolve({ data: [], error: null }),
    receipts.data
      ? supabase.from("receipt_items").select(`receipt_id, ${lineColumns}`).eq("receipt_id", receipts.data.id).order("position")
      : Promise.resolve({ data: [], error: null }),
  ]);
  if (estimateLines.error || receiptLines.error) {
    console.error("Error fetching estimate lines:", (estimateLines.error ?? receiptLines.error)!.message);
    return { ok: false };
  }
  return {
    ok: true,
    estimates: estimates.data.map((e) => ({
      ...e,
      status: e.status as EstimateStatus,
      lines: (estimateLines.data as (StoredLine & { estimate_id: string })[]).filter((l) => l.estimate_id === e.id).map(toLine),
    })),
    receipt: receipts.data
      ? {
          ...receipts.data,
          payment_method: receipts.data.payment_method as PaymentMethod,
          lines: (receiptLines.data as StoredLine[]).map(toLine),
        }
      : null,
  };
}

/** Ids of the caller's requests with a current estimate waiting for their answer (the dashboard's marker). */
export async function getRequestsAwaitingAnswer(supabase: ServerSupabase): Promise<Set<string>> {
  const { data, error } = await supabase.from("estimates").select("request_id").eq("status", "sent").is("superseded_at", null);
  if (error) return new Set();
  return new Set(data.map((row) => row.request_id));
}
