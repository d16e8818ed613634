import "server-only";
import type { User } from "@supabase/supabase-js";
import type { Locale } from "@/i18n/routing";
import type { ServerSupabase } from "@/lib/supabase/server";

/**
 * The language of a customer's emails follows the language of the last
 * signed-in page they opened, until they choose one in the profile
 * (`locale_chosen` in the account's metadata, set by updateProfile). It is
 * kept in both places emails read it: `profiles.locale` (the shop's emails)
 * and the account's metadata (Supabase Auth's own). Costs nothing while the
 * language stays the same: `user` is the one the page guard already fetched.
 */
export async function followPageLanguage(supabase: ServerSupabase, user: User, locale: Locale): Promise<void> {
  const metadata = user.user_metadata ?? {};
  if (metadata.locale === locale || metadata.locale_chosen === true) return;
  const { error } = await supabase.from("profiles").update({ locale }).eq("id", user.id);
  if (error) return console.error("Could not follow the page's language:", error.message);
  const { error: authError } = await supabase.auth.updateUser({ data: { locale } });
  if (authError) console.error("Could not set the account's email language:", authError.message);
}
