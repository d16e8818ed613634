"use client";

import { useLocale } from "next-intl";
import { localizePath } from "@/i18n/locale-from-path";
import type { Locale } from "@/i18n/routing";
import { createClient } from "@/lib/supabase/client";

/** Where email links land: /verify-email in the visitor's language on this site. */
export function useVerifyEmailUrl() {
  const locale = useLocale() as Locale;
  return () => `${window.location.origin}${localizePath(locale, "/verify-email")}`;
}

/** Resends the sign-up confirmation (spec §7: resend type signup). */
export function useResendVerification() {
  const verifyUrl = useVerifyEmailUrl();
  return async (email: string) => {
    const { error } = await createClient().auth.resend({ type: "signup", email, options: { emailRedirectTo: verifyUrl() } });
    return error;
  };
}
