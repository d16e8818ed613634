"use server";

import { createClient } from "@/lib/supabase/server";

/**
 * Ends the session on the server: Auth's logout revokes the refresh token and
 * the Supabase client clears the session cookies in this response, so the
 * browser needs no Supabase code to sign out.
 */
export async function signOut() {
  const supabase = await createClient();
  await supabase.auth.signOut();
}
