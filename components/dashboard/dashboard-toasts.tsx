"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import type { DashboardNotice } from "@/lib/rules/dashboard-tabs";

/**
 * Toasts the dashboard owes the user once it is on screen: the notice a
 * redirect carried in `?notice=` (then removed from the address, so a reload
 * does not repeat it) and a failed request list (the database's
 * own message stays in the server log). Fixed ids keep a toast single
 * when an effect runs twice.
 */
export function DashboardToasts({ notice, requestsFailed }: { notice: DashboardNotice | null; requestsFailed: boolean }) {
  const notices = useTranslations("RequestDetail.notices");
  const requests = useTranslations("Dashboard.requests");

  useEffect(() => {
    if (!notice) return;
    toast.error(notices(`${notice}.title`), { id: `notice-${notice}`, description: notices(`${notice}.description`) });
    const url = new URL(window.location.href);
    url.searchParams.delete("notice");
    window.history.replaceState(window.history.state, "", url);
  }, [notice, notices]);

  useEffect(() => {
    if (requestsFailed) toast.error(requests("errorTitle"), { id: "requests-error", description: requests("errorDescription") });
  }, [requestsFailed, requests]);

  return null;
}
