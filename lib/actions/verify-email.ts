"use server";

import type { AuthFailure } from "@/lib/auth-errors";
import { createClient } from "@/lib/supabase/server";
import { tokenHashSchema } from "@/lib/validation/auth";

export type VerifyEmailResult = { ok: true } | ({ ok: false; error: "invalidLink" | "failed" } & AuthFailure);

/**
 * Confirms a sign-up from the emailed token hash (spec §7: verifyOtp with
 * token_hash and type email). A server action rather than page rendering:
 * only actions may set the new session's cookies, and a link scanner that
 * merely fetches the URL does not spend the one-time token.
 */
export async function verifyEmail(token: unknown): Promise<VerifyEmailResult> {
  const parsed = tokenHashSchema.safeParse(token);
  if (!parsed.success) return { ok: false, error: "invalidLink" };
  const supabase = await createClient();
  const { error } = await supabase.auth.verifyOtp({ token_hash: parsed.data, type: "email" });
  if (error) return { ok: false, error: "failed", code: error.code, message: error.message };
  return { ok: true };
}
