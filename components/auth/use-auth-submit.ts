"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { signInDestination } from "@/lib/safe-redirect";
import { createClient } from "@/lib/supabase/client";
import type { SignUpValues } from "@/lib/validation/auth";
import { verificationEmailKey } from "@/lib/verification-email-key";
import { useAuthErrorText } from "./use-auth-error-text";
import { useVerifyEmailUrl } from "./use-resend-verification";

export type AuthMode = "signIn" | "signUp";

/**
 * Sign-in and sign-up with the browser client: @supabase/ssr stores the
 * session in cookies the server reads, and Supabase's per-IP limits count the
 * visitor rather than our server. Resolves to true when the page is leaving.
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
    const supabase = createClient();
    const email = values.email.trim();
    if (mode === "signUp") {
      const { error } = await supabase.auth.signUp({
        email,
        password: values.password,
        options: { data: { full_name: values.fullName.trim(), locale }, emailRedirectTo: verifyUrl() },
      });
      if (error) return fail(error);
      sessionStorage.setItem(verificationEmailKey, email);
      router.push("/verification-pending");
      return true;
    }
    const { error } = await supabase.auth.signInWithPassword({ email, password: values.password });
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
