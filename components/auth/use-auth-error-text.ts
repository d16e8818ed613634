"use client";

import { useLocale, useTranslations } from "next-intl";
import { knownAuthError, type AuthFailure } from "@/lib/rules/auth-errors";

/**
 * The text for a failed Supabase Auth call: our translation for the codes we
 * know; otherwise Supabase's own message on the English site and
 * `fallback` on the Spanish one, which must never show English.
 */
export function useAuthErrorText() {
  const t = useTranslations("AuthErrors");
  const locale = useLocale();
  return (failure: AuthFailure | null | undefined, fallback: string) => {
    const known = knownAuthError(failure?.code);
    if (known) return t(known);
    return locale === "en" && failure?.message ? failure.message : fallback;
  };
}
