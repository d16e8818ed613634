"use client";

import type { User } from "@supabase/supabase-js";
import { useEffect, useState, useSyncExternalStore } from "react";
import { usePathname } from "@/i18n/navigation";

/** True when the browser holds a Supabase session cookie (sb-<ref>-auth-token, possibly chunked .0, .1...). */
const hasSessionCookie = () => /(?:^|;\s*)sb-[^=]+-auth-token(?:\.0)?=/.test(document.cookie);
const noSubscribe = () => () => {};

/**
 * The signed-in user as the browser sees it (from the session cookie), so
 * public pages stay static. `undefined` while unknown. Only for showing
 * navigation; the server checks access itself. supabase-js (~60 KB gzip) is
 * fetched only when a session cookie exists, so signed-out visitors never
 * download it; the cookie is looked at again on every navigation.
 */
export function useAuthUser() {
  usePathname();
  const signedIn = useSyncExternalStore(noSubscribe, hasSessionCookie, () => undefined);
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    let unsubscribe = () => {};
    void import("@/lib/supabase/client").then(({ createClient }) => {
      if (cancelled) return;
      const supabase = createClient();
      supabase.auth.getSession().then(({ data }) => !cancelled && setUser(data.session?.user ?? null));
      const { data } = supabase.auth.onAuthStateChange((_event, session) => !cancelled && setUser(session?.user ?? null));
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [signedIn]);
  if (signedIn === undefined) return undefined;
  return signedIn ? user : null;
}
