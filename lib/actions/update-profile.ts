"use server";

import { defineAction, firstIssueKey, type ServerAction } from "@/lib/actions/define-action";
import { profileSchema, type ProfileErrorKey } from "@/lib/validation/profile";

export type UpdateProfileError = ProfileErrorKey | "authRequired" | "failed";
export type UpdateProfileResult = { ok: true } | { ok: false; error: UpdateProfileError };

/**
 * Saves the signed-in, verified user's full name, phone and the
 * language of their emails (the site's, in the profile, and Supabase Auth's,
 * in the account's metadata, where `locale_chosen` records that it was chosen:
 * lib/data/follow-page-language.ts). The row is the session's user, never an id from
 * the browser; an empty phone clears it.
 */
export const updateProfile: ServerAction<[input: unknown], UpdateProfileResult> = defineAction({
  access: "customer",
  input: profileSchema,
  invalid: (issues) => ({ ok: false, error: firstIssueKey<ProfileErrorKey>(issues) }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ fullName, phone, locale }, { supabase, user }) => {
    const { data, error } = await supabase
      .from("profiles")
      .update({ full_name: fullName, phone: phone || null, locale, updated_at: new Date().toISOString() })
      .eq("id", user.id)
      .select("id");
    if (error || !data?.length) {
      console.error("Error updating profile:", error?.message ?? "no profile row");
      return { ok: false, error: "failed" };
    }
    // Supabase Auth's own emails (password reset, reauthentication) take their language from the account's
    // metadata; saving the form is a choice of the language it shows, which stops it following the pages'.
    if (user.user_metadata?.locale !== locale || user.user_metadata?.locale_chosen !== true) {
      const { error: authError } = await supabase.auth.updateUser({ data: { locale, locale_chosen: true } });
      if (authError) console.error("Could not set the account's email language:", authError.message);
    }
    return { ok: true };
  },
});
