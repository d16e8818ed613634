"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { createClient } from "@/lib/supabase/server";
import { tokenHashSchema } from "@/lib/validation/auth";

/**
 * Opens the recovery session from the reset email's token hash (verifyOtp,
 * type recovery) and stores it in the session cookies, which the reset
 * action then acts with. False for a missing, used or expired token.
 */
export const verifyRecovery: ServerAction<[token: unknown], boolean> = defineAction({
  access: "anyone",
  input: tokenHashSchema,
  invalid: () => false,
  handler: async (token) => {
    const supabase = await createClient();
    const { error } = await supabase.auth.verifyOtp({ token_hash: token, type: "recovery" });
    return !error;
  },
});
