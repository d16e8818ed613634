"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { safeRedirect, signInDestination } from "@/lib/rules/safe-redirect";
import { createClient } from "@/lib/supabase/client";
import type { SignUpValues } from "@/lib/validation/auth";
import { verificationEmailKey } from "@/lib/ui/verification-email-key";
import { signInWithPassword } from "./sign-in-with-password";
import { useAuthErrorText } from "./use-auth-error-text";
import { useVerifyEmailUrl } from "./use-resend-verification";

export type AuthMode = "signIn" | "signUp";

/**
 * Sign-in and sign-up with the browser client, so Supabase's per-IP limits
 * count the visitor rather than our server; a sign-in's session is handed to
 * the server (startSession), which keeps it in HttpOnly cookies. Resolves to
 * true when the page is leaving.
 */
export function useAuthSubmit(onUnverified: () => void) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const redirectParam = useSearchParams().get("redirect");
  const verifyUrl = useVerifyEmailUrl();
  const errorText = useAuthErrorText();
  const fail = (error: { code?: string; message?: string }) => {
    toast.error(t("errorTitle"), { description: errorText(error, t("errorGeneric")) });
    return false;
  };

  return async (mode: AuthMode, values: SignUpValues) => {
    const email = values.email.trim();
    if (mode === "signUp") {
      // Where the visitor was going (e.g. booking a service) waits in the account until the email is confirmed.
      const returnTo = redirectParam ? { return_to: safeRedirect(redirectParam) } : {};
      const { error } = await createClient().auth.signUp({
        email,
        password: values.password,
        options: { data: { full_name: values.fullName.trim(), locale, ...returnTo }, emailRedirectTo: verifyUrl() },
      });
      if (error) return fail(error);
      sessionStorage.setItem(verificationEmailKey, email);
      router.push("/verification-pending");
      return true;
    }
    const error = await signInWithPassword(email, values.password);
    if (error?.code === "email_not_confirmed") {
      onUnverified();
      return false;
    }
    if (error) return fail(error);
    const destination = signInDestination(redirectParam, locale);
    router.replace(destination.href, { locale: destination.locale });
    router.refresh();
    return true;
  };
}
