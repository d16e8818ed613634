import "server-only";
import { SERVICE_COLUMNS, serviceFromRow, type BookableService } from "@/lib/rules/booking-services";
import type { StaffClient } from "./require-staff";

/** A bookable service as the console edits it: the row, with whether it is offered and its place in the list. */
export type AdminService = BookableService & { active: boolean; sortOrder: number };

export type AdminServiceList = { ok: true; services: AdminService[] } | { ok: false };

/** Every bookable service, active or not, in the shop's order (sort_order, then id). RLS shows inactive rows to staff only. */
export async function getAdminServices(supabase: StaffClient): Promise<AdminServiceList> {
  const { data, error } = await supabase
    .from("services")
    .select(`${SERVICE_COLUMNS}, active, sort_order`)
    .order("sort_order")
    .order("id");
  if (error) {
    console.error("Error fetching services:", error.message);
    return { ok: false };
  }
  return { ok: true, services: data.map((row) => ({ ...serviceFromRow(row), active: row.active, sortOrder: row.sort_order })) };
}
