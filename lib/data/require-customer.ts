import "server-only";
import { localizePath } from "@/i18n/locale-from-path";
import { redirect } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { followPageLanguage } from "./follow-page-language";

/**
 * The server-side guard of every protected page, the same rules as
 * the proxy: no user -> /auth?redirect=<this page>, unverified -> /verification-pending.
 * `path` is the unprefixed path with its query. Returns the signed-in user and
 * a Supabase client acting as them. The language of the customer's emails
 * follows this page's until they choose one (followPageLanguage).
 */
export async function requireCustomer(locale: Locale, path: string) {
  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user) {
    const back = encodeURIComponent(localizePath(locale, path));
    return redirect({ href: `/auth?redirect=${back}`, locale });
  }
  if (!user.email_confirmed_at) return redirect({ href: "/verification-pending", locale });
  await followPageLanguage(supabase, user, locale);
  return { supabase, user };
}
