import { startSession } from "@/lib/actions/start-session";
import type { AuthFailure } from "@/lib/rules/auth-errors";
import { createClient } from "@/lib/supabase/client";

/**
 * Signs in from the browser (Supabase Auth's per-IP limits count the
 * visitor) and hands the session to the server, which keeps it in HttpOnly
 * cookies. Null when signed in; otherwise Auth's failure
 * (`email_not_confirmed` for an address not yet confirmed).
 */
export async function signInWithPassword(email: string, password: string): Promise<AuthFailure | null> {
  const { data, error } = await createClient().auth.signInWithPassword({ email, password });
  if (error) return { code: error.code, message: error.message };
  const stored = await startSession(data.session).catch(() => ({ ok: false as const, code: undefined }));
  return stored.ok ? null : { code: stored.code };
}
