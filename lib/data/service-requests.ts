import "server-only";
import { isUuid } from "@/lib/rules/uuid";
import type { ServerSupabase } from "@/lib/supabase/server";
import { getRequestsAwaitingAnswer } from "./estimates";
import { getUnreadCounts } from "./request-thread";

/** A service request as its owner sees it (its stored fields, plus the technician staff assign). */
export interface ServiceRequest {
  id: string;
  user_id: string;
  /** The number in its reference, "R-1042" (lib/rules/request-reference.ts); assigned by the database. */
  reference: number;
  title: string;
  description: string;
  service_type: string;
  status: string;
  technician: string | null;
  created_at: string;
  updated_at: string | null;
  /** In the requests list: replies from the shop the user has not read yet (request_unread_counts). */
  unread?: number;
  /** In the requests list: its current estimate waits for the owner's answer (components/estimates). */
  awaitingEstimate?: boolean;
  /** In the history: the total of the request's receipt, or null when it was completed without one. */
  receiptTotalCents?: number | null;
}

/** The device recorded with a request (docs/product.md#service-requests); each detail null when unknown. Never its passcode. */
export interface RequestDevice {
  device_kind: string | null;
  device_make: string | null;
  device_model: string | null;
  device_serial: string | null;
  device_left_with: string | null;
  device_condition: string | null;
}

export type RequestList = { ok: true; requests: ServiceRequest[] } | { ok: false };

const columns = "id, user_id, reference, title, description, service_type, status, technician, created_at, updated_at";
/** The detail screen's: the list's, and the device. */
const detailColumns = `${columns}, device_kind, device_make, device_model, device_serial, device_left_with, device_condition` as const;

/** The user's requests, newest first, each with its count of unread replies. */
export async function getMyRequests(supabase: ServerSupabase, userId: string): Promise<RequestList> {
  const [{ data, error }, unread, awaiting] = await Promise.all([
    supabase.from("service_requests").select(columns).eq("user_id", userId).order("created_at", { ascending: false }),
    getUnreadCounts(supabase),
    getRequestsAwaitingAnswer(supabase),
  ]);
  if (error) {
    console.error("Error fetching requests:", error.message);
    return { ok: false };
  }
  return {
    ok: true,
    requests: data.map((request) => ({ ...request, unread: unread.get(request.id) ?? 0, awaitingEstimate: awaiting.has(request.id) })),
  };
}

/** The user's completed requests, most recently completed first, each with its receipt's total (history). */
export async function getCompletedRequests(supabase: ServerSupabase, userId: string): Promise<RequestList> {
  const { data, error } = await supabase
    .from("service_requests")
    .select(columns)
    .eq("user_id", userId)
    .eq("status", "completed")
    .order("updated_at", { ascending: false });
  if (error) {
    console.error("Error fetching service history:", error.message);
    return { ok: false };
  }
  if (data.length === 0) return { ok: true, requests: data };
  const receipts = await supabase.from("receipts").select("request_id, total_cents").in("request_id", data.map((request) => request.id));
  if (receipts.error) {
    console.error("Error fetching receipts:", receipts.error.message);
    return { ok: false };
  }
  const totals = new Map(receipts.data.map((receipt) => [receipt.request_id, receipt.total_cents]));
  return { ok: true, requests: data.map((request) => ({ ...request, receiptTotalCents: totals.get(request.id) ?? null })) };
}

export type RequestLookup =
  | { kind: "found"; request: ServiceRequest & RequestDevice }
  | { kind: "missing-id" | "not-found" | "access-denied" | "load-failed" };

/**
 * One request for the detail screen. RLS hides other people's rows,
 * so a missing row is told apart with `service_request_exists`, which answers
 * only yes or no. A row that is visible but not the user's (staff can read
 * every request) is denied too: the screen is the owner's view.
 */
export async function getRequestForOwner(supabase: ServerSupabase, userId: string, id: string): Promise<RequestLookup> {
  const requestId = id.trim();
  if (!requestId) return { kind: "missing-id" };
  if (!isUuid(requestId)) return { kind: "not-found" };
  const { data, error } = await supabase.from("service_requests").select(detailColumns).eq("id", requestId).maybeSingle();
  if (error) {
    console.error("Error fetching service request:", error.message);
    return { kind: "load-failed" };
  }
  if (data) return data.user_id === userId ? { kind: "found", request: data } : { kind: "access-denied" };
  const exists = await supabase.rpc("service_request_exists", { p_request_id: requestId });
  if (exists.error) {
    console.error("Error checking service request:", exists.error.message);
    return { kind: "load-failed" };
  }
  return { kind: exists.data ? "access-denied" : "not-found" };
}
