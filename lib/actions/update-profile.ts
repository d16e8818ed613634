"use server";

import { createClient } from "@/lib/supabase/server";
import { profileSchema, type ProfileErrorKey } from "@/lib/validation/profile";

export type UpdateProfileError = ProfileErrorKey | "usernameTaken" | "authRequired" | "failed";
export type UpdateProfileResult = { ok: true } | { ok: false; error: UpdateProfileError };

/** Postgres unique_violation: profiles.username is unique, ignoring case. */
const UNIQUE_VIOLATION = "23505";

/**
 * Saves the signed-in user's full name and username. The row is the
 * session's user, never an id from the browser; an empty username clears it.
 */
export async function updateProfile(input: unknown): Promise<UpdateProfileResult> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message as ProfileErrorKey };

  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at) return { ok: false, error: "authRequired" };

  const { fullName, username } = parsed.data;
  const { data, error } = await supabase
    .from("profiles")
    .update({ full_name: fullName, username: username || null, updated_at: new Date().toISOString() })
    .eq("id", user.id)
    .select("id");
  if (error?.code === UNIQUE_VIOLATION) return { ok: false, error: "usernameTaken" };
  if (error || !data?.length) {
    console.error("Error updating profile:", error?.message ?? "no profile row");
    return { ok: false, error: "failed" };
  }
  return { ok: true };
}
