"use client";

import { useSyncExternalStore } from "react";
import { usePathname } from "@/i18n/navigation";
import { SIGNED_IN_COOKIE } from "@/lib/supabase/signed-in-cookie";

/** True when the browser holds the signed-in marker that accompanies the (HttpOnly) session cookies. */
const hasSessionCookie = () => new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`).test(document.cookie);
const noSubscribe = () => () => {};

/**
 * Whether the visitor is signed in, as the browser sees it from the signed-in
 * marker cookie, so public pages stay static and the navigation bar needs no Supabase
 * code. `undefined` until hydrated. Only for choosing navigation links: the
 * proxy refreshes or clears the cookie on every request, and the server checks
 * access itself. The cookie is looked at again on every navigation, which is
 * how signing in or out elsewhere in the app shows up here.
 */
export function useSignedIn() {
  usePathname();
  return useSyncExternalStore(noSubscribe, hasSessionCookie, () => undefined);
}
