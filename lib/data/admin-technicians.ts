import "server-only";
import type { TechnicianColour } from "@/lib/rules/business-rules";
import type { StaffClient } from "./require-staff";

/** A staff member on the technician list: their account's id, display name and colour. */
export interface Technician {
  id: string;
  name: string;
  colour: TechnicianColour;
}

/** Every technician, by name (staff_profiles: RLS shows it to staff only); empty when it cannot be read. */
export async function getTechnicians(supabase: StaffClient): Promise<Technician[]> {
  const { data, error } = await supabase.from("staff_profiles").select("user_id, display_name, colour").order("display_name");
  if (error) {
    console.error("Error reading technicians:", error.message);
    return [];
  }
  return data.map((row) => ({ id: row.user_id, name: row.display_name, colour: row.colour as TechnicianColour }));
}

/** The signed-in staff member as a technician: their profile (null before they save one) and when their feed was made (null for none). */
export type OwnTechnician = { ok: true; profile: Technician | null; feedCreatedAt: string | null } | { ok: false };

export async function getOwnTechnician(supabase: StaffClient, userId: string): Promise<OwnTechnician> {
  const [profile, feed] = await Promise.all([
    supabase.from("staff_profiles").select("user_id, display_name, colour").eq("user_id", userId).maybeSingle(),
    supabase.from("calendar_feeds").select("created_at").eq("user_id", userId).maybeSingle(),
  ]);
  if (profile.error || feed.error) {
    console.error("Error reading the technician profile:", (profile.error ?? feed.error)!.message);
    return { ok: false };
  }
  return {
    ok: true,
    profile: profile.data ? { id: profile.data.user_id, name: profile.data.display_name, colour: profile.data.colour as TechnicianColour } : null,
    feedCreatedAt: feed.data?.created_at ?? null,
  };
}
