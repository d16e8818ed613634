"use client";

import { useRouter } from "@/i18n/navigation";
import { createClient } from "@/lib/supabase/client";

/** Signs out (Auth logout + session cookies cleared) and goes to /auth (spec §4). */
export function useSignOut() {
  const router = useRouter();
  return async () => {
    await createClient().auth.signOut();
    router.replace("/auth");
    router.refresh();
  };
}
