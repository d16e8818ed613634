import "server-only";
import type { StaffClient } from "./require-staff";

/** One status change on a request's activity list: the request's own, or one of its appointments'. */
export interface ActivityEntry {
  id: number;
  from: string;
  to: string;
  at: string;
  by: string | null;
  byStaff: boolean;
  /** Set when the change was to an appointment of the request: which one. */
  appointment: { service: string; startsAt: string } | null;
}

export type ActivityLoad = { ok: true; entries: ActivityEntry[] } | { ok: false };

/**
 * Every status change of a request and of its appointments, newest first
 * (public.status_changes, written by triggers; RLS lets only staff read it).
 */
export async function getRequestActivity(supabase: StaffClient, requestId: string): Promise<ActivityLoad> {
  const appointments = await supabase.from("appointments").select("id, service_name, appointment_date").eq("service_request_id", requestId);
  if (appointments.error) {
    console.error("Error reading a request's appointments:", appointments.error.message);
    return { ok: false };
  }
  const byId = new Map(appointments.data.map((row) => [row.id, { service: row.service_name, startsAt: row.appointment_date }]));
  const columns = "id, request_id, appointment_id, from_status, to_status, changed_at, changed_by_name, changed_by_staff";
  const [own, theirs] = await Promise.all([
    supabase.from("status_changes").select(columns).eq("request_id", requestId),
    byId.size > 0 ? supabase.from("status_changes").select(columns).in("appointment_id", [...byId.keys()]) : Promise.resolve({ data: [], error: null }),
  ]);
  if (own.error || theirs.error) {
    console.error("Error reading a request's activity:", (own.error ?? theirs.error)!.message);
    return { ok: false };
  }
  const entries = [...own.data, ...(theirs.data ?? [])]
    .map((row) => ({
      id: row.id,
      from: row.from_status,
      to: row.to_status,
      at: row.changed_at,
      by: row.changed_by_name,
      byStaff: row.changed_by_staff,
      appointment: row.appointment_id ? (byId.get(row.appointment_id) ?? null) : null,
    }))
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return { ok: true, entries };
}
