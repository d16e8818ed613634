"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { createClient } from "@/lib/supabase/server";

/**
 * Ends the session on the server: Auth's logout revokes the refresh token and
 * the Supabase client clears the session cookies in this response, so the
 * browser needs no Supabase code to sign out. Takes no input; open to anyone
 * (signing out without a session does nothing).
 */
export const signOut: ServerAction<[], void> = defineAction({
  access: "anyone",
  args: () => undefined,
  handler: async () => {
    const supabase = await createClient();
    await supabase.auth.signOut();
  },
});
