"use server";

import { localizePath } from "@/i18n/locale-from-path";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { PROFILE_LOCALES } from "@/lib/rules/business-rules";
import { site } from "@/lib/site/business-profile";
import { changeEmailSchema } from "@/lib/validation/change-email";

export type ChangeEmailError = "invalidEmail" | "same" | "taken" | "tooSoon" | "authRequired" | "failed";
export type ChangeEmailResult = { ok: true; pending: string } | { ok: false; error: ChangeEmailError };

/**
 * Starts a change of the signed-in customer's email address. Supabase Auth
 * (double_confirm_changes) keeps the current address and mails a link to it
 * and to the new one; the links open /confirm-email-change in the language of
 * the customer's emails, and the change takes effect once both are confirmed
 * (lib/actions/confirm-email-change.ts). Asking again replaces the pending
 * change; Auth paces it like its other emails.
 */
export const changeEmail: ServerAction<[input: unknown], ChangeEmailResult> = defineAction({
  access: "customer",
  input: changeEmailSchema,
  invalid: () => ({ ok: false, error: "invalidEmail" }),
  denied: { ok: false, error: "authRequired" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ email }, { supabase, user }) => {
    if (email === user.email?.toLowerCase()) return { ok: false, error: "same" };
    const locale = PROFILE_LOCALES.find((known) => known === user.user_metadata?.locale) ?? "en";
    const emailRedirectTo = `${site.url}${localizePath(locale, "/confirm-email-change")}`;
    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo });
    if (!error) return { ok: true, pending: email };
    if (error.code === "email_exists") return { ok: false, error: "taken" };
    if (error.code === "over_email_send_rate_limit") return { ok: false, error: "tooSoon" };
    if (error.code === "validation_failed") return { ok: false, error: "invalidEmail" };
    console.error("Email change failed:", error.code ?? error.message);
    return { ok: false, error: "failed" };
  },
});
