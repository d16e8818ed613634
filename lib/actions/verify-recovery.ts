"use server";

import { createClient } from "@/lib/supabase/server";
import { tokenHashSchema } from "@/lib/validation/auth";

/**
 * Opens the recovery session from the reset email's token hash (verifyOtp,
 * type recovery) and stores it in the session cookies, which the reset
 * action then acts with. False for a missing, used or expired token.
 */
export async function verifyRecovery(token: unknown): Promise<boolean> {
  const parsed = tokenHashSchema.safeParse(token);
  if (!parsed.success) return false;
  const supabase = await createClient();
  const { error } = await supabase.auth.verifyOtp({ token_hash: parsed.data, type: "recovery" });
  return !error;
}
