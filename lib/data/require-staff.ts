import "server-only";
import { isAuthRetryableFetchError } from "@supabase/supabase-js";
import { notFound } from "next/navigation";
import { cache } from "react";
import { hasStaffRole } from "@/lib/rules/staff-role";
import { createClient } from "@/lib/supabase/server";

/**
 * The signed-in staff member and a Supabase client acting as them; else
 * `notStaff`, or `unavailable` when Auth could not be asked (network failure,
 * timeout, a 5xx), which says nothing about who is calling. Staff means a
 * verified email and the staff role both in the access token's verified
 * claims (what RLS reads) and on the account as Auth holds it now (a revoked
 * role stops here at once, not when the token expires). One lookup per
 * request: the layout, its pages, metadata and actions share it.
 */
export const getStaffCaller = cache(async () => {
  const supabase = await createClient();
  const { data: claims, error: claimsError } = await supabase.auth.getClaims();
  if (!claims && isAuthRetryableFetchError(claimsError)) return "unavailable" as const;
  if (!hasStaffRole(claims?.claims.app_metadata)) return "notStaff" as const;
  const {
    data: { user },
    error,
  } = await supabase.auth.getUser();
  if (!user) return isAuthRetryableFetchError(error) ? ("unavailable" as const) : ("notStaff" as const);
  if (!user.email_confirmed_at || user.id !== claims?.claims.sub || !hasStaffRole(user.app_metadata)) return "notStaff" as const;
  return { supabase, user };
});

/** The signed-in staff member (see getStaffCaller), or null for anyone else or when Auth cannot be asked. */
export async function getStaff() {
  const caller = await getStaffCaller();
  return typeof caller === "string" ? null : caller;
}

/**
 * For the console's layout and pages: anyone but staff gets the 404 page, so
 * a customer has no hint that /admin exists. A signed-out visitor never gets
 * here: the proxy sends them to sign in first (lib/proxy/protected-routes.ts).
 */
export async function requireStaff() {
  const staff = await getStaff();
  if (!staff) notFound();
  return staff;
}

export type StaffClient = NonNullable<Awaited<ReturnType<typeof getStaff>>>["supabase"];
