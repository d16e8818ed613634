import "server-only";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { ADMIN_PAGE_SIZE, type RequestQueue } from "@/lib/rules/admin-filters";
import type { RequestStatus } from "@/lib/rules/business-rules";
import { isUuid } from "@/lib/rules/uuid";
import type { StaffClient } from "./require-staff";

/** A service request as the console lists it: the row plus who filed it. */
export interface AdminRequest {
  id: string;
  user_id: string;
  /** The number in its reference, "R-1042" (lib/rules/request-reference.ts). */
  reference: number;
  title: string;
  description: string;
  service_type: string;
  status: string;
  /** The assigned technician's name (kept by the database from technician_id), null when unassigned. */
  technician: string | null;
  /** The assigned technician's account, from the staff list; null when unassigned. */
  technician_id?: string | null;
  created_at: string;
  updated_at: string;
  customer_name: string | null;
  customer_email: string | null;
  /** In the list: customer messages this staff member has not read yet. */
  unread?: number;
  /** In the list: an open appointment of the request needs a call (a closure covers it). */
  needs_call?: boolean;
  /** Its open visits (pending or checked in), soonest first: closing the request settles them, so the confirm dialogs list them. */
  open_visits?: OpenVisit[];
}

/** A visit still open on a request. */
export interface OpenVisit {
  id: string;
  service_name: string;
  appointment_date: string;
  status: string;
}

/** `requests` with their open visits and their technician's id, read in two parallel queries (staff read every row). */
async function withOpenVisits<R extends AdminRequest>(supabase: StaffClient, requests: R[]): Promise<R[]> {
  if (requests.length === 0) return requests;
  const ids = requests.map((r) => r.id);
  const [{ data, error }, assigned] = await Promise.all([
    supabase
      .from("appointments")
      .select("id, service_request_id, service_name, appointment_date, status")
      .in("service_request_id", ids)
      .in("status", ["pending", "in_progress"])
      .order("appointment_date"),
    supabase.from("service_requests").select("id, technician_id").in("id", ids).not("technician_id", "is", null),
  ]);
  if (error) console.error("Error reading the requests' open visits:", error.message);
  if (assigned.error) console.error("Error reading the requests' technicians:", assigned.error.message);
  const visits = data ?? [];
  const technicians = new Map((assigned.data ?? []).map((row) => [row.id, row.technician_id]));
  return requests.map((request) => ({
    ...request,
    technician_id: technicians.get(request.id) ?? null,
    open_visits: visits
      .filter((visit) => visit.service_request_id === request.id)
      .map(({ id, service_name, appointment_date, status }) => ({ id, service_name, appointment_date, status })),
  }));
}

export type AdminRequestPage = { ok: true; requests: AdminRequest[]; hasMore: boolean } | { ok: false };

/** What the requests list is narrowed to (`?status=`, `?q=`, `?unread=1`, `?needsCall=1`, `?queue=`). */
export interface RequestFilters {
  status: RequestStatus | null;
  query: string | null;
  unread: boolean;
  needsCall: boolean;
  queue: RequestQueue | null;
}

/**
 * Every customer's requests that match `filters`, newest first, one page at
 * a time. admin_search_requests refuses anyone but staff.
 */
export async function getAdminRequests(supabase: StaffClient, filters: RequestFilters, page: number): Promise<AdminRequestPage> {
  const offset = (page - 1) * ADMIN_PAGE_SIZE;
  // One row more than a page tells whether another page follows.
  const { data, error } = await supabase
    .rpc("admin_search_requests", {
      p_status: filters.status ?? undefined,
      p_query: filters.query ?? undefined,
      p_unread: filters.unread,
      p_needs_call: filters.needsCall,
      p_queue: filters.queue ?? undefined,
    })
    .range(offset, offset + ADMIN_PAGE_SIZE);
  if (error) {
    console.error("Error fetching requests for staff:", error.message);
    return { ok: false };
  }
  return { ok: true, requests: await withOpenVisits(supabase, data.slice(0, ADMIN_PAGE_SIZE)), hasMore: data.length > ADMIN_PAGE_SIZE };
}

