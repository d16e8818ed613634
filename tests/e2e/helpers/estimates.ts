import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { STAFF } from "./admin";
import { serviceClient, stackPublicKey, stackUrl } from "./supabase";

// Estimates and receipts arranged over the REST API, as staff and the
// customer would make them through the console and the request page, for
// specs that test what comes after (the PDF route, the fuzzing).

/** A line as the database functions take it. */
export type ApiLine = { kind: "labour" | "part" | "fee"; description: string; quantity: number; unitPriceCents: number };

export const DIAGNOSIS: ApiLine[] = [{ kind: "labour", description: "Diagnosis", quantity: 1, unitPriceCents: 6000 }];

/** A supabase-js client signed in with a password, as a browser would be. */
export async function signedInApi(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(stackUrl(), stackPublicKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in ${email}: ${error.message}`);
  return client;
}

export const staffApi = () => signedInApi(STAFF.email, STAFF.password);

async function rpc<T>(client: SupabaseClient, name: string, args: Record<string, unknown>) {
  const { data, error } = await client.rpc(name, args);
  if (error || !data) throw new Error(`${name}: ${error?.message}`);
  return data as T;
}

/** Staff save a draft estimate for the request; resolves to its id. */
export const draftEstimate = (staff: SupabaseClient, requestId: string, lines = DIAGNOSIS) =>
  rpc<{ id: string }>(staff, "save_estimate_draft", {
    p_request_id: requestId,
    p_items: lines,
    p_discount_cents: 0,
    p_note: null,
    p_valid_until: addDays(businessToday(), 14),
  }).then((row) => row.id);

/** Staff write and send an estimate; resolves to its id and version. */
export async function sendEstimate(staff: SupabaseClient, requestId: string, lines = DIAGNOSIS) {
  const sent = await rpc<{ id: string; version: number }>(staff, "send_estimate", { p_estimate_id: await draftEstimate(staff, requestId, lines) });
  return { id: sent.id, version: sent.version };
}

/** The customer approves the estimate they were sent. */
export const approveEstimate = (customer: SupabaseClient, estimate: { id: string; version: number }) =>
  rpc(customer, "answer_estimate", { p_estimate_id: estimate.id, p_version: estimate.version, p_approve: true, p_reason: null });

/** Staff complete the request with its receipt, paid in cash today. */
export const completeWithReceipt = (staff: SupabaseClient, requestId: string, lines = DIAGNOSIS) =>
  rpc(staff, "complete_with_receipt", { p_request_id: requestId, p_items: lines, p_discount_cents: 0, p_payment_method: "cash", p_paid_on: businessToday() });

/** Everything stored about the requests' estimates and receipts, and the requests' statuses, as the service role reads it. */
export async function documentRows(requestIds: string[]) {
  const db = serviceClient();
  const [requests, estimates, receipts] = await Promise.all([
    db.from("service_requests").select("id, status, updated_at").in("id", requestIds).order("id"),
    db.from("estimates").select("id, request_id, version, status, valid_until, total_cents, superseded_at, answered_at, updated_at").in("request_id", requestIds).order("id"),
    db.from("receipts").select("id, request_id, total_cents").in("request_id", requestIds).order("id"),
  ]);
  if (requests.error || estimates.error || receipts.error) throw new Error(`documentRows: ${(requests.error ?? estimates.error ?? receipts.error)!.message}`);
  const items = await db
    .from("estimate_items")
    .select("estimate_id, position, kind, description, quantity, unit_price_cents")
    .in("estimate_id", estimates.data.map((e) => e.id))
    .order("estimate_id")
    .order("position");
  if (items.error) throw new Error(`documentRows: ${items.error.message}`);
  return { requests: requests.data, estimates: estimates.data, items: items.data, receipts: receipts.data };
}
