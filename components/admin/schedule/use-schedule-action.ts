"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import type { AdminActionError } from "@/lib/rules/admin-errors";
import { isScheduleErrorKey, type ScheduleErrorKey, SCHEDULE_ERROR_VALUES } from "@/lib/validation/admin-schedule";

/** What the schedule's actions report when they do not go through (besides "conflicts", which the caller shows). */
export type ScheduleActionError = AdminActionError | ScheduleErrorKey;

/**
 * Runs one of the schedule page's actions in a transition (`pending` while it
 * runs) and hands its result back. After any result but "conflicts" (which
 * changed nothing) the page is read again on the server, so it shows what the
 * database now holds. `fail` is the translated error toast; `errorText` the
 * message of an error key (Admin.schedule.errors, else Admin.errors).
 */
export function useScheduleAction() {
  const own = useTranslations("Admin.schedule.errors");
  const shared = useTranslations("Admin.errors");
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const errorText = (key: ScheduleActionError) => (isScheduleErrorKey(key) ? own(key, SCHEDULE_ERROR_VALUES) : shared(key));
  const fail = (key: ScheduleActionError) => toast.error(shared("title"), { description: errorText(key) });

  const run = <R extends { ok: boolean; error?: string }>(action: () => Promise<R>) =>
    new Promise<R>((resolve) =>
      startTransition(async () => {
        const result = await action();
        if (result.ok || result.error !== "conflicts") router.refresh();
        resolve(result);
      }),
    );

  return { pending, run, fail, errorText };
}
