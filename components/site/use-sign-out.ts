"use client";

import { useRouter } from "@/i18n/navigation";
import { signOut } from "@/lib/actions/sign-out";

/** Signs out (Auth logout + session cookies cleared, on the server) and goes to /auth. */
export function useSignOut() {
  const router = useRouter();
  return async () => {
    await signOut();
    router.replace("/auth");
    router.refresh();
  };
}
