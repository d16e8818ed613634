import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { hasStaffRole } from "@/lib/admin/staff";
import { createClient } from "@/lib/supabase/server";

/**
 * The signed-in staff member and a Supabase client acting as them, or null.
 * Staff means a verified email and the staff role both in the access token's
 * verified claims (what RLS reads) and on the account as Auth holds it now
 * (a revoked role stops here at once, not when the token expires). One
 * lookup per request: the layout, its pages and metadata share it.
 */
export const getStaff = cache(async () => {
  const supabase = await createClient();
  const { data: claims } = await supabase.auth.getClaims();
  if (!hasStaffRole(claims?.claims.app_metadata)) return null;
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at || user.id !== claims?.claims.sub || !hasStaffRole(user.app_metadata)) return null;
  return { supabase, user };
});

/** For the console's layout and pages: anyone but staff gets the 404 page, with no hint that /admin exists. */
export async function requireStaff() {
  const staff = await getStaff();
  if (!staff) notFound();
  return staff;
}

export type StaffClient = NonNullable<Awaited<ReturnType<typeof getStaff>>>["supabase"];
