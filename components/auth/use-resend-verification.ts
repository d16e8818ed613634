"use client";

import { useLocale } from "next-intl";
import { useRef, useState } from "react";
import { localizePath } from "@/i18n/locale-from-path";
import type { Locale } from "@/i18n/routing";
import { createClient } from "@/lib/supabase/client";

/** Where confirmation links land: /verify-email in the visitor's language on this site. */
export function useVerifyEmailUrl() {
  const locale = useLocale() as Locale;
  return () => `${window.location.origin}${localizePath(locale, "/verify-email")}`;
}

/**
 * Resends the sign-up confirmation (resend, type signup) from the
 * browser, so Supabase's per-IP limits count the visitor, not our server.
 * `busy` is true while a request runs; a second click meanwhile is ignored.
 */
export function useResendVerification() {
  const verifyUrl = useVerifyEmailUrl();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const resend = async (email: string) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const { error } = await createClient().auth.resend({ type: "signup", email, options: { emailRedirectTo: verifyUrl() } });
      return error ?? null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { resend, busy };
}
