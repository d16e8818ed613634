"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { createClient } from "@/lib/supabase/server";
import { passwordLinkTypeSchema, tokenHashSchema, type PasswordLinkType } from "@/lib/validation/auth";

/**
 * Opens the session of an emailed password link from its token hash
 * (verifyOtp) and stores it in the session cookies, which the reset action
 * then acts with: `recovery` (the reset email; the default) or `invite` (the
 * invitation staff send with a booking taken by phone, which also confirms
 * the address). False for a missing, used or expired token, or another type.
 */
export const verifyRecovery: ServerAction<[token: unknown, type?: PasswordLinkType], boolean> = defineAction({
  access: "anyone",
  args: (token: unknown, type: unknown = "recovery") => [token, type],
  input: z.tuple([tokenHashSchema, passwordLinkTypeSchema]),
  invalid: () => false,
  handler: async ([token, type]) => {
    const supabase = await createClient();
    const { error } = await supabase.auth.verifyOtp({ token_hash: token, type });
    return !error;
  },
});
