import "server-only";
import type { AppointmentStatus } from "@/lib/rules/business-rules";
import type { Functions } from "@/lib/supabase/database.narrow";
import { serviceKeys, type Appointment } from "./appointments";
import type { StaffClient } from "./require-staff";
import { getRequestSummaries } from "./admin-requests";

/** An appointment as the console shows it: the row, its customer, and its linked request. */
export interface AdminAppointment extends Omit<Appointment, "late_cancellation" | "fee"> {
  /** The customer's account: their record is /admin/customers/{user_id}. */
  user_id: string;
  issue_description: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  /** A closure added after booking covers it: the shop must call the customer. */
  needs_call: boolean;
  /** Staff booked it for the customer (taken by phone). */
  booked_by_staff: boolean;
  request: { id: string; title: string; status: string; reference: number } | null;
  /** The technician assigned, from the staff list (lib/data/admin-technicians.ts); null when unassigned. */
  technician_id: string | null;
  /** The policy's fee, when it is a no-show or a late cancellation of a priced service (docs/scheduling.md#no-shows-and-fees). */
  fee: VisitFee | null;
  /** Booked for a request whose estimate was approved: covered by it, so a no-show carries no fee (docs/product.md#what-each-price-is). */
  covered: boolean;
}

/** A no-show's or late cancellation's fee, and its waiver. */
export interface VisitFee {
  kind: "no_show" | "late_cancellation";
  cents: number;
  waived_reason: string | null;
}

export type AdminAppointmentList = { ok: true; appointments: AdminAppointment[] } | { ok: false };

/** A listed visit's fee: set when it became a no-show or a late cancellation of a priced service. */
function feeOf(row: { fee_kind: string | null; fee_cents: number | null; fee_waiver_reason: string | null }): VisitFee | null {
  if (row.fee_cents === null || (row.fee_kind !== "no_show" && row.fee_kind !== "late_cancellation")) return null;
  return { kind: row.fee_kind, cents: Number(row.fee_cents), waived_reason: row.fee_waiver_reason };
}

/** Open appointments: what "upcoming" lists. */
const OPEN = ["pending", "in_progress"];

/** Upcoming appointments shown at most. */
export const UPCOMING_LIMIT = 50;

/** Appointments starting in [from, to), soonest first, optionally only `statuses` (admin_list_appointments: staff only). */
export function getAppointmentsBetween(supabase: StaffClient, from: string, to: string, statuses?: readonly AppointmentStatus[]) {
  const rows = supabase.rpc("admin_list_appointments", { p_from: from, p_to: to });
  return load(supabase, statuses ? rows.in("status", statuses) : rows);
}

/** Appointments matching the console's search and filters (admin_search_appointments: staff only), soonest first, at most SEARCH_LIMIT. */
export function searchAppointments(supabase: StaffClient, filters: { query: string | null; status: string | null; needsCall: boolean }) {
  return load(
    supabase,
    supabase.rpc("admin_search_appointments", { p_query: filters.query ?? undefined, p_status: filters.status ?? undefined, p_needs_call: filters.needsCall }).limit(SEARCH_LIMIT),
  );
}

/** Search results shown at most. */
export const SEARCH_LIMIT = 100;

/** Open appointments from `now` on, soonest first. */
export function getUpcomingAppointments(supabase: StaffClient, now: string) {
  return load(supabase, supabase.rpc("admin_list_appointments", { p_from: now }).in("status", OPEN).limit(UPCOMING_LIMIT));
}

type Rows = PromiseLike<{ data: Functions<"admin_list_appointments" | "admin_search_appointments">["Returns"] | null; error: { message: string } | null }>;

async function load(supabase: StaffClient, query: Rows): Promise<AdminAppointmentList> {
  const [{ data, error }, keys] = await Promise.all([query, serviceKeys(supabase)]);
  if (error || !data) {
    console.error("Error fetching appointments for staff:", error?.message);
    return { ok: false };
  }
  const requests = await getRequestSummaries(supabase, data.flatMap((row) => (row.service_request_id ? [row.service_request_id] : [])));
  return {
    ok: true,
    appointments: data.map((row) => {
      const request = row.service_request_id ? requests.get(row.service_request_id) : undefined;
      return {
        id: row.id,
        user_id: row.user_id,
        service_name: row.service_name,
        service_key: keys.get(row.service_id) ?? null,
        appointment_date: row.appointment_date,
        duration: row.duration,
        status: row.status,
        issue_description: row.issue_description,
        customer_name: row.customer_name,
        customer_email: row.customer_email,
        customer_phone: row.customer_phone,
        needs_call: row.needs_call,
        booked_by_staff: row.booked_by_staff,
        request: request && row.service_request_id ? { id: row.service_request_id, ...request } : null,
        // A cancelled visit has no block and no technician to show.
        technician_id: row.status === "cancelled" ? null : row.technician_id,
        covered: row.status !== "cancelled" && row.covered_by_estimate_id !== null,
        fee: row.status === "no_show" || row.status === "cancelled" ? feeOf(row) : null,
      };
    }),
  };
}
