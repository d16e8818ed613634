"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { createClient } from "@/lib/supabase/server";

export type StartSessionResult = { ok: true } | { ok: false; code?: string };

const tokensSchema = z.object({ access_token: z.string().min(1).max(8192), refresh_token: z.string().min(1).max(1024) });

/**
 * The second half of signing in: the browser signs in with Supabase Auth
 * (so Auth's per-IP limits count the visitor) and hands the session here,
 * which stores it in the HttpOnly session cookies no page script can read.
 * The tokens are not trusted as sent: setSession asks Auth for the user
 * behind them and stores nothing if Auth refuses. A session of an account
 * whose email is not confirmed is refused and ended. Open to `anyone`: the
 * tokens are the credential; Next's same-origin check on server actions keeps
 * another site from posting its own session into a visitor's browser.
 */
export const startSession: ServerAction<[input: unknown], StartSessionResult> = defineAction({
  access: "anyone",
  input: tokensSchema,
  invalid: () => ({ ok: false }),
  handler: async (tokens) => {
    const supabase = await createClient();
    const { data, error } = await supabase.auth.setSession(tokens);
    if (error || !data.user) return { ok: false, code: error?.code };
    if (!data.user.email_confirmed_at) {
      await supabase.auth.signOut({ scope: "local" });
      return { ok: false, code: "email_not_confirmed" };
    }
    return { ok: true };
  },
});
