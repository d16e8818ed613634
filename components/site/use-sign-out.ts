"use client";

import { useRouter } from "@/i18n/navigation";

/** Signs out (Auth logout + session cookies cleared) and goes to /auth (spec §4). */
export function useSignOut() {
  const router = useRouter();
  return async () => {
    const { createClient } = await import("@/lib/supabase/client");
    await createClient().auth.signOut();
    router.replace("/auth");
    router.refresh();
  };
}
