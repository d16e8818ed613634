import "server-only";
import type { ServerSupabase } from "@/lib/supabase/server";

/**
 * An appointment as the dashboard shows it (its stored fields, plus the late-cancellation
 * flag). `service_key` is the service's translation key, when it has one;
 * `service_slug` names the service to book it again (`/book-appointment?service=`).
 */
export interface Appointment {
  id: string;
  service_name: string;
  service_key: string | null;
  /** Set in the customer's own list (getMyAppointments). */
  service_slug?: string | null;
  appointment_date: string;
  duration: number;
  status: string;
  late_cancellation: boolean;
  /** The shop closed that day after it was booked: move it or call. */
  needs_call: boolean;
  /** Settled when its request closed (the request's email said so). */
  closed_with_request?: boolean;
  /** A no-show's or late cancellation's fee, in cents, and whether staff waived it. */
  fee?: { kind: string; cents: number; waived: boolean } | null;
  /**
   * Booked for a request whose estimate was approved: that estimate's total,
   * which covers the visit (no price, no fee; docs/product.md#what-each-price-is).
   * Null for a visit with its own price; absent where it is not read.
   */
  covered_total_cents?: number | null;
}

export type AppointmentList = { ok: true; appointments: Appointment[] } | { ok: false };

type AppointmentRow = Omit<Appointment, "service_key" | "service_slug" | "fee" | "covered_total_cents"> & {
  service_id: number;
  covered_by_estimate_id: string | null;
  fee_kind: string | null;
  fee_cents: number | null;
  fee_waived_at: string | null;
};

const columns =
  "id, service_id, service_name, appointment_date, duration, status, late_cancellation, needs_call, closed_with_request, fee_kind, fee_cents, fee_waived_at, covered_by_estimate_id";

const pick = (services: ServiceDirectory, covered: Map<string, number>) => (row: AppointmentRow): Appointment => ({
  id: row.id,
  service_name: row.service_name,
  service_key: services.keys.get(row.service_id) ?? null,
  service_slug: services.slugs.get(row.service_id) ?? null,
  appointment_date: row.appointment_date,
  duration: row.duration,
  status: row.status,
  late_cancellation: Boolean(row.late_cancellation),
  needs_call: Boolean(row.needs_call),
  closed_with_request: Boolean(row.closed_with_request),
  fee: row.fee_kind && row.fee_cents !== null ? { kind: row.fee_kind, cents: Number(row.fee_cents), waived: row.fee_waived_at !== null } : null,
  covered_total_cents: row.covered_by_estimate_id ? (covered.get(row.covered_by_estimate_id) ?? null) : null,
});

/** The approved totals of the estimates covering `rows`' visits, by estimate id; empty when none (or unreadable). */
async function coveringTotals(supabase: ServerSupabase, rows: AppointmentRow[]): Promise<Map<string, number>> {
  const ids = [...new Set(rows.flatMap((row) => (row.covered_by_estimate_id ? [row.covered_by_estimate_id] : [])))];
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.from("estimates").select("id, approved_total_cents").in("id", ids);
  if (error) console.error("Error reading the estimates covering visits:", error.message);
  return new Map((data ?? []).flatMap((e) => (e.approved_total_cents === null ? [] : [[e.id, Number(e.approved_total_cents)] as const])));
}

const byDate = (a: Appointment, b: Appointment) => a.appointment_date.localeCompare(b.appointment_date);

/**
 * The user's appointments, earliest first, read in this order:
 * `check_table_exists`, then `get_user_appointments`, then a plain select.
 * Failures are logged and reported as `ok: false` so the page can say the
 * list is unavailable instead of claiming there are no appointments.
 */
export async function getMyAppointments(supabase: ServerSupabase, userId: string): Promise<AppointmentList> {
  const probe = await supabase.rpc("check_table_exists", { p_table_name: "appointments" });
  if (probe.error) {
    console.error("Error checking the appointments table:", probe.error.message);
    return { ok: false };
  }
  if (!probe.data) return { ok: true, appointments: [] };

  const [viaRpc, services] = await Promise.all([
    supabase.rpc("get_user_appointments", { user_id: userId }),
    serviceDirectory(supabase),
  ]);
  if (!viaRpc.error && viaRpc.data) {
    const rows = viaRpc.data as AppointmentRow[];
    return { ok: true, appointments: rows.map(pick(services, await coveringTotals(supabase, rows))).sort(byDate) };
  }
  console.error("get_user_appointments failed, reading the table:", viaRpc.error?.message);

  const { data, error } = await supabase
    .from("appointments")
    .select(columns)
    .eq("user_id", userId)
    .order("appointment_date", { ascending: true });
  if (error) {
    console.error("Error fetching appointments:", error.message);
    return { ok: false };
  }
  return { ok: true, appointments: data.map(pick(services, await coveringTotals(supabase, data))) };
}

interface ServiceDirectory {
  keys: Map<number, string>;
  slugs: Map<number, string>;
}

/** Service id -> translation key (names in the active language) and slug (booking it again); empty when unreadable. */
async function serviceDirectory(supabase: ServerSupabase): Promise<ServiceDirectory> {
  const { data, error } = await supabase.from("services").select("id, translation_key, slug");
  if (error) console.error("Error reading service names:", error.message);
  const rows = data ?? [];
  return {
    keys: new Map(rows.flatMap((s) => (s.translation_key ? [[s.id, s.translation_key] as const] : []))),
    slugs: new Map(rows.map((s) => [s.id, s.slug] as const)),
  };
}

/** Service id -> translation key, so names show in the active language; empty when unreadable. */
export async function serviceKeys(supabase: ServerSupabase) {
  return (await serviceDirectory(supabase)).keys;
}