export type AdminRequestLookup = { kind: "found"; request: AdminRequest } | { kind: "not-found" | "load-failed" };

/** One request with who filed it, for its console page (admin_list_requests refuses anyone but staff). */
export async function getAdminRequest(supabase: StaffClient, id: string): Promise<AdminRequestLookup> {
  if (!isUuid(id)) return { kind: "not-found" };
  const { data, error } = await supabase.rpc("admin_list_requests", {}).eq("id", id).maybeSingle();
  if (error) {
    console.error("Error fetching a request for staff:", error.message);
    return { kind: "load-failed" };
  }
  return data ? { kind: "found", request: (await withOpenVisits(supabase, [data]))[0]! } : { kind: "not-found" };
}

/** Titles, statuses and references of requests linked from appointments, by id (RLS: staff read all). */
export async function getRequestSummaries(supabase: StaffClient, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { title: string; status: string; reference: number }>();
  const { data, error } = await supabase.from("service_requests").select("id, title, status, reference").in("id", unique);
  if (error) console.error("Error reading linked requests:", error.message);
  return new Map((data ?? []).map((row) => [row.id, { title: row.title, status: row.status, reference: row.reference }]));
}

/** A customer's phone and language (their profile's): the language their emails, estimate, receipt and job ticket are written in. */
export async function getCustomerContact(supabase: StaffClient, userId: string): Promise<{ phone: string | null; locale: Locale }> {
  const { data, error } = await supabase.from("profiles").select("phone, locale").eq("id", userId).maybeSingle();
  if (error) console.error("Error reading a customer's phone and language:", error.message);
  return { phone: data?.phone?.trim() || null, locale: isLocale(data?.locale) ? data.locale : routing.defaultLocale };
}

/** A visit fee still owed on a request: the receipt adds it as a line (private.visit_fee_lines). */
export interface OwedVisitFee {
  kind: string;
  service_name: string;
  appointment_date: string;
  cents: number;
}

/** The request's visit fees not waived, soonest visit first, for the receipt form's preview. */
export async function getOwedVisitFees(supabase: StaffClient, requestId: string): Promise<OwedVisitFee[]> {
  const { data, error } = await supabase
    .from("appointments")
    .select("fee_kind, fee_cents, service_name, appointment_date")
    .eq("service_request_id", requestId)
    .not("fee_cents", "is", null)
    .is("fee_waived_at", null)
    .order("appointment_date");
  if (error) console.error("Error reading a request's visit fees:", error.message);
  return (data ?? []).map((row) => ({ kind: row.fee_kind ?? "no_show", service_name: row.service_name, appointment_date: row.appointment_date, cents: Number(row.fee_cents) }));
}

/** The device a request is about, as staff complete it at drop-off; `passcode` is staff-only (public.request_passcodes). */
export interface RequestIntake {
  deviceKind: string | null;
  deviceMake: string | null;
  deviceModel: string | null;
  deviceSerial: string | null;
  deviceLeftWith: string | null;
  deviceCondition: string | null;
  deviceAccess: string | null;
  passcode: string | null;
}

/** A request's device and its sign-in passcode, read in two parallel queries (staff read both); null when the request cannot be read. */
export async function getRequestIntake(supabase: StaffClient, requestId: string): Promise<RequestIntake | null> {
  const [device, passcode] = await Promise.all([
    supabase
      .from("service_requests")
      .select("device_kind, device_make, device_model, device_serial, device_left_with, device_condition, device_access")
      .eq("id", requestId)
      .maybeSingle(),
    supabase.from("request_passcodes").select("passcode").eq("request_id", requestId).maybeSingle(),
  ]);
  if (device.error) console.error("Error reading a request's device:", device.error.message);
  if (passcode.error) console.error("Error reading a request's passcode:", passcode.error.message);
  const row = device.data;
  if (!row) return null;
  return {
    deviceKind: row.device_kind,
    deviceMake: row.device_make,
    deviceModel: row.device_model,
    deviceSerial: row.device_serial,
    deviceLeftWith: row.device_left_with,
    deviceCondition: row.device_condition,
    deviceAccess: row.device_access,
    passcode: passcode.data?.passcode ?? null,
  };
}
